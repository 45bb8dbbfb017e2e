import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COUNTRY_PREFIX } from '../../../domain/constants';
import { mobileDigits } from '../../../domain/phone-input';
import { indianMobileSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { StepForm } from './step-form';

const schema = z.object({ phone: indianMobileSchema });

export function PhoneStep({
  initial,
  onSubmit,
}: {
  initial: string;
  onSubmit: (phone: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { phone: initial });
  const field = register('phone');
  return (
    <StepForm onSubmit={handleSubmit((v) => onSubmit(v.phone))}>
      <Typography color="text.secondary">Sign in or register with your mobile number.</Typography>
      <TextField
        label="Mobile Number"
        type="tel"
        autoComplete="tel-national"
        autoFocus
        slotProps={{
          // maxLength is left off: a pasted "+91 98111 00001" must reach mobileDigits whole.
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', dir: 'ltr' },
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
                {COUNTRY_PREFIX}
              </InputAdornment>
            ),
          },
        }}
        error={Boolean(errors.phone)}
        helperText={errors.phone?.message}
        {...field}
        onChange={(e) => {
          e.target.value = mobileDigits(e.target.value);
          return field.onChange(e);
        }}
      />
      <SubmitButton label="Continue" busyLabel="Please wait..." busy={isSubmitting} />
    </StepForm>
  );
}
