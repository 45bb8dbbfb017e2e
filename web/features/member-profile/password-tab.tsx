import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { newPasswordSchema, passwordSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { FormTextField } from '../../components/forms/form-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useAction } from '../../lib/use-action';

/**
 * Spec §2 "Profile", Password: the current password, a new one of at least 6 characters ('Password should be
 * atleast 6 characters', spec §5) and the new one again. passwordUpdate checks the current password; the
 * server's message is toasted as success or warning (spec §8).
 */
export function PasswordTab({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const change = useAction('passwordUpdate');
  // The mismatch message is the screen's own, so it is written in the reader's language here.
  const schema = useMemo(
    () =>
      z.object({ currentPassword: passwordSchema, password: newPasswordSchema, confirm: z.string() }).check(
        z.refine((v) => v.confirm === v.password, {
          path: ['confirm'],
          message: t('profile.passwordsDiffer'),
        }),
      ),
    [t],
  );
  const { control, handleSubmit, reset, setFocus } = useZodForm(schema, {
    currentPassword: '',
    password: '',
    confirm: '',
  });

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    const reply = await change.run({ userId: user.userId, password, currentPassword });
    if (reply?.pass) reset();
    else if (reply?.messageCode === 'currentPasswordWrong') setFocus('currentPassword');
  });

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        {/* For password managers: whose password this is. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.mobile ?? ''}
          readOnly
          hidden
        />
        <FormTextField
          control={control}
          name="currentPassword"
          type="password"
          label={t('profile.currentPassword')}
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label={t('profile.newPassword')}
          autoComplete="new-password"
          helperText={t('auth.passwordHint')}
        />
        <FormTextField
          control={control}
          name="confirm"
          type="password"
          label={t('profile.confirmPassword')}
          autoComplete="new-password"
        />
        <SubmitButton
          label={t('profile.updatePassword')}
          busyLabel={t('profile.updatingPassword')}
          busy={change.pending}
        />
      </Stack>
    </Box>
  );
}
