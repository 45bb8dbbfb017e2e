import type { Throttle, ThrottleRule } from '../auth/throttle';
import { tooMany } from '../protocol/app-error';

// Limits on the public sign-in functions. A real member checks a number a few times, mistypes a password a
// couple of times and asks for an OTP at most three times an hour; these sit well above that, and far below
// what enumerating numbers or guessing passwords needs. Many members share one carrier-NAT address, so the
// per-IP limits are looser than the per-number ones.
const MINUTES_15 = 15 * 60_000;
const HOUR = 60 * 60_000;

/** checkUserExist: every call counts. */
export const CHECK_PER_IP: ThrottleRule = { bucket: 'member-check-ip', limit: 30, windowMs: MINUTES_15 };
export const CHECK_PER_PHONE: ThrottleRule = {
  bucket: 'member-check-phone',
  limit: 10,
  windowMs: MINUTES_15,
};

/** loginWithPassword: failures count; a success clears the number's count. */
export const LOGIN_FAIL_PER_PHONE: ThrottleRule = {
  bucket: 'member-login-phone',
  limit: 5,
  windowMs: MINUTES_15,
};
export const LOGIN_FAIL_PER_IP: ThrottleRule = { bucket: 'member-login-ip', limit: 20, windowMs: MINUTES_15 };

/** sendOtp: every SMS handed to the provider counts. The per-number rules live in the send log (auth/otp). */
export const OTP_SEND_PER_IP: ThrottleRule = { bucket: 'otp-send-ip', limit: 10, windowMs: HOUR };

/** verifyOtp: failures count (wrong, expired or missing code). A code itself dies after 5 wrong tries. */
export const OTP_VERIFY_FAIL_PER_PHONE: ThrottleRule = {
  bucket: 'otp-verify-phone',
  limit: 10,
  windowMs: MINUTES_15,
};
export const OTP_VERIFY_FAIL_PER_IP: ThrottleRule = {
  bucket: 'otp-verify-ip',
  limit: 30,
  windowMs: MINUTES_15,
};

/** Refuses with 429 when any of the (rule, key) pairs is over its limit. */
export async function refuseWhenThrottled(
  throttle: Throttle,
  checks: readonly (readonly [ThrottleRule, string])[],
  message: string,
): Promise<void> {
  for (const [rule, key] of checks) if (await throttle.isBlocked(rule, key)) throw tooMany(message);
}

export async function recordAll(
  throttle: Throttle,
  events: readonly (readonly [ThrottleRule, string])[],
): Promise<void> {
  for (const [rule, key] of events) await throttle.record(rule, key);
}
