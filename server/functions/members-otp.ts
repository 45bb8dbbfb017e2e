import { COUNTRY_PREFIX } from '../../domain/constants';
import { PHONE_CHECK } from '../../domain/functions/members';
import { MSG } from '../../domain/messages';
import { checkOtp, issueOtp, type OtpCheck, withdrawOtp } from '../auth/otp';
import { createSession } from '../auth/sessions';
import { createMember, findByMobile, isStaff, mosqueExists } from '../members/accounts';
import {
  OTP_SEND_PER_IP,
  OTP_VERIFY_FAIL_PER_IP,
  OTP_VERIFY_FAIL_PER_PHONE,
  recordAll,
  refuseWhenThrottled,
} from '../members/limits';
import { AppError, notFound } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';
import { otpText } from '../sms/provider';

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

const refusal = (message: string) => ({ pass: false, message, remaining: 0, retryAfterSeconds: 0 });

/** The OTP path of member sign-in: send a code by SMS, then verify it to sign in (or register). */
export const memberOtpHandlers = {
  async sendOtp({ phone }, { db, config, services, ip, log }) {
    const { throttle, clock, sms } = services;
    await refuseWhenThrottled(
      throttle,
      [[OTP_SEND_PER_IP, ip]],
      'Too many OTPs were requested from this network. Please try again later',
    );
    const user = await findByMobile(db, phone);
    if (user?.suspended) return refusal(MSG.suspended);
    if (isStaff(user)) return refusal(STAFF_USE_EMAIL);

    const issue = await issueOtp(db, clock, phone, ip);
    if (!issue.issued) {
      const wait = issue.retryAfterSeconds;
      const message =
        issue.reason === 'cooldown'
          ? `Please wait ${wait} seconds before requesting another OTP`
          : `${MSG.resendLater} Please try again in ${Math.ceil(wait / 60)} minutes`;
      throw new AppError('RESOURCE_EXHAUSTED', message, { retryAfterSeconds: wait });
    }
    await throttle.record(OTP_SEND_PER_IP, ip);
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
      return { pass: false, message: SMS_FAILED, remaining: issue.remaining + 1, retryAfterSeconds: 0 };
    }
    return {
      pass: true,
      message: `OTP sent to ${COUNTRY_PREFIX}${phone}`,
      remaining: issue.remaining,
      retryAfterSeconds: 60,
    };
  },

  async verifyOtp({ phone, code, mosqueId }, { db, services, ip }) {
    const { throttle, clock } = services;
    await refuseWhenThrottled(
      throttle,
      [
        [OTP_VERIFY_FAIL_PER_IP, ip],
        [OTP_VERIFY_FAIL_PER_PHONE, phone],
      ],
      'Too many incorrect OTPs. Please try again in 15 minutes',
    );
    const user = await findByMobile(db, phone);
    if (user?.suspended) return { pass: false, message: MSG.suspended };
    if (isStaff(user)) return { pass: false, message: STAFF_USE_EMAIL };
    // A new number needs its masjid; check it before the code, so a missing choice does not cost a try.
    if (!user) {
      if (!mosqueId) {
        throw new AppError('INVALID_ARGUMENT', CHOOSE_MOSQUE, [{ path: 'mosqueId', message: CHOOSE_MOSQUE }]);
      }
      if (!(await mosqueExists(db, mosqueId))) throw notFound('Masjid');
    }

    const check = await checkOtp(db, clock, phone, code);
    if (check !== 'ok') {
      await recordAll(throttle, [
        [OTP_VERIFY_FAIL_PER_IP, ip],
        [OTP_VERIFY_FAIL_PER_PHONE, phone],
      ]);
      return { pass: false, message: CHECK_MESSAGES[check] };
    }
    await throttle.clear(OTP_VERIFY_FAIL_PER_PHONE, phone);
    const member = user ?? (await createMember(db, phone, mosqueId!));
    // The number may have become a staff account between the checks above and now.
    if (isStaff(member)) return { pass: false, message: STAFF_USE_EMAIL };
    return {
      pass: true,
      message: MSG.verificationSuccessful,
      token: await createSession(db, clock, member.id),
      userId: member.id,
      code: member.passwordHash ? PHONE_CHECK.hasPassword : PHONE_CHECK.noPassword,
    };
  },
} satisfies Pick<Handlers, 'sendOtp' | 'verifyOtp'>;
