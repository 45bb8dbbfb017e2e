import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { MSG } from '../../../domain/messages';
import { mayOpen, PATHS } from '../../../domain/routes';
import { emailSchema, passwordSchema } from '../../../domain/schemas';
import * as z from '../../../domain/zod';
import { useSession } from '../../app/session-provider';
import { SubmitButton } from '../../components/forms/submit-button';
import { useZodForm } from '../../components/forms/use-zod-form';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { SignInFrame } from '../../components/layout/sign-in-frame';
import { useMessageText } from '../../i18n/use-message-text';
import { CallError, OfflineError } from '../../lib/call';
import { callWithProof } from '../../lib/call-with-proof';
import { portalName } from '../../lib/portal';
import { useAction } from '../../lib/use-action';

const formSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, MSG.passwordRequired)),
});

const saysItsOwnWords = (err: unknown) =>
  err instanceof OfflineError || (err instanceof CallError && err.code === 'resource-exhausted');

export default function AdminLoginScreen() {
  const session = useSession();
  const navigate = useNavigate();
  // One place for a failed sign-in: the box above the button, which every new attempt clears.
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useTranslation();
  const text = useMessageText();
  // Every refusal reads the same, so the box never tells whether an email has an account; a throttled sign-in
  // says when to try again, an offline one that it was not sent.
  const staffSignIn = useAction('signInStaff', {
    send: callWithProof,
    sayReply: (reply) => (reply.pass ? null : { text: text.byCode('adminLoginFailed'), severity: 'error' }),
    sayFailure: (err, words) => ({
      text: saysItsOwnWords(err) ? words : text.byCode('adminLoginFailed'),
      severity: 'error',
    }),
    showProblem: (problem) => setFailure(problem.text),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(formSchema, { email: '', password: '' });

  if (session.checking) return <FullPageSpinner />;
  if (mayOpen(PATHS.adminHome, session.user)) return <Navigate to={PATHS.adminHome} replace />;

  const signIn = handleSubmit(async (form) => {
    const password = passwordSchema.safeParse(form.password);
    const reply = password.success
      ? await staffSignIn.run({ email: form.email, password: password.data })
      : undefined;
    // A refusal or a failed call has said so already (showProblem); what is left is a sign-in that did not
    // hold: a password the schema refuses, or a session whose user could not be read.
    if (reply && !reply.pass) return;
    const user = reply?.token ? await session.signIn(reply.token) : null;
    if (user) navigate(PATHS.adminHome, { replace: true });
    else if (reply || !password.success) setFailure(text.byCode('adminLoginFailed'));
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    return signIn(e);
  };

  return (
    <SignInFrame title={t('admin.loginTitle')}>
      <Typography variant="h5" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t('admin.portalAdmin', { portal: portalName() })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('admin.loginIntro')}
      </Typography>
      {/* A post form: were the browser to send it itself (no JavaScript), no password goes into an address. */}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t('admin.email')}
          type="email"
          autoComplete="username"
          // The page's one task starts here: the focus is put in Email at once, not four Tabs away.
          autoFocus
          required
          error={Boolean(errors.email)}
          helperText={text.field(errors.email?.message)}
          // Both labels sit on the outline from the start, as the phone field's does: the page comes drawn in
          // the HTML with Email focused by the browser, and a label that moved up when the app took over
          // shifted the layout.
          slotProps={{ htmlInput: { dir: 'ltr' }, inputLabel: { shrink: true } }}
          {...register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors.password)}
          helperText={text.field(errors.password?.message)}
          {...register('password')}
        />
        <div role="alert">{failure && <Alert severity="error">{failure}</Alert>}</div>
        <SubmitButton label={t('auth.login')} busyLabel={t('auth.loggingIn')} busy={isSubmitting} />
      </Box>
    </SignInFrame>
  );
}
