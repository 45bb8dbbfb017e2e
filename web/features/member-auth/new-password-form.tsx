import TextField from '@mui/material/TextField';
import { newPasswordSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { StepForm } from './step-form';

const schema = z.object({ password: newPasswordSchema });

/** A new password of at least 6 characters; used to create the first one and to replace a forgotten one. */
export function NewPasswordForm({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(schema, { password: '' });
  return (
    <StepForm onSubmit={handleSubmit((v) => onSubmit(v.password))}>
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        autoFocus
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? 'At least 6 characters'}
        {...register('password')}
      />
      <SubmitButton label={submitLabel} busyLabel="Saving..." busy={isSubmitting} />
    </StepForm>
  );
}
