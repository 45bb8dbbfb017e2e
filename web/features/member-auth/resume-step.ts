import type { UserData } from '../../../domain/functions/shapes';
import { FIRST_PASSWORD_OTP_MS, otpStillProves } from '../../../domain/otp-proof';

/** A step of the authentication screen that a signed-in member may have stopped before. */
export type ResumedStage =
  | { step: 'otp'; purpose: 'claim' }
  | { step: 'consent'; next: 'createPassword' | 'details' }
  | { step: 'createPassword' }
  | { step: 'details' };

/**
 * Where a member who verified their number and stopped (closed the page, lost the network) goes on, through
 * the session the OTP opened: no new OTP and no send spent. Only when the account still has
 * no password and its OTP is older than the hour a first password may be set in, the number is verified
 * again (its sends are counted per hour, so they are available again by then). Null: nothing to resume (no
 * member session, or a finished account, whom the dashboard's privacy gate asks for any newer notice).
 */
export function resumeStep(user: UserData | null, now: number): ResumedStage | null {
  if (user?.role !== 'user') return null;
  if (user.hasPassword && user.name) return null;
  if (!user.hasPassword && !otpStillProves(user.otpSignedInAt, now, FIRST_PASSWORD_OTP_MS)) {
    return { step: 'otp', purpose: 'claim' };
  }
  if (!user.noticeAccepted) return { step: 'consent', next: user.hasPassword ? 'details' : 'createPassword' };
  return user.hasPassword ? { step: 'details' } : { step: 'createPassword' };
}
