import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { passwordSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
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
  } = useZodForm(schema, { password: '' });
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
      <SubmitButton label="Login" busyLabel="Logging in..." busy={isSubmitting} />
      <Button onClick={onUseOtp} color="inherit">
        Forgot password? Login with OTP
      </Button>
    </StepForm>
  );
}
