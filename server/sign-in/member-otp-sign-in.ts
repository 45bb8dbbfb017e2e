import { PHONE_CHECK } from '../../domain/functions/sign-in';
import { MSG } from '../../domain/messages';
import { createMember, findByMobile, isStaff, mosqueExists } from '../members/accounts';
import { AppError, notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import {
  checkLimits,
  forgiveFailures,
  otpVerifyLimits,
  TOO_MANY_CHECKS,
  TOO_MANY_OTP_FAILURES,
} from './limits';
import { checkOtp, type OtpCheck } from './otp';
import { createSession } from './sessions';
import { counted, spend, throttled, uncounted } from './throttle';

export const CHOOSE_MOSQUE: string = MSG.chooseMosque;

const CHECK_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  wrong: MSG.incorrectOtp,
  expired: MSG.otpExpired,
  tooManyTries: MSG.otpTooManyTries,
  none: MSG.otpNone,
};

type VerifyReply = { pass: boolean; message: string; token?: string; userId?: string; code?: 0 | 1 };

/**
 * Checks a code and signs the member in with an 'otp' session, creating the account at `mosqueId` for a
 * new number. Every answer counts against the phone check's per-network limit, since each one says as much
 * about the number as a phone check does; and no answer says more than the phone check's code: a staff
 * number (code 0, like a member's) is answered as a member's would be. Only a code that was checked and
 * failed counts against the verification limits.
 */
export async function verifyMemberOtp(
  ctx: ServiceContext<'db' | 'services' | 'ip'>,
  input: { phone: string; code: string; mosqueId?: string | null },
): Promise<VerifyReply> {
  const { db, services, ip } = ctx;
  const { throttle, clock } = services;
  const { phone, code, mosqueId } = input;
  await spend(throttle, checkLimits(ip), TOO_MANY_CHECKS);
  const limits = otpVerifyLimits(phone, ip);
  return throttled<VerifyReply>(throttle, limits, TOO_MANY_OTP_FAILURES, async () => {
    const user = await findByMobile(db, phone);
    if (user?.suspended) return uncounted({ pass: false, message: MSG.suspended });
    // A new number needs its masjid; check it before the code, so a missing choice does not cost a try.
    if (!user) {
      if (!mosqueId) {
        throw new AppError('INVALID_ARGUMENT', CHOOSE_MOSQUE, [{ path: 'mosqueId', message: CHOOSE_MOSQUE }]);
      }
      if (!(await mosqueExists(db, mosqueId))) throw notFound('Masjid');
    }

    const check = await checkOtp(db, clock, phone, code);
    if (check !== 'ok') return counted({ pass: false, message: CHECK_MESSAGES[check] });
    await forgiveFailures(throttle, limits);
    const member = user ?? (await createMember(db, phone, mosqueId!));
    // Staff codes are never texted, so only a lucky guess gets here; it still does not sign in.
    if (isStaff(member)) return counted({ pass: false, message: MSG.incorrectOtp });
    return uncounted({
      pass: true,
      message: MSG.verificationSuccessful,
      token: await createSession(db, clock, member.id, 'otp'),
      userId: member.id,
      code: member.passwordHash ? PHONE_CHECK.hasPassword : PHONE_CHECK.noPassword,
    });
  });
}
