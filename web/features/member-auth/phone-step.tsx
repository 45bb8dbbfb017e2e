import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { indianMobileSchema } from '../../../domain/schemas';
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
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { phone: initial },
  });
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
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Please wait...' : 'Continue'}
      </Button>
    </StepForm>
  );
}
