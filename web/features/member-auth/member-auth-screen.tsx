import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { Mosque } from '../../../domain/functions/shapes';
import { PATHS } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { LanguageChooser } from '../../components/language/language-chooser';
import { useToast } from '../../components/toast/toast-provider';
import { visuallyHidden } from '../../components/visually-hidden';
import { Ltr } from '../../i18n/bidi';
import { mirrorInRtl } from '../../i18n/mirror';
import { useMessageText } from '../../i18n/use-message-text';
import { call } from '../../lib/api';
import { portalName } from '../../lib/portal';
import { signInWithProof } from '../../lib/sign-in-with-proof';
import { useAction } from '../../lib/use-action';
import { usePageTitle } from '../../lib/use-page-title';
import type { BasicInfo } from './basic-info-form';
import { useFocusNewStep } from './focus-step';
import { PhoneStep } from './phone-step';
import { resumeStep } from './resume-step';

// The later steps load apart from the first, so /login is usable sooner on a slow network. They start to
// load as soon as a number is submitted, while the phone check is still on its way.
const loadLaterSteps = () =>
  Promise.all([
    import('./password-form'),
    import('./mosque-step'),
    import('./otp-step'),
    import('./basic-info-form'),
    import('../../components/privacy/privacy-notice'),
  ]);
const PasswordForm = lazy(() => import('./password-form').then((m) => ({ default: m.PasswordForm })));
const MosqueStep = lazy(() => import('./mosque-step').then((m) => ({ default: m.MosqueStep })));
const OtpStep = lazy(() => import('./otp-step').then((m) => ({ default: m.OtpStep })));
const BasicInfoForm = lazy(() => import('./basic-info-form').then((m) => ({ default: m.BasicInfoForm })));
const PrivacyNotice = lazy(() =>
  import('../../components/privacy/privacy-notice').then((m) => ({ default: m.PrivacyNotice })),
);

/**
 * The paths of spec §2/§4 from the phone check. `reset` is forgot-password (code 0), `claim` an account
 * without a password (code 1), `register` a new number (code 2, after choosing a masjid).
 */
type Stage =
  | { step: 'phone' }
  | { step: 'password' }
  | { step: 'mosque' }
  | { step: 'otp'; purpose: 'reset' | 'claim' | 'register' }
  | { step: 'updatePassword' }
  | { step: 'createPassword' }
  | { step: 'consent'; next: 'createPassword' | 'details' | 'home' }
  | { step: 'details' };

const HEADINGS = {
  phone: 'auth.welcome',
  password: 'auth.login',
  mosque: 'auth.chooseMosque',
  otp: 'auth.verifyMobile',
  updatePassword: 'auth.updatePassword',
  createPassword: 'auth.createPassword',
  consent: 'privacy.title',
  details: 'auth.generalInformation',
} as const satisfies Record<Stage['step'], string>;

// Once the number is verified the flow is about this account; before that the member may go back and retype it.
const canChangePhone = (stage: Stage) =>
  stage.step === 'password' || stage.step === 'mosque' || stage.step === 'otp';

