import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { newPasswordSchema } from '../../../domain/schemas';
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
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
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
      <Button type="submit" variant="contained" color="secondary" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : submitLabel}
      </Button>
    </StepForm>
  );
}
