import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { COUNTRY_PREFIX } from '../../domain/constants';
import type { Language } from '../../domain/languages';
import type { Db } from '../db/client';
import { otpChallenges } from '../db/schema';
import type { Clock } from '../lib/clock';
import { markFailed, markRetry, markSent, type OutboxRow, recordSms } from './outbox';
import { type OutgoingSms, SmsGatewayError, type SmsProvider } from './provider';
import { renderSms, type SmsTemplates } from './templates';

/**
 * Waits between tries of one SMS: a gateway that is briefly down or busy gets about seven minutes, within an
 * OTP's ten-minute life. A 429's Retry-After is honoured when it asks for longer.
 */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 15_000, 45_000, 120_000, 240_000];

/** How a try ended: the gateway took it, it will be tried again, or it failed for good with the gateway's reason. */
export type TryOutcome = { result: 'sent' } | { result: 'retrying' } | { result: 'failed'; reason: string };

const CC = COUNTRY_PREFIX.replace('+', '');

/** Why a try failed, in words safe to keep: the gateway's reason, or the kind of local error. */
function failureOf(err: unknown): SmsGatewayError {
  if (err instanceof SmsGatewayError) return err;
  return new SmsGatewayError(`gateway error: ${(err as Error)?.name ?? 'unknown'}`, true);
}

/**
 * Hands SMS to the gateway and keeps the outbox's account of them. An OTP is tried at once, in the member's
 * request, and retried by the process that made it, since only that process holds its code (the outbox never
 * does); another SMS is retried by the job process from the row (sendQueued).
 */
export class SmsDispatch {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly provider: SmsProvider,
    private readonly templates: SmsTemplates,
    private readonly log: FastifyBaseLogger,
    private readonly delaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** Texts an OTP's code to a 10-digit Indian number; retries while `challengeId` is the number's live code. */
  async sendOtp(otp: {
    phone: string;
    code: string;
    language: Language;
    challengeId: string;
    expiresAt: Date;
  }): Promise<TryOutcome> {
    const rendered = renderSms(this.templates, 'otp', otp.language, [otp.code]);
    const sms: OutgoingSms = {
      to: `${CC}${otp.phone}`,
      text: rendered.text,
      variables: rendered.variables,
      purpose: 'otp',
      template: 'otp',
      language: otp.language,
      dlt: rendered.dlt,
    };
    const id = await recordSms(this.db, {
      createdAt: this.clock.now(),
      purpose: 'otp',
      phone: sms.to,
      template: 'otp',
      language: otp.language,
      parts: rendered.parts,
      provider: this.provider.name,
      giveUpAt: otp.expiresAt,
    });
    const stillWanted = () => this.codeStillLive(otp.phone, otp.challengeId);
    return this.attempt(id, sms, 0, otp.expiresAt, stillWanted);
  }

  /** The job process's try of a queued row that holds its variables (an urgent alert). */
  async sendQueued(row: OutboxRow): Promise<TryOutcome> {
    const language = row.language as Language;
    const purpose = row.purpose;
    const rendered = renderSms(this.templates, purpose, language, row.variables ?? []);
    const sms: OutgoingSms = {
      to: row.phone,
      text: rendered.text,
      variables: rendered.variables,
      purpose,
      template: row.template,
      language,
      dlt: rendered.dlt,
    };
    // The job comes back for it at nextAttemptAt: no timer of this process's own.
    return this.attempt(row.id, sms, row.attempts, row.giveUpAt, null);
  }

  /** Stops the retries this process still holds (at shutdown); their rows fail when their time runs out. */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async attempt(
    id: string,
    sms: OutgoingSms,
    tried: number,
    giveUpAt: Date,
    stillWanted: (() => Promise<boolean>) | null,
  ): Promise<TryOutcome> {
    const now = () => this.clock.now();
    try {
      const { providerId } = await this.provider.send(sms);
      await markSent(this.db, id, providerId, now());
      return { result: 'sent' };
    } catch (err) {
      const failure = failureOf(err);
      const delay = Math.max(this.delaysMs[tried] ?? Infinity, (failure.retryAfterSeconds ?? 0) * 1000);
      const next = new Date(now().getTime() + delay);
      if (!failure.retryable || !Number.isFinite(delay) || next >= giveUpAt) {
        await markFailed(this.db, id, failure.reason, now());
        this.log.warn(
          { provider: this.provider.name, purpose: sms.purpose, reason: failure.reason },
          'SMS failed',
        );
        return { result: 'failed', reason: failure.reason };
      }
      await markRetry(this.db, id, failure.reason, next, now());
      if (stillWanted) this.retryLater(id, sms, tried + 1, giveUpAt, stillWanted, delay);
      return { result: 'retrying' };
    }
  }

  private retryLater(
    id: string,
    sms: OutgoingSms,
    tried: number,
    giveUpAt: Date,
    stillWanted: () => Promise<boolean>,
    delayMs: number,
  ): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const retry = async () => {
        if (!(await stillWanted())) {
          await markFailed(
            this.db,
            id,
            'a newer code replaced it, or it was used or expired',
            this.clock.now(),
            false,
          );
          return;
        }
        await this.attempt(id, sms, tried, giveUpAt, stillWanted);
      };
      retry().catch((err: unknown) => this.log.error({ err }, 'SMS retry failed'));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Whether the code is still the number's newest, unused and unexpired: only then is it worth texting again. */
  private async codeStillLive(phone: string, challengeId: string): Promise<boolean> {
    const [newest] = await this.db
      .select({
        id: otpChallenges.id,
        consumedAt: otpChallenges.consumedAt,
        expiresAt: otpChallenges.expiresAt,
      })
      .from(otpChallenges)
      .where(eq(otpChallenges.phone, phone))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    return newest?.id === challengeId && newest.consumedAt === null && newest.expiresAt > this.clock.now();
  }
}
