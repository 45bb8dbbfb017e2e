import { MSG } from '../../domain/messages';
import type { SessionUser } from '../protocol/caller';
import { ipThrottleKey } from './ip-key';
import type { Throttle } from './throttle';
import type { Limit, ThrottleRule } from './throttle-rule';

// Limits on the public sign-in functions (members' and staff's), in one table.
//
// Failed passwords are counted per (account, address). Past a low mark that address must prove work (the
// ALTCHA already in front of sendOtp) with each further try, and only far past it is the address refused.
// An address that has not itself failed is never refused: a stranger's guesses, from however many
// addresses, cannot lock the owner out. Guesses spread over many addresses make the whole account ask for
// the proof of work, which costs the owner about a second and a botnet a second per guess.
//
// The per-IP budgets are generous on purpose: a masjid's Wi-Fi (or a carrier NAT) puts a whole
// registration drive behind one address, and dozens of members then check their numbers, ask for OTPs and
// mistype codes within minutes. The per-number limits, the OTP's own limits (5 tries per code, 3 sends
// per hour) and the ALTCHA proof of work in front of sendOtp carry the load; the per-IP rules only stop
// a single source from sweeping numbers at machine speed.
const MINUTES_15 = 15 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** A rule that never refuses by itself: it only counts, for its proof-of-work mark. */
const NEVER = Number.MAX_SAFE_INTEGER;

const rule = (bucket: string, limit: number, windowMs: number, proofAfter?: number): ThrottleRule => ({
  bucket,
  limit,
  windowMs,
  ...(proofAfter === undefined ? {} : { proofAfter }),
});

/**
 * checkMobileRegistered, and every verifyOtp answer: each call counts. Enumerating numbers is stopped per IP; a
 * number itself has no limit.
 */
export const CHECK_PER_IP = rule('member-check-ip', 200, MINUTES_15);

/** loginWithPassword: wrong passwords count (a right one gives its events back). */
export const LOGIN_FAIL_PER_PHONE_IP = rule('member-login-phone-ip', 30, MINUTES_15, 5);
export const LOGIN_FAIL_PER_IP = rule('member-login-ip', 300, MINUTES_15, 60);
export const LOGIN_FAIL_PER_PHONE = {
  ...rule('member-login-phone', NEVER, MINUTES_15, 30),
  perAccount: true,
};

/** sendOtp: every SMS handed to the provider counts. The per-number rules live in the send log (sign-in/otp.ts). */
export const OTP_SEND_PER_IP = rule('otp-send-ip', 60, HOUR);
/** A number gets at most this many SMS a day, whatever the hourly allowance. */
export const OTP_SEND_PER_PHONE_DAY = rule('otp-send-phone-day', 10, DAY);

/**
 * verifyOtp: failures count (wrong, expired or missing code). No per-number backstop: a code dies after
 * 5 wrong tries and a number gets at most 3 codes an hour, so guesses at a number are capped at about 15
 * an hour from any number of addresses, and a backstop would only let strangers block a member's codes.
 */
export const OTP_VERIFY_FAIL_PER_PHONE_IP = rule('otp-verify-phone-ip', 10, MINUTES_15);
export const OTP_VERIFY_FAIL_PER_IP = rule('otp-verify-ip', 60, MINUTES_15);

/** adminLogin: wrong credentials count. Staff are few and rarely share an address, so the marks are lower. */
export const STAFF_LOGIN_FAIL_PER_ACCOUNT_IP = rule('admin-login-account-ip', 30, MINUTES_15, 5);
export const STAFF_LOGIN_FAIL_PER_IP = rule('admin-login-ip', 100, MINUTES_15, 20);
export const STAFF_LOGIN_FAIL_PER_ACCOUNT = {
  ...rule('admin-login-account', NEVER, MINUTES_15, 20),
  perAccount: true,
};

/** Password hashes (argon2, about 19 MiB and tens of milliseconds each) a session or account may ask for. */
export const PASSWORD_HASH_PER_SESSION = rule('password-hash-session', 5, MINUTES_15);
export const PASSWORD_HASH_PER_ACCOUNT = rule('password-hash-account', 10, MINUTES_15);

