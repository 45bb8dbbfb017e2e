import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
  return (
    <StepForm onSubmit={handleSubmit((v) => onSubmit(v.phone))}>
      <Typography color="text.secondary">Sign in or register with your mobile number.</Typography>
      <TextField
        label="Mobile Number"
        type="tel"
        autoComplete="tel-national"
        autoFocus
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 10 },
          input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
        }}
        error={Boolean(errors.phone)}
        helperText={errors.phone?.message}
        {...register('phone')}
      />
      <SubmitButton label="Continue" busyLabel="Please wait..." busy={isSubmitting} />
    </StepForm>
  );
}
