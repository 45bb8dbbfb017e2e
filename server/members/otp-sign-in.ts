import { COUNTRY_PREFIX } from '../../domain/constants';
import { minutesText, secondsText } from '../../domain/durations';
import { PHONE_CHECK } from '../../domain/functions/members';
import { MSG } from '../../domain/messages';
import { checkOtp, issueOtp, type OtpCheck, withdrawOtp } from '../auth/otp';
import { createSession } from '../auth/sessions';
import { counted, throttled, uncounted } from '../auth/throttle';
import { AppError, notFound } from '../protocol/app-error';
import type { BaseContext } from '../protocol/context';
import { otpText } from '../sms/provider';
import { createMember, findByMobile, isStaff, mosqueExists } from './accounts';
import {
  forgiveFailures,
  otpSendLimits,
  otpVerifyLimits,
  TOO_MANY_OTP_FAILURES,
  TOO_MANY_OTP_SENDS,
} from './limits';

export const STAFF_USE_EMAIL =
  'This number belongs to a staff account. Please sign in with email and password';
export const SMS_FAILED = 'The SMS could not be sent. Please try again in a minute';
export const CHOOSE_MOSQUE = 'Please choose your masjid';

const CHECK_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  wrong: MSG.incorrectOtp,
  expired: 'This OTP has expired. Please request a new one',
  tooManyTries: 'Too many incorrect attempts. Please request a new OTP',
  none: 'No OTP is waiting for this number. Please request a new one',
};

type SendReply = { pass: boolean; message: string; remaining: number; retryAfterSeconds: number };
const refusal = (message: string): SendReply => ({
  pass: false,
  message,
  remaining: 0,
  retryAfterSeconds: 0,
});

/**
 * Texts a code to a member's number. Only an SMS actually handed to the provider uses up the network's
 * allowance (OTP_SEND_PER_IP); the number's own limits are the send log's (auth/otp).
 */
export async function sendMemberOtp(ctx: BaseContext, phone: string): Promise<SendReply> {
  const { db, config, services, ip, log } = ctx;
  const { throttle, clock, sms } = services;
  return throttled<SendReply>(throttle, otpSendLimits(ip), TOO_MANY_OTP_SENDS, async () => {
    const user = await findByMobile(db, phone);
    if (user?.suspended) return uncounted(refusal(MSG.suspended));
    if (isStaff(user)) return uncounted(refusal(STAFF_USE_EMAIL));

    const issue = await issueOtp(db, clock, phone, ip);
    if (!issue.issued) {
      const wait = issue.retryAfterSeconds;
      const message =
        issue.reason === 'cooldown'
          ? `Please wait ${secondsText(wait)} before requesting another OTP`
          : `${MSG.resendLater} Please try again in ${minutesText(Math.ceil(wait / 60))}`;
      throw new AppError('RESOURCE_EXHAUSTED', message, { retryAfterSeconds: wait });
    }
    try {
      await sms.send({
        to: `${COUNTRY_PREFIX}${phone}`,
        message: otpText(config.portalName, issue.code),
        code: issue.code,
      });
    } catch (err) {
      // The member never got this code: take it back so it neither counts as a send nor stays live.
      await withdrawOtp(db, issue.id);
      log.warn({ err, provider: sms.name }, 'OTP SMS could not be sent');
      return uncounted({
        pass: false,
        message: SMS_FAILED,
        remaining: issue.remaining + 1,
        retryAfterSeconds: 0,
      });
    }
    return counted({
      pass: true,
      message: `OTP sent to ${COUNTRY_PREFIX}${phone}`,
      remaining: issue.remaining,
      retryAfterSeconds: 60,
    });
  });
}

type VerifyReply = { pass: boolean; message: string; token?: string; userId?: string; code?: 0 | 1 };

/**
 * Checks a code and signs the member in with an 'otp' session, creating the account at `mosqueId` for a
 * new number. Only a code that was checked and failed counts against the limits.
 */
export async function verifyMemberOtp(
  ctx: BaseContext,
  input: { phone: string; code: string; mosqueId?: string | null },
): Promise<VerifyReply> {
  const { db, services, ip } = ctx;
  const { throttle, clock } = services;
  const { phone, code, mosqueId } = input;
  const limits = otpVerifyLimits(phone, ip);
  return throttled<VerifyReply>(throttle, limits, TOO_MANY_OTP_FAILURES, async () => {
    const user = await findByMobile(db, phone);
    if (user?.suspended) return uncounted({ pass: false, message: MSG.suspended });
    if (isStaff(user)) return uncounted({ pass: false, message: STAFF_USE_EMAIL });
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
    // The number may have become a staff account between the checks above and now.
    if (isStaff(member)) return uncounted({ pass: false, message: STAFF_USE_EMAIL });
    return uncounted({
      pass: true,
      message: MSG.verificationSuccessful,
      token: await createSession(db, clock, member.id, 'otp'),
      userId: member.id,
      code: member.passwordHash ? PHONE_CHECK.hasPassword : PHONE_CHECK.noPassword,
    });
  });
}
