import { randomUUID } from 'node:crypto';
import { COUNTRY_PREFIX } from '../../domain/constants';
import type { Language } from '../../domain/languages';
import { MSG, say } from '../../domain/messages';
import type { MessageChannel, WhatsAppFailure } from '../../domain/sms';
import { AppError, tooMany } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { smsBudgetLimits, smsBudgetRules } from '../sms/budget';
import { budgetProofLevel } from './bot-check';
import { ipThrottleKey } from './ip-key';
import {
  OTP_SEND_PER_IP,
  OTP_SEND_PER_PHONE_DAY,
  SMS_BUDGET_SPENT,
  SMS_NUMBER_DAY_SPENT,
  TOO_MANY_OTP_SENDS,
} from './limits';
import { failOtp, issueOtp, withdrawOtp } from './otp';
import { type OtpSendRefusal, otpSendRefusal, readOtpSendState } from './otp-send-state';
import { PROOF_NEEDED } from './proof-gate';
import type { Limit } from './throttle-rule';

export const SMS_FAILED: string = MSG.smsFailed;

/**
 * Every sendOtp a network makes in an hour, refused ones too: counted where it costs nothing (this process's
 * memory, or one unlogged row in a fleet), so an address hammering refusals is turned away before any read.
 * Three times the SMS a network may be sent (OTP_SEND_PER_IP): room for a masjid's Wi-Fi on a registration day.
 */
const TRIES_PER_NETWORK = OTP_SEND_PER_IP.limit * 3;
const HOUR_MS = 3_600_000;

type SendReply = {
  pass: boolean;
  message: string;
  remaining: number;
  retryAfterSeconds: number;
  needsBotCheck?: boolean;
  challenge?: unknown;
  channel?: MessageChannel;
  messageId?: string;
  fallback?: WhatsAppFailure;
};

/** What a member is told when their code did not go on WhatsApp: each sentence ends by offering SMS. */
const WHATSAPP_FALLBACK = {
  notOnWhatsApp: 'whatsappNotUser',
  templateRefused: 'whatsappRefused',
  other: 'whatsappFailed',
} as const;

function refusalError(refusal: Exclude<OtpSendRefusal, { reason: 'suspended' }>): AppError {
  switch (refusal.reason) {
    case 'network':
      return tooMany(TOO_MANY_OTP_SENDS);
    case 'cooldown':
      return new AppError('RESOURCE_EXHAUSTED', say('otpCooldown', { count: refusal.retryAfterSeconds }), {
        retryAfterSeconds: refusal.retryAfterSeconds,
      });
    case 'hourly':
      return new AppError(
        'RESOURCE_EXHAUSTED',
        say('resendLaterIn', { count: Math.ceil(refusal.retryAfterSeconds / 60) }),
        { retryAfterSeconds: refusal.retryAfterSeconds },
      );
    case 'numberDay':
      return new AppError('RESOURCE_EXHAUSTED', SMS_NUMBER_DAY_SPENT);
    case 'budget':
      return new AppError('RESOURCE_EXHAUSTED', SMS_BUDGET_SPENT);
  }
}

/**
 * Texts a code to a member's number. Every rule is checked first, in one read, before a code is
 * made or hashed and before the proof of work is verified: a refused send costs the server that read and
 * nothing else. Then the SMS is reserved under every limit (so parallel sends cannot pass one check made
 * before any was counted), the code is made, and the SMS goes out at once through the outbox.
 *
 * A staff number gets the same answer as a member's (the phone check calls both code 0), so the reply does
 * not tell a stranger which numbers are staff; its code is recorded but never texted, since staff never
 * sign in by SMS.
 */
