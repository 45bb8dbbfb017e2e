import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PATHS, RETURN_PARAM, returnPathOf } from '../../../domain/routes';
import { useSession } from '../../app/session-provider';
import { SignInFrame } from '../../components/layout/sign-in-frame';
import {
  type Declined,
  DeclinedNotice,
  declinedIn,
  declinedOf,
} from '../../components/privacy/declined-notice';
import { useMessageText } from '../../i18n/use-message-text';
import { callWithProof } from '../../lib/call-with-proof';
import { preloadableLazy } from '../../lib/preloadable-lazy';
import { useAction } from '../../lib/use-action';
import {
  authFlow,
  canChangePhone,
  initialAuthFlow,
  type Stage,
  signsOutToRestart,
  stepKey,
  untouched,
} from './auth-flow';
import type { BasicInfo } from './basic-info-form';
import { useFocusNewStep } from './focus-step';
import { PhoneStep } from './phone-step';
import { resumeStep } from './resume-step';
import { opensAStep, sayOtpSignIn, sayPasswordSignIn, sayPhoneCheck } from './sign-in-sayings';
import { StepHeading } from './step-heading';

// The later steps load apart from the first, so /login is usable sooner on a slow network. They start to
// load as soon as a number is submitted, while the phone check is still on its way; one that could not be
// fetched on a patchy network says so with 'Try again' (preloadableLazy).
const PasswordForm = preloadableLazy(() =>
  import('./password-form').then((m) => ({ default: m.PasswordForm })),
);
const MosqueStep = preloadableLazy(() => import('./mosque-step').then((m) => ({ default: m.MosqueStep })));
const OtpStep = preloadableLazy(() => import('./otp-step').then((m) => ({ default: m.OtpStep })));
// Only after the notice, and only for a number a register holds: not part of the first step's code.
const RegisterOffer = preloadableLazy(() =>
  import('../../components/register-offer/register-offer').then((m) => ({ default: m.RegisterOffer })),
);
const BasicInfoForm = preloadableLazy(() =>
  import('./basic-info-form').then((m) => ({ default: m.BasicInfoForm })),
);
const PrivacyNotice = preloadableLazy(() =>
  import('../../components/privacy/privacy-notice').then((m) => ({ default: m.PrivacyNotice })),
);
const loadLaterSteps = () =>
  Promise.all(
    [PasswordForm, MosqueStep, OtpStep, BasicInfoForm, PrivacyNotice, RegisterOffer].map((step) =>
      step.preload(),
    ),
  );

const HEADINGS = {
  phone: 'auth.welcome',
  password: 'auth.login',
  mosque: 'auth.chooseMosque',
  otp: 'auth.verifyMobile',
  updatePassword: 'auth.updatePassword',
  createPassword: 'auth.createPassword',
  consent: 'privacy.title',
  details: 'auth.generalInformation',
  home: 'auth.login',
} as const satisfies Record<Stage['step'], string>;

/**
 * Member sign-in and registration, one step at a time. Which step follows which is `authFlow`'s decision
 * (auth-flow.ts); this screen sends the calls, says their replies, and hands each reply to the flow.
 */