/**
 * updateMosque: a member's changes of masjid (the first choice of one, at registration or later, is free).
 * Each change shows that masjid's volunteers, with their mobiles and emails: a loop of changes collected every
 * volunteer's number across the country (14 masjids in 0.17 s). Five a day leaves room for a member who
 * moved, or chose wrongly and chose again. The refusal (MSG.tooManyMosqueChanges) names the 5 and the 24
 * hours: change them together.
 */
export const MOSQUE_CHANGE_PER_MEMBER = rule('mosque-change-member', 5, DAY);

export const TOO_MANY_CHECKS: string = MSG.tooManyChecks;
export const TOO_MANY_SIGN_INS: string = MSG.tooManySignIns;
export const TOO_MANY_OTP_SENDS: string = MSG.tooManyOtpSends;
export const TOO_MANY_OTP_FAILURES: string = MSG.tooManyOtpFailures;
export const TOO_MANY_PASSWORD_CHANGES: string = MSG.tooManyPasswordChanges;
export const SMS_BUDGET_SPENT: string = MSG.smsBudgetSpent;
export const SMS_NUMBER_DAY_SPENT: string = MSG.smsNumberDaySpent;
export const TOO_MANY_MOSQUE_CHANGES: string = MSG.tooManyMosqueChanges;

/** The key of an account (or number) tried from one network. */
export const fromIp = (account: string, ip: string) => `${account}@${ipThrottleKey(ip)}`;

export const checkLimits = (ip: string): Limit[] => [[CHECK_PER_IP, ipThrottleKey(ip)]];

export const passwordHashLimits = (userId: string, tokenHash: string): Limit[] => [
  [PASSWORD_HASH_PER_SESSION, tokenHash],
  [PASSWORD_HASH_PER_ACCOUNT, userId],
];

export const otpVerifyLimits = (phone: string, ip: string): Limit[] => [
  [OTP_VERIFY_FAIL_PER_IP, ipThrottleKey(ip)],
  [OTP_VERIFY_FAIL_PER_PHONE_IP, fromIp(phone, ip)],
];

export const memberLoginLimits = (phone: string, ip: string): Limit[] => [
  [LOGIN_FAIL_PER_IP, ipThrottleKey(ip)],
  [LOGIN_FAIL_PER_PHONE_IP, fromIp(phone, ip)],
  [LOGIN_FAIL_PER_PHONE, phone],
];

export const mosqueChangeLimits = (userId: string): Limit[] => [[MOSQUE_CHANGE_PER_MEMBER, userId]];

/** `email` is the lower-cased address the staff member types. */
export const staffLoginLimits = (email: string, ip: string): Limit[] => [
  [STAFF_LOGIN_FAIL_PER_IP, ipThrottleKey(ip)],
  [STAFF_LOGIN_FAIL_PER_ACCOUNT_IP, fromIp(email, ip)],
  [STAFF_LOGIN_FAIL_PER_ACCOUNT, email],
];

/**
 * The limits a signed-in user's password check counts against: the same as their sign-in's, so a stolen
 * session cannot test passwords any faster than the sign-in page allows.
 */
export function passwordCheckLimits(user: SessionUser, ip: string): Limit[] {
  if (user.role === 'user' && user.mobile) return memberLoginLimits(user.mobile, ip);
  return staffLoginLimits(user.email?.toLowerCase() ?? user.id, ip);
}

// A success forgives the account's earlier failures from that network (typos before the right password),
// never the per-IP counts or the backstop, which a success proves nothing about.
const FORGIVEN_ON_SUCCESS: ReadonlySet<ThrottleRule> = new Set([
  LOGIN_FAIL_PER_PHONE_IP,
  OTP_VERIFY_FAIL_PER_PHONE_IP,
  STAFF_LOGIN_FAIL_PER_ACCOUNT_IP,
]);

export async function forgiveFailures(throttle: Throttle, limits: readonly Limit[]): Promise<void> {
  for (const [rule, key] of limits) if (FORGIVEN_ON_SUCCESS.has(rule)) await throttle.clear(rule, key);
}
