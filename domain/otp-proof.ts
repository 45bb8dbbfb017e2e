import { OTP_BLOCK_MS } from './constants';

// What an OTP sign-in proves, and for how long. Shared by the server (which decides) and the sign-in and
// profile screens (which only choose what to ask for; the server's answer wins).

/**
 * How long an OTP sign-in proves that the caller holds the phone right now, for a change that cannot be undone
 * (a new password without the current one, deleting the account): long enough to choose a new password after
 * verifying, short enough that a session left open on a shared device is not enough.
 */
export const OWNER_PROOF_OTP_MS = 15 * 60_000;

/**
 * How long an OTP sign-in may still set an account's first password: the hour over which a number's OTP sends
 * are counted, so a member who stopped after verifying goes on without spending another send.
 * The account has no password yet, so the session is all that proves it either way.
 */
export const FIRST_PASSWORD_OTP_MS = OTP_BLOCK_MS;

/** Whether an OTP sign-in at `otpSignedInAt` (null: the session came from a password) is within `windowMs`. */
export function otpStillProves(
  otpSignedInAt: Date | string | null | undefined,
  now: number,
  windowMs: number,
): boolean {
  if (!otpSignedInAt) return false;
  const at = new Date(otpSignedInAt).getTime();
  return Number.isFinite(at) && now - at <= windowMs && now >= at - 60_000;
}