export async function sendMemberOtp(
  ctx: ServiceContext<'db' | 'config' | 'services' | 'ip' | 'log'>,
  {
    phone,
    language = 'en',
    altcha,
    channel = 'sms',
  }: { phone: string; language?: Language; altcha?: string; channel?: MessageChannel },
): Promise<SendReply> {
  const { db, config, services, ip, log } = ctx;
  const { throttle, clock, hits, botCheck } = services;
  const whatsapp = services.whatsappDispatch;
  if (channel === 'whatsapp' && !whatsapp) throw new AppError('INVALID_ARGUMENT', MSG.whatsappOff);
  const network = ipThrottleKey(ip);
  if ((await hits(`otp-try:${network}`, HOUR_MS)).hits > TRIES_PER_NETWORK) throw tooMany(TOO_MANY_OTP_SENDS);

  const now = clock.now();
  const state = await readOtpSendState(db, now, phone, network, config.smsBudget, channel);
  const refusal = otpSendRefusal(state, config.smsBudget, now);
  if (refusal?.reason === 'suspended')
    return { pass: false, message: MSG.suspended, remaining: 0, retryAfterSeconds: 0 };
  if (refusal?.reason === 'budget') services.budgetAlarm.note(log, config.smsBudget, now);
  if (refusal) throw refusalError(refusal);

  const newNumber = state.account === null;
  const proof = await botCheck.verify(altcha);
  if (newNumber && botCheck.enabled) {
    const { newHour } = smsBudgetRules(config.smsBudget);
    const needed = budgetProofLevel(state.budget.newHour, newHour.limit);
    if (proof < needed) {
      const challenge = await botCheck.challenge(needed);
      return {
        pass: false,
        message: PROOF_NEEDED,
        remaining: 0,
        retryAfterSeconds: 0,
        needsBotCheck: true,
        challenge,
      };
    }
  }

  const staff = state.account?.staff === true;
  const limits: Limit[] = [[OTP_SEND_PER_IP, network]];
  if (!staff) limits.push([OTP_SEND_PER_PHONE_DAY, phone], ...smsBudgetLimits(config.smsBudget, newNumber));
  const reservation = await throttle.reserveAll(limits);
  if (reservation.blocked) {
    // Another send took the last of an allowance between the read and now; the read says which, mostly.
    const again = otpSendRefusal(
      await readOtpSendState(db, now, phone, network, config.smsBudget, channel),
      config.smsBudget,
      now,
    );
    throw refusalError(again && again.reason !== 'suspended' ? again : { reason: 'budget' });
  }
  try {
    const issue = await issueOtp(db, clock, phone, ip, channel);
    if (!issue.issued) {
      await reservation.release();
      throw refusalError({ reason: issue.reason, retryAfterSeconds: issue.retryAfterSeconds });
    }
    const shown = { phone: `${COUNTRY_PREFIX}${phone}` };
    const sent: SendReply = {
      pass: true,
      ...(channel === 'whatsapp' ? say('otpSentOnWhatsApp', shown) : say('otpSentTo', shown)),
      remaining: issue.remaining,
      retryAfterSeconds: 60,
      ...(channel === 'whatsapp' ? { channel } : {}),
    };
    if (staff) {
      log.info('OTP for a staff number recorded, not sent');
      // An id like any other, whose status read says no more than an undelivered one's would.
      return channel === 'whatsapp' ? { ...sent, messageId: randomUUID() } : sent;
    }
    if (channel === 'whatsapp' && whatsapp) {
      const outcome = await whatsapp.sendSignInCode({
        phone,
        code: issue.code,
        language,
        expiresAt: issue.expiresAt,
      });
      if (outcome.result === 'sent') return { ...sent, messageId: outcome.id };
      // The try counts in the number's limits and the budget, but its code is dead and holds no wait: the
      // member is offered an SMS at once (docs/decisions/0015-whatsapp.md).
      await failOtp(db, issue.id);
      return {
        pass: false,
        ...say(WHATSAPP_FALLBACK[outcome.kind]),
        channel,
        messageId: outcome.id,
        fallback: outcome.kind,
        remaining: issue.remaining,
        retryAfterSeconds: 0,
      };
    }
    const outcome = await services.smsDispatch.sendOtp({
      phone,
      code: issue.code,
      language,
      challengeId: issue.id,
      expiresAt: issue.expiresAt,
    });
    if (outcome.result !== 'failed') return sent;
    // The gateway refused it for good: the member never gets this code, so it neither counts nor stays live.
    await reservation.release();
    await withdrawOtp(db, issue.id);
    return { pass: false, message: SMS_FAILED, remaining: issue.remaining + 1, retryAfterSeconds: 0 };
  } catch (err) {
    if (!(err instanceof AppError)) await reservation.release();
    throw err;
  }
}