export default function MemberAuthScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation();
  const text = useMessageText();
  // A member who verified their number and stopped goes on where they stopped, through their session
  // (issue 22 item 21); everyone else starts with the phone number.
  const [stage, setStage] = useState<Stage>(() => resumeStep(session.user, Date.now()) ?? { step: 'phone' });
  const [resumed, setResumed] = useState(() => stage.step !== 'phone');
  const [phone, setPhone] = useState(() => (resumed ? (session.user?.mobile ?? '') : ''));
  const [mosque, setMosque] = useState<Mosque | null>(null);
  // Only a member who was already signed in when the screen opened is sent on; one mid-flow stays.
  const [alreadyIn] = useState(
    () => session.user?.role === 'user' && session.user.hasPassword && Boolean(session.user.name),
  );
  const signUp = useAction('memberSignup');
  const changePassword = useAction('passwordUpdate');
  const saveBasicInfo = useAction('updateBasicInfo');
  usePageTitle(stage.step === 'phone' ? t('auth.signIn') : t(HEADINGS[stage.step]));
  const stepKey = stage.step === 'otp' ? `otp-${stage.purpose}` : stage.step;
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Each new step puts the focus in its first field (issue 22 item 23) and says its heading through this live
  // region, so a screen reader still hears which step it is. The privacy notice is read first: its heading
  // takes the focus instead.
  useFocusNewStep(stepKey, body, heading, stage.step === 'consent');
  const [announced, setAnnounced] = useState('');
  const stepHeading = t(HEADINGS[stage.step]);
  const firstStep = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: announced when the step changes, not the language.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else setAnnounced(stepHeading);
  }, [stepKey]);
  // The session may arrive after the first render (no copy on this device yet): resume then, unless the
  // visitor has started on a number of their own.
  const untouched = stage.step === 'phone' && phone === '';
  useEffect(() => {
    if (!untouched || session.loading) return;
    const next = resumeStep(session.user, Date.now());
    if (!next) return;
    setPhone(session.user?.mobile ?? '');
    setResumed(true);
    setStage(next);
  }, [untouched, session.loading, session.user]);
  if (alreadyIn) return <Navigate to={PATHS.memberHome} replace />;

  const goHome = async () => {
    await session.refresh();
    navigate(PATHS.memberHome, { replace: true });
  };

  const checkPhone = async (entered: string) => {
    setPhone(entered);
    void loadLaterSteps().catch(() => {});
    try {
      const reply = await call('checkUserExist', { phone: entered });
      if (reply.pass) return setStage({ step: 'password' });
      if (reply.code === 1) return setStage({ step: 'otp', purpose: 'claim' });
      if (reply.code === 2) return setStage({ step: 'mosque' });
      toast(text.byCode('suspended'), 'error');
    } catch (err) {
      toast(text.failure(err), 'error');
    }
  };

  const login = async (password: string) => {
    try {
      const reply = await signInWithProof('loginWithPassword', { phone, password });
      if (!reply.pass || !reply.token) {
        toast(text.said(reply), reply.messageCode === 'suspended' ? 'error' : 'warning');
        return;
      }
      const user = await session.signIn(reply.token);
      // The notice comes first for whoever has not accepted the one in force (issue 14).
      if (user && !user.noticeAccepted) setStage({ step: 'consent', next: user.name ? 'home' : 'details' });
      // Someone who stopped after creating a password comes back here, not to a dashboard without a name.
      else if (user && !user.name) setStage({ step: 'details' });
      else navigate(PATHS.memberHome, { replace: true });
    } catch (err) {
      toast(text.failure(err), 'error');
    }
  };

  const verify = async (code: string): Promise<boolean> => {
    try {
      const reply = await call('verifyOtp', { phone, code, mosqueId: mosque?.id });
      if (!reply.pass || !reply.token) {
        const urgent = reply.messageCode === 'incorrectOtp' || reply.messageCode === 'suspended';
        toast(reply.message ? text.said(reply) : text.byCode('incorrectOtp'), urgent ? 'error' : 'warning');
        return false;
      }
      toast(text.byCode('verificationSuccessful'), 'success');
      const user = await session.signIn(reply.token);
      if (stage.step === 'otp' && stage.purpose === 'reset') setStage({ step: 'updatePassword' });
      else {
        const next = reply.code === 0 ? 'details' : 'createPassword';
        // A new member reads the privacy notice right after proving the number, before giving any details.
        setStage(user && !user.noticeAccepted ? { step: 'consent', next } : { step: next });
      }
      return true;
    } catch (err) {
      toast(text.failure(err), 'error');
      return false;
    }
  };

  const createPassword = async (password: string) => {
    const reply = await signUp.run({ password });
    // The hour in which the OTP lets a first password be set is over: the number is verified again.
    if (reply?.messageCode === 'checkNoPassword') setStage({ step: 'otp', purpose: 'claim' });
    if (!reply?.pass) return;
    await session.refresh();
    setStage({ step: 'details' });
  };

  const updatePassword = async (password: string) => {
    const reply = await changePassword.run({ password });
    if (reply?.pass) await goHome();
    // The verified code only permits a reset for a while; after that the member verifies again.
    else if (reply?.messageCode === 'currentPasswordRequired') setStage({ step: 'password' });
  };

  const saveDetails = async (info: BasicInfo) => {
    const reply = await saveBasicInfo.run({
      ...info,
      mosqueId: session.user?.mosqueId,
      parentId: null,
      relation: null,
    });
    if (reply?.pass) await goHome();
  };

  // On a resumed step the session is someone's half-finished registration (perhaps on a shared phone): changing
  // the number signs it out first.
  const restart = async () => {
    if (resumed && session.user && !(await session.logout())) return;
    setResumed(false);
    setStage({ step: 'phone' });
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'primary.main',
        display: 'grid',
        placeItems: 'center',
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Paper component="main" elevation={3} sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <LanguageChooser />
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.1rem' }, overflowWrap: 'anywhere' }}
        >
          {portalName()}
        </Typography>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ mt: 1, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } }}
        >
          {stepHeading}
        </Typography>
        <div role="status" style={visuallyHidden} data-testid="step-announcement">
          {announced}
        </div>
        {canChangePhone(stage) || (resumed && stage.step !== 'consent') ? (
          <Button
            onClick={() => void restart()}
            size="small"
            color="inherit"
            startIcon={<ArrowBack sx={mirrorInRtl} />}
            sx={{ mb: 1.5, px: 0.5 }}
          >
            {/* One span: the button lays out its children as flex items, which would drop the space. */}
            <span>
              <Ltr>{`+91 ${phone}`}</Ltr>
              {` · ${t('auth.change')}`}
            </span>
          </Button>
        ) : (
          <Box sx={{ mb: 2 }} />
        )}

        <Box ref={body}>
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
                <CircularProgress color="secondary" aria-label={t('common.loading')} />
              </Box>
            }
          >
            {stage.step === 'phone' && <PhoneStep initial={phone} onSubmit={checkPhone} />}
            {stage.step === 'password' && (
              <PasswordForm kind="current" submitLabel={t('auth.login')} onSubmit={login}>
                <Button onClick={() => setStage({ step: 'otp', purpose: 'reset' })} color="inherit">
                  {t('auth.forgotPassword')}
                </Button>
              </PasswordForm>
            )}
            {stage.step === 'mosque' && (
              <MosqueStep
                onSubmit={(m) => {
                  setMosque(m);
                  setStage({ step: 'otp', purpose: 'register' });
                }}
              />
            )}
            {stage.step === 'otp' && (
              <OtpStep
                key={stage.purpose}
                phone={phone}
                onVerify={verify}
                onUsePassword={stage.purpose === 'reset' ? () => setStage({ step: 'password' }) : undefined}
              />
            )}
            {stage.step === 'updatePassword' && (
              <PasswordForm kind="new" submitLabel={t('auth.updatePassword')} onSubmit={updatePassword} />
            )}
            {stage.step === 'createPassword' && (
              <PasswordForm kind="new" submitLabel={t('auth.setPassword')} onSubmit={createPassword} />
            )}
            {stage.step === 'consent' && (
              <PrivacyNotice
                headingLevel="h3"
                onAccepted={() => {
                  if (stage.next === 'home') void goHome();
                  else setStage({ step: stage.next });
                }}
                onDecline={async () => {
                  if (await session.logout()) {
                    setResumed(false);
                    setStage({ step: 'phone' });
                  }
                }}
              />
            )}
            {stage.step === 'details' && !session.user && (
              <Box sx={{ display: 'grid', gap: 2 }}>
                <Typography color="error">{text.byCode('genericError')}</Typography>
                <Button variant="contained" color="secondary" onClick={() => void session.refresh()}>
                  {t('common.tryAgain')}
                </Button>
              </Box>
            )}
            {stage.step === 'details' && session.user && (
              <>
                <BasicInfoForm user={session.user} onSubmit={saveDetails} />
                {session.user.name && (
                  <Button fullWidth sx={{ mt: 1 }} color="inherit" onClick={() => void goHome()}>
                    {t('auth.continueToDashboard')}
                  </Button>
                )}
              </>
            )}
          </Suspense>
        </Box>
      </Paper>
    </Box>
  );
}
