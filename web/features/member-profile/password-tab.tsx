import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserData } from '../../../domain/functions/shapes';
import { MSG } from '../../../domain/messages';
import { OWNER_PROOF_OTP_MS, otpStillProves } from '../../../domain/otp-proof';
import { newPasswordSchema, passwordSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { FormTextField } from '../../components/forms/form-text-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { useAction } from '../../lib/use-action';

/**
 * Whether this screen must ask for the current password: not within 15 minutes of an OTP sign-in, which the
 * server already takes as proof. Past that moment it asks again; and when the server says
 * the password is needed after all (the device's clock is off), it asks then.
 */
function useAsksCurrentPassword(user: UserData) {
  const until = user.otpSignedInAt ? Date.parse(user.otpSignedInAt) + OWNER_PROOF_OTP_MS : 0;
  const [asks, setAsks] = useState(() => !otpStillProves(user.otpSignedInAt, Date.now(), OWNER_PROOF_OTP_MS));
  useEffect(() => {
    if (asks) return;
    const timer = setTimeout(() => setAsks(true), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [asks, until]);
  return [asks, () => setAsks(true)] as const;
}

/**
 * Profile, Password: the current password, a new one of at least 6 characters ('Password should be
 * atleast 6 characters') and the new one again. updatePassword checks the current password (any
 * current password that is sent, always); the server's message is toasted as success or warning.
 */
export function PasswordTab({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const change = useAction('updatePassword');
  const [asksCurrent, askCurrent] = useAsksCurrentPassword(user);
  // Read when the form validates: the resolver keeps the schema it was first given.
  const asksRef = useRef(asksCurrent);
  asksRef.current = asksCurrent;
  // The mismatch message is the screen's own, so it is written in the reader's language here.
  const schema = useMemo(
    () =>
      z.object({ currentPassword: z.string(), password: newPasswordSchema, confirm: z.string() }).check(
        z.refine((v) => !asksRef.current || z.safeParse(passwordSchema, v.currentPassword).success, {
          path: ['currentPassword'],
          message: MSG.passwordRequired,
        }),
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
  // Once the field appears because the server asked for it, the member is taken there.
  const [focusCurrent, setFocusCurrent] = useState(false);
  useEffect(() => {
    if (focusCurrent && asksCurrent) setFocus('currentPassword');
  }, [focusCurrent, asksCurrent, setFocus]);

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    const reply = await change.run({
      userId: user.userId,
      password,
      // Never sent when not asked: the server would check it, and the member was told it is not needed.
      currentPassword: asksCurrent ? currentPassword : null,
    });
    if (reply?.pass) reset();
    else if (reply?.messageCode === 'currentPasswordWrong') setFocus('currentPassword');
    else if (reply?.messageCode === 'currentPasswordRequired') {
      askCurrent();
      setFocusCurrent(true);
    }
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
        {asksCurrent ? (
          <FormTextField
            control={control}
            name="currentPassword"
            type="password"
            label={t('profile.currentPassword')}
            autoComplete="current-password"
          />
        ) : (
          <Typography color="text.secondary">{t('profile.currentPasswordNotNeeded')}</Typography>
        )}
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
