import { COUNTRY_PREFIX } from '../../domain/constants';
import { PHONE_CHECK } from '../../domain/functions/members';
import type { Language } from '../../domain/languages';
import { MSG, say } from '../../domain/messages';
import { createMember, findByMobile, isStaff, mosqueExists } from '../members/accounts';
import { AppError, notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { otpText } from '../sms/otp-text';
import {
  checkLimits,
  forgiveFailures,
  OTP_SEND_PER_PHONE_DAY,
  otpSendLimits,
  otpVerifyLimits,
  SMS_BUDGET_SPENT,
  SMS_NUMBER_DAY_SPENT,
  smsBudgetLimits,
  TOO_MANY_CHECKS,
  TOO_MANY_OTP_FAILURES,
  TOO_MANY_OTP_SENDS,
} from './limits';
import { checkOtp, issueOtp, type OtpCheck, withdrawOtp } from './otp';
import { createSession } from './sessions';
import { counted, spend, throttled, uncounted } from './throttle';

export const SMS_FAILED: string = MSG.smsFailed;
export const CHOOSE_MOSQUE: string = MSG.chooseMosque;

const CHECK_MESSAGES: Record<Exclude<OtpCheck, 'ok'>, string> = {
  wrong: MSG.incorrectOtp,
  expired: MSG.otpExpired,
  tooManyTries: MSG.otpTooManyTries,
  none: MSG.otpNone,
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
 * allowance (OTP_SEND_PER_IP), the number's daily cap and the portal's SMS budget; the number's own hourly
 * limits are the send log's (sign-in/otp.ts).
 *
 * A staff number gets the same answer as a member's (the phone check calls both code 0), so the reply does
 * not tell a stranger which numbers are staff; its code is recorded but never texted, since staff never
 * sign in by SMS.
 */
export async function sendMemberOtp(
  ctx: ServiceContext<'db' | 'config' | 'services' | 'ip' | 'log'>,
  { phone, language = 'en' }: { phone: string; language?: Language },
): Promise<SendReply> {
  const { db, config, services, ip, log } = ctx;
  const { throttle, clock, sms } = services;
  return throttled<SendReply>(throttle, otpSendLimits(ip), TOO_MANY_OTP_SENDS, async () => {
    const user = await findByMobile(db, phone);
    if (user?.suspended) return uncounted(refusal(MSG.suspended));

    const issue = await issueOtp(db, clock, phone, ip);
    if (!issue.issued) {
      const wait = issue.retryAfterSeconds;
      const said =
        issue.reason === 'cooldown'
          ? say('otpCooldown', { count: wait })
          : say('resendLaterIn', { count: Math.ceil(wait / 60) });
      throw new AppError('RESOURCE_EXHAUSTED', said, { retryAfterSeconds: wait });
    }
    const sent = counted({
      pass: true,
      ...say('otpSentTo', { phone: `${COUNTRY_PREFIX}${phone}` }),
      remaining: issue.remaining,
      retryAfterSeconds: 60,
    });
    if (isStaff(user)) {
      log.info('OTP for a staff number recorded, not texted');
      return sent;
    }

    const budget = await reserveSmsBudget(ctx, phone);
    if (!budget.ok) {
      await withdrawOtp(db, issue.id);
      throw new AppError('RESOURCE_EXHAUSTED', budget.message);
    }
    try {
      await sms.send({
        to: `${COUNTRY_PREFIX}${phone}`,
        message: otpText(config.portalName, issue.code, language),
        code: issue.code,
      });
    } catch (err) {
      // The member never got this code: take it back so it neither counts as a send nor stays live.
      await budget.release();
      await withdrawOtp(db, issue.id);
      log.warn({ err, provider: sms.name }, 'OTP SMS could not be sent');
      return uncounted({
        pass: false,
        message: SMS_FAILED,
        remaining: issue.remaining + 1,
        retryAfterSeconds: 0,
      });
    }
    return sent;
  });
}

type Budget = { ok: true; release(): Promise<void> } | { ok: false; message: string };

/**
 * One SMS out of the number's daily cap and the portal's hourly and daily budgets (SMS_HOURLY_LIMIT,
 * SMS_DAILY_LIMIT), which bound what an SMS-pumping attack spread over many numbers and networks can cost.
 * A spent portal budget is an operator's problem, so it is logged as an error.
 */
async function reserveSmsBudget(
  { config, services, log }: ServiceContext<'config' | 'services' | 'log'>,
  phone: string,
): Promise<Budget> {
  const { throttle } = services;
  const number = await throttle.reserveAll([[OTP_SEND_PER_PHONE_DAY, phone]]);
  if (number.blocked) return { ok: false, message: SMS_NUMBER_DAY_SPENT };
  const portal = await throttle.reserveAll(smsBudgetLimits(config.smsBudget));
  if (portal.blocked) {
    await number.release();
    log.error(
      { hourly: config.smsBudget.hourly, daily: config.smsBudget.daily },
      'SMS budget spent: OTPs are refused until it frees up (SMS_HOURLY_LIMIT, SMS_DAILY_LIMIT)',
    );
    return { ok: false, message: SMS_BUDGET_SPENT };
  }
  return {
    ok: true,
    release: async () => {
      await portal.release();
      await number.release();
    },
  };
}

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
