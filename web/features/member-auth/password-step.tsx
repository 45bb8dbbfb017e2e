import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordSchema } from '../../../domain/schemas';
import { StepForm } from './step-form';

const schema = z.object({ password: passwordSchema });

/** Phone-check code 0: the member signs in with their password, or switches to the OTP path. */
export function PasswordStep({
  onSubmit,
  onUseOtp,
}: {
  onSubmit: (password: string) => Promise<void>;
  onUseOtp: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  return (
    <StepForm onSubmit={handleSubmit((v) => onSubmit(v.password))}>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
      <Button onClick={onUseOtp} color="inherit">
        Forgot password? Login with OTP
      </Button>
    </StepForm>
  );
}
