import { PHONE_CHECK, type PhoneCheckCode } from '../../domain/functions/sign-in';
import { MSG } from '../../domain/messages';
import { findByMobile, isStaff, phoneCheckOf } from '../members/accounts';
import type { ServiceContext } from '../protocol/context';
import {
  checkLimits,
  forgiveFailures,
  memberLoginLimits,
  TOO_MANY_CHECKS,
  TOO_MANY_SIGN_INS,
} from './limits';
import { verifyPassword } from './passwords';
import { proofGate, reportFailure } from './proof-gate';
import { createSession } from './sessions';
import { counted, spend, throttled, uncounted } from './throttle';

export const LOGIN_FAILED: string = MSG.loginFailed;
export const STAFF_SIGN_IN_ELSEWHERE: string = MSG.staffSignInElsewhere;

const CHECK_MESSAGES: Record<PhoneCheckCode, string> = {
  [PHONE_CHECK.hasPassword]: MSG.checkHasPassword,
  [PHONE_CHECK.noPassword]: MSG.checkNoPassword,
  [PHONE_CHECK.newNumber]: MSG.checkNewNumber,
  [PHONE_CHECK.suspended]: MSG.suspended,
};

type Ctx = ServiceContext<'db' | 'services' | 'ip' | 'log'>;

/** The phone check: which sign-in path a number takes. Every call counts against the caller's network. */
export async function checkPhone({ db, services, ip }: Ctx, { phone }: { phone: string }) {
  await spend(services.throttle, checkLimits(ip), TOO_MANY_CHECKS);
  const code = phoneCheckOf(await findByMobile(db, phone));
  // The spec's reply names a userId, but a phone number alone must not tell an anonymous caller a member's
  // internal id: it is always null here, and the password sign-in returns it.
  return { pass: code === PHONE_CHECK.hasPassword, code, userId: null, message: CHECK_MESSAGES[code] };
}

type LoginReply = {
  pass: boolean;
  message: string;
  token?: string;
  userId?: string;
  needsBotCheck?: boolean;
  challenge?: unknown;
};

/**
 * Member sign-in by phone and password. A wrong password counts against the number from this network,
 * the network, and the number across networks (see limits); anything else gives its reservation back.
 * After repeated failures the attempt must carry a solved ALTCHA (see proof-gate).
 */
export async function signInWithPassword(
  { db, services, ip, log }: Ctx,
  input: { phone: string; password: string; altcha?: string | null },
): Promise<LoginReply> {
  const { phone, password } = input;
  const { throttle, clock } = services;
  const limits = memberLoginLimits(phone, ip);
  return throttled<LoginReply>(throttle, limits, TOO_MANY_SIGN_INS, async () => {
    const proofAsked = await proofGate(services, limits, input.altcha);
    if (proofAsked) return uncounted(proofAsked);
    const user = await findByMobile(db, phone);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    // The password is checked before anything else, so an unknown number, a member's and a staff number
    // all get this same answer to a wrong password.
    if (!user || !ok) {
      await reportFailure(throttle, limits, log, ip, user?.id);
      return counted({ pass: false, message: LOGIN_FAILED });
    }
    // Only the right password learns of a suspension, or that the number is staff's.
    if (user.suspended) return uncounted({ pass: false, message: MSG.suspended });
    if (isStaff(user)) return uncounted({ pass: false, message: STAFF_SIGN_IN_ELSEWHERE });
    await forgiveFailures(throttle, limits);
    const token = await createSession(db, clock, user.id, 'password');
    // The account's id goes only to whoever proved its password (the spec's "pass true … with the userId").
    return uncounted({ pass: true, message: MSG.signedInSuccessfully, token, userId: user.id });
  });
}
