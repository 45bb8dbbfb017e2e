import type { Mosque, UserData } from '../../../domain/functions/shapes';
import { resumeStep } from './resume-step';

/**
 * The steps of member sign-in and registration. An OTP's purpose says which way it leads: `reset` is
 * forgot-password (the phone check's pass), `claim` an account without a password (code 1), `register` a new
 * number (code 2, after choosing a masjid). `home` ends the flow: every write on the way has already read the
 * account again, so the dashboard opens with the session as it now is.
 */
export type Stage =
  | { step: 'phone' }
  | { step: 'password' }
  | { step: 'mosque' }
  | { step: 'otp'; purpose: 'reset' | 'claim' | 'register' }
  | { step: 'updatePassword' }
  | { step: 'createPassword' }
  | { step: 'consent'; next: 'createPassword' | 'details' | 'home' }
  | { step: 'details' }
  | { step: 'home' };

export type AuthFlow = {
  stage: Stage;
  /** The number being signed in, as typed (ten digits, no +91). */
  phone: string;
  /** The flow goes on from a session opened earlier (perhaps someone else's, on a shared phone). */
  resumed: boolean;
  /** The masjid a new number registers with, chosen before its OTP. */
  mosque: Mosque | null;
};

/** What the account says about itself once signed in, which decides the step after a sign-in. */
type SignedInUser = Pick<UserData, 'name' | 'noticeAccepted'>;

export type AuthEvent =
  | { type: 'phoneEntered'; phone: string }
  /** The phone check's reply: `pass` an account with a password, code 1 one without, code 2 a new number. */
  | { type: 'phoneChecked'; pass: boolean; code?: number }
  | { type: 'signedIn'; user: SignedInUser }
  | { type: 'forgotPassword' }
  | { type: 'usePassword' }
  | { type: 'mosqueChosen'; mosque: Mosque }
  /** `code` 0: the account has a password already (it only lacks details); else it needs one. */
  | { type: 'otpVerified'; code?: number; user: SignedInUser | null }
  | { type: 'passwordCreated' }
  /** The hour in which the OTP lets a first password be set is over. */
  | { type: 'firstPasswordExpired' }
  | { type: 'passwordUpdated' }
  /** The verified code permits a reset only for a while. */
  | { type: 'resetExpired' }
  | { type: 'noticeAccepted' }
  | { type: 'detailsSaved' }
  | { type: 'continueHome' }
  | { type: 'restarted' }
  | { type: 'resumed'; stage: Stage; phone: string };

/**
 * Where the screen opens: a member who verified their number and stopped goes on where they stopped, through
 * their session; everyone else starts with the phone number.
 */
export function initialAuthFlow(user: UserData | null, now: number): AuthFlow {
  const stage = resumeStep(user, now);
  if (!stage) return { stage: { step: 'phone' }, phone: '', resumed: false, mosque: null };
  return { stage, phone: user?.mobile ?? '', resumed: true, mosque: null };
}

// The privacy notice comes first for whoever has not accepted the one in force.
const afterNotice = (user: SignedInUser | null, next: 'createPassword' | 'details' | 'home'): Stage => {
  if (user && !user.noticeAccepted) return { step: 'consent', next };
  return next === 'home' ? { step: 'home' } : { step: next };
};

function nextStage(flow: AuthFlow, event: AuthEvent): Stage {
  const { stage } = flow;
  switch (event.type) {
    case 'phoneChecked':
      if (event.pass) return { step: 'password' };
      if (event.code === 1) return { step: 'otp', purpose: 'claim' };
      if (event.code === 2) return { step: 'mosque' };
      return stage;
    case 'signedIn':
      // Someone who stopped after creating a password comes back here, not to a dashboard without a name.
      return afterNotice(event.user, event.user.name ? 'home' : 'details');
    case 'forgotPassword':
      return { step: 'otp', purpose: 'reset' };
    case 'usePassword':
    case 'resetExpired':
      return { step: 'password' };
    case 'mosqueChosen':
      return { step: 'otp', purpose: 'register' };
    case 'otpVerified':
      if (stage.step === 'otp' && stage.purpose === 'reset') return { step: 'updatePassword' };
      // A new member reads the privacy notice right after proving the number, before giving any details.
      return afterNotice(event.user, event.code === 0 ? 'details' : 'createPassword');
    case 'passwordCreated':
      return { step: 'details' };
    case 'firstPasswordExpired':
      return { step: 'otp', purpose: 'claim' };
    case 'noticeAccepted':
      if (stage.step !== 'consent') return stage;
      return stage.next === 'home' ? { step: 'home' } : { step: stage.next };
    case 'passwordUpdated':
    case 'detailsSaved':
    case 'continueHome':
      return { step: 'home' };
    case 'restarted':
      return { step: 'phone' };
    case 'resumed':
      return event.stage;
    case 'phoneEntered':
      return stage;
  }
}

export function authFlow(flow: AuthFlow, event: AuthEvent): AuthFlow {
  const stage = nextStage(flow, event);
  switch (event.type) {
    case 'phoneEntered':
      return { ...flow, phone: event.phone };
    case 'mosqueChosen':
      return { ...flow, stage, mosque: event.mosque };
    case 'restarted':
      return { ...flow, stage, resumed: false };
    case 'resumed':
      return { ...flow, stage, phone: event.phone, resumed: true };
    default:
      return stage === flow.stage ? flow : { ...flow, stage };
  }
}

/**
 * Before the number is verified the member may go back and retype it; after that the flow is about this
 * account, except one resumed from an earlier session, which may be left for another number (not while its
 * privacy notice asks for an answer).
 */
export function canChangePhone({ stage, resumed }: AuthFlow): boolean {
  if (stage.step === 'password' || stage.step === 'mosque' || stage.step === 'otp') return true;
  return resumed && stage.step !== 'consent';
}

/** A resumed step's session is someone's half-finished registration: changing the number signs it out. */
export const signsOutToRestart = (flow: AuthFlow, signedIn: boolean): boolean => flow.resumed && signedIn;

/** Nothing typed yet: a session that arrives after the first render may still resume the flow. */
export const untouched = ({ stage, phone }: AuthFlow): boolean => stage.step === 'phone' && phone === '';

/** Each rendering of a step: an OTP for another purpose is a new step, with its own focus and announcement. */
export const stepKey = (stage: Stage): string => (stage.step === 'otp' ? `otp-${stage.purpose}` : stage.step);
