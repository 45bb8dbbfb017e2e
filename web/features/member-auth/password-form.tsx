import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { newPasswordSchema, passwordSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { StepForm } from './step-form';

/**
 * `current` signs in with the password the member has; `new` sets one of at least 6 characters (the first
 * one, or a replacement after forgot-password). Same form, different rule, label and autofill hint.
 */
const KINDS = {
  current: {
    schema: z.object({ password: passwordSchema }),
    label: 'Password',
    autoComplete: 'current-password',
    hint: undefined,
    busyLabel: 'Logging in...',
  },
  new: {
    schema: z.object({ password: newPasswordSchema }),
    label: 'New Password',
    autoComplete: 'new-password',
    hint: 'At least 6 characters',
    busyLabel: 'Saving...',
  },
} as const;

export function PasswordForm({
  kind,
  submitLabel,
  onSubmit,
  children,
}: {
  kind: keyof typeof KINDS;
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
  /** Further actions below the submit button. */
  children?: ReactNode;
}) {
  const k = KINDS[kind];
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(k.schema, { password: '' });
  return (
    <StepForm onSubmit={handleSubmit((v) => onSubmit(v.password))}>
      <TextField
        label={k.label}
        type="password"
        autoComplete={k.autoComplete}
        error={Boolean(errors.password)}
        helperText={errors.password?.message ?? k.hint}
        {...register('password')}
      />
      <SubmitButton label={submitLabel} busyLabel={k.busyLabel} busy={isSubmitting} />
      {children}
    </StepForm>
  );
}