export default function MemberAuthScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const text = useMessageText();
  const [flow, dispatch] = useReducer(authFlow, null, () => initialAuthFlow(session.user, Date.now()));
  const { stage, phone } = flow;
  // Only a member who was already signed in when the screen opened is sent on; one mid-flow stays.
  const [alreadyIn] = useState(
    () => session.user?.role === 'user' && session.user.hasPassword && Boolean(session.user.name),
  );
  // The sign-in steps move on by themselves: only what stops them is said (sign-in-sayings.ts).
  const phoneCheck = useAction('checkMobileRegistered', { sayReply: sayPhoneCheck });
  const passwordSignIn = useAction('signInWithPassword', {
    send: callWithProof,
    sayReply: sayPasswordSignIn,
  });
  const otpSignIn = useAction('verifyOtp', { sayReply: sayOtpSignIn });
  const signUp = useAction('signUpMember');
  const changePassword = useAction('updatePassword');
  const saveProfile = useAction('updateProfile');
  const key = stepKey(stage);
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // After the privacy notice was declined (here, or in front of a member screen, which comes here), the
  // first step says what was kept until a number is entered.
  const location = useLocation();
  const [declined, setDeclined] = useState<Declined | null>(() => declinedIn(location.state));
  const declinedNotice = useRef<HTMLDivElement>(null);
  const saysDeclined = declined !== null && stage.step === 'phone';
  // Each new step puts the focus in its first field and says its heading through this live region, so a
  // screen reader still hears which step it is. The privacy notice is read first: its heading takes the focus;
  // so is what a decline kept, before the number field.
  useFocusNewStep(
    key,
    body,
    saysDeclined ? declinedNotice : heading,
    stage.step === 'consent' || saysDeclined,
  );
  const stepHeading = t(HEADINGS[stage.step]);
  // The session may arrive after the first render (no copy on this device yet): resume then, unless the
  // visitor has started on a number of their own.
  const fresh = untouched(flow);
  useEffect(() => {
    if (!fresh || session.loading) return;
    const next = resumeStep(session.user, Date.now());
    if (next) dispatch({ type: 'resumed', stage: next, phone: session.user?.mobile ?? '' });
  }, [fresh, session.loading, session.user]);
  // Where the flow ends: the dashboard, or the member screen that sent a signed-out visitor here (a shared
  // alert's link), which returnPathOf keeps to this portal's own member screens.
  const destination =
    returnPathOf(new URLSearchParams(location.search).get(RETURN_PARAM)) ?? PATHS.memberHome;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the flow ends once, when it reaches home.
  useEffect(() => {
    if (stage.step !== 'home') return;
    navigate(destination, { replace: true });
  }, [stage]);
  if (alreadyIn) return <Navigate to={destination} replace />;

  const checkPhone = async (entered: string) => {
    setDeclined(null);
    dispatch({ type: 'phoneEntered', phone: entered });
    void loadLaterSteps().catch(() => {});
    const reply = await phoneCheck.run({ phone: entered });
    if (reply && opensAStep(reply)) dispatch({ type: 'phoneChecked', pass: reply.pass, code: reply.code });
  };

  const login = async (password: string) => {
    const reply = await passwordSignIn.run({ phone, password });
    if (!reply?.pass || !reply.token) return;
    const user = await session.signIn(reply.token);
    if (user) dispatch({ type: 'signedIn', user });
  };

  const verify = async (code: string): Promise<boolean> => {
    const reply = await otpSignIn.run({ phone, code, mosqueId: flow.mosque?.id });
    if (!reply?.pass || !reply.token) return false;
    const user = await session.signIn(reply.token);
    dispatch({ type: 'otpVerified', code: reply.code, user });
    return true;
  };

  const createPassword = async (password: string) => {
    const reply = await signUp.run({ password });
    if (reply?.messageCode === 'checkNoPassword') dispatch({ type: 'firstPasswordExpired' });
    if (reply?.pass) dispatch({ type: 'passwordCreated' });
  };

  const updatePassword = async (password: string) => {
    const reply = await changePassword.run({ password });
    if (reply?.pass) dispatch({ type: 'passwordUpdated' });
    else if (reply?.messageCode === 'currentPasswordRequired') dispatch({ type: 'resetExpired' });
  };

  const saveDetails = async (info: BasicInfo) => {
    // The account was made at the masjid chosen before the code (verifyOtp): it is not sent again.
    const reply = await saveProfile.run(info);
    if (reply?.pass) dispatch({ type: 'detailsSaved' });
  };

  const restart = async () => {
    if (signsOutToRestart(flow, Boolean(session.user)) && !(await session.logout())) return;
    dispatch({ type: 'restarted' });
  };

  return (
    <SignInFrame title={stage.step === 'phone' ? t('auth.signIn') : stepHeading}>
      <StepHeading
        heading={stepHeading}
        stepKey={key}
        headingRef={heading}
        phone={phone}
        onChangePhone={canChangePhone(flow) ? () => void restart() : undefined}
      />
      <Box ref={body}>
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', py: 2 }}>
              <CircularProgress color="secondary" aria-label={t('common.loading')} />
            </Box>
          }
        >
          {saysDeclined && <DeclinedNotice declined={declined} focusRef={declinedNotice} />}
          {stage.step === 'phone' && <PhoneStep initial={phone} onSubmit={checkPhone} />}
          {stage.step === 'password' && (
            <PasswordForm kind="current" submitLabel={t('auth.login')} onSubmit={login}>
              <Button onClick={() => dispatch({ type: 'forgotPassword' })} color="inherit">
                {t('auth.forgotPassword')}
              </Button>
            </PasswordForm>
          )}
          {stage.step === 'mosque' && (
            <MosqueStep onSubmit={(mosque) => dispatch({ type: 'mosqueChosen', mosque })} />
          )}
          {stage.step === 'otp' && (
            <OtpStep
              key={stage.purpose}
              phone={phone}
              onVerify={verify}
              onUsePassword={stage.purpose === 'reset' ? () => dispatch({ type: 'usePassword' }) : undefined}
            />
          )}
          {stage.step === 'updatePassword' && (
            <PasswordForm kind="new" submitLabel={t('auth.updatePassword')} onSubmit={updatePassword} />
          )}
          {/* After the notice, a number the masjid's register holds is offered its record and family. */}
          {(stage.step === 'createPassword' || stage.step === 'details') && session.user?.noticeAccepted && (
            <Box sx={{ mb: 2 }}>
              <RegisterOffer linkToFamily={false} />
            </Box>
          )}
          {stage.step === 'createPassword' && (
            <PasswordForm kind="new" submitLabel={t('auth.setPassword')} onSubmit={createPassword} />
          )}
          {stage.step === 'consent' && (
            <PrivacyNotice
              headingLevel="h3"
              onAccepted={() => dispatch({ type: 'noticeAccepted' })}
              onDecline={async () => {
                const kept = declinedOf(session.user);
                if (!(await session.logout())) return;
                setDeclined(kept);
                dispatch({ type: 'restarted' });
              }}
            />
          )}
          {stage.step === 'details' && !session.user && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography color="error">{text.byCode('genericError')}</Typography>
              <Button variant="contained" color="secondary" onClick={session.reload}>
                {t('common.tryAgain')}
              </Button>
            </Box>
          )}
          {stage.step === 'details' && session.user && (
            <>
              {/* A claim of the register's record fills the details: the form starts again from them. */}
              <BasicInfoForm
                key={`${session.user.name ?? ''}|${session.user.dob ?? ''}`}
                user={session.user}
                onSubmit={saveDetails}
              />
              {session.user.name && (
                <Button
                  fullWidth
                  sx={{ mt: 1 }}
                  color="inherit"
                  onClick={() => dispatch({ type: 'continueHome' })}
                >
                  {t('auth.continueToDashboard')}
                </Button>
              )}
            </>
          )}
        </Suspense>
      </Box>
    </SignInFrame>
  );
}
