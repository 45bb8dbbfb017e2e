import type { FastifyBaseLogger } from 'fastify';
import { COUNTRY_PREFIX } from '../../domain/constants';
import type { Language } from '../../domain/languages';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { RETRY_DELAYS_MS, type TryOutcome } from '../sms/dispatch';
import { markFailed, markRetry, markSent, type OutboxRow, recordSms } from '../sms/outbox';
import {
  type OutgoingWhatsApp,
  type WhatsAppFailureKind,
  WhatsAppGatewayError,
  type WhatsAppProvider,
} from './provider';
import { WHATSAPP_TEMPLATE_NAMES, type WhatsAppTemplateName } from './template-texts';
import { renderWhatsApp, type WhatsAppTemplates } from './templates';

const CC = COUNTRY_PREFIX.replace('+', '');

/** A sign-in code's try on WhatsApp: its outbox row (the status read's id) and how it ended. */
export type CodeOutcome =
  | { id: string; result: 'sent' }
  | { id: string; result: 'failed'; reason: string; kind: WhatsAppFailureKind };

function failureOf(err: unknown): WhatsAppGatewayError {
  if (err instanceof WhatsAppGatewayError) return err;
  return new WhatsAppGatewayError(`gateway error: ${(err as Error)?.name ?? 'unknown'}`, true);
}

const isTemplate = (name: string): name is WhatsAppTemplateName =>
  (WHATSAPP_TEMPLATE_NAMES as readonly string[]).includes(name);

/**
 * Hands WhatsApp messages to the gateway and keeps the outbox's account of them (the same rows as SMS, with
 * channel 'whatsapp'). A sign-in code is tried once, in the member's request: when it fails, the member is
 * offered an SMS at once rather than waiting for retries (docs/decisions/0015-whatsapp.md). Any other message
 * is sent and retried by the job process from its row.
 */
export class WhatsAppDispatch {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    readonly provider: WhatsAppProvider,
    private readonly templates: WhatsAppTemplates,
    private readonly log: FastifyBaseLogger,
    private readonly delaysMs: readonly number[] = RETRY_DELAYS_MS,
  ) {}

  /** Sends a sign-in code to a 10-digit Indian number as the authentication template, with its copy-code button. */
  async sendSignInCode(otp: {
    phone: string;
    code: string;
    language: Language;
    expiresAt: Date;
  }): Promise<CodeOutcome> {
    const message: OutgoingWhatsApp = {
      ...renderWhatsApp(this.templates, 'signInCode', otp.language, [otp.code]),
      to: `${CC}${otp.phone}`,
      purpose: 'otp',
      language: otp.language,
    };
    // No variables: the code lives only as a hash, and the job process must never send it (decision 0009).
    const id = await recordSms(this.db, {
      channel: 'whatsapp',
      createdAt: this.clock.now(),
      purpose: 'otp',
      phone: message.to,
      template: 'signInCode',
      language: otp.language,
      parts: 1,
      provider: this.provider.name,
      giveUpAt: otp.expiresAt,
    });
    try {
      const { providerId } = await this.provider.send(message);
      await markSent(this.db, id, providerId, this.clock.now());
      return { id, result: 'sent' };
    } catch (err) {
      const failure = failureOf(err);
      await markFailed(this.db, id, failure.reason, this.clock.now());
      this.log.warn(
        { provider: this.provider.name, purpose: 'otp', kind: failure.kind, reason: failure.reason },
        'WhatsApp sign-in code failed',
      );
      return { id, result: 'failed', reason: failure.reason, kind: failure.kind };
    }
  }

  /** The job process's try of a queued WhatsApp row (an alert, a receipt), with its parameters. */
  async sendQueued(row: OutboxRow): Promise<TryOutcome> {
    const now = () => this.clock.now();
    if (!isTemplate(row.template)) {
      await markFailed(this.db, row.id, `no WhatsApp template ${row.template}`, now());
      return { result: 'failed', reason: `no WhatsApp template ${row.template}` };
    }
    const language = row.language as Language;
    let message: OutgoingWhatsApp;
    try {
      message = {
        ...renderWhatsApp(this.templates, row.template, language, row.variables ?? []),
        to: row.phone,
        purpose: row.purpose,
        language,
      };
    } catch (err) {
      await markFailed(this.db, row.id, (err as Error).message, now());
      return { result: 'failed', reason: (err as Error).message };
    }
    try {
      const { providerId } = await this.provider.send(message);
      await markSent(this.db, row.id, providerId, now());
      return { result: 'sent' };
    } catch (err) {
      const failure = failureOf(err);
      const delay = Math.max(
        this.delaysMs[row.attempts] ?? Infinity,
        (failure.retryAfterSeconds ?? 0) * 1000,
      );
      const next = new Date(now().getTime() + delay);
      if (!failure.retryable || !Number.isFinite(delay) || next >= row.giveUpAt) {
        await markFailed(this.db, row.id, failure.reason, now());
        this.log.warn(
          { provider: this.provider.name, purpose: row.purpose, reason: failure.reason },
          'WhatsApp message failed',
        );
        return { result: 'failed', reason: failure.reason };
      }
      await markRetry(this.db, row.id, failure.reason, next, now());
      return { result: 'retrying' };
    }
  }
}
