import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { newPasswordSchema, passwordSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useMessageText } from '../../i18n/use-message-text';
import { StepForm } from './step-form';

/**
 * `current` signs in with the password the member has; `new` sets one of at least 6 characters (the first
 * one, or a replacement after forgot-password). Same form, different rule, label and autofill hint.
 */
const KINDS = {
  current: {
    schema: z.object({ password: passwordSchema }),
    label: 'auth.password',
    autoComplete: 'current-password',
    hint: undefined,
    busyLabel: 'auth.loggingIn',
  },
  new: {
    schema: z.object({ password: newPasswordSchema }),
    label: 'auth.newPassword',
    autoComplete: 'new-password',
    hint: 'auth.passwordHint',
    busyLabel: 'common.saving',
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
  const { t } = useTranslation();
  const text = useMessageText();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(k.schema, { password: '' });
  return (
    <StepForm onSubmit={handleSubmit((v) => onSubmit(v.password))}>
      <TextField
        label={t(k.label)}
        type="password"
        autoComplete={k.autoComplete}
        error={Boolean(errors.password)}
        helperText={text.field(errors.password?.message) ?? (k.hint && t(k.hint))}
        {...register('password')}
      />
      <SubmitButton label={submitLabel} busyLabel={t(k.busyLabel)} busy={isSubmitting} />
      {children}
    </StepForm>
  );
}
