import { and, eq, inArray } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import type { Language } from '../../domain/languages';
import type { SmsPurpose, SmsStatus } from '../../domain/sms';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { Tx } from '../db/transaction';
import { maskPhoneNumbers } from '../sms/phone-mask';
import type { WhatsAppStatus } from './provider';
import { WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from './template-texts';
import { whatsappParam } from './templates';

const CC = COUNTRY_PREFIX.replace('+', '');

/** How long the job process tries a queued WhatsApp message when the caller names no end: a day. */
const DEFAULT_LIFE_MS = 24 * 60 * 60_000;

/** A WhatsApp message the job process is to send (an alert, a receipt): never a sign-in code. */
export type QueuedWhatsApp = {
  /** The member's 10-digit number, as accounts keep it. */
  phone: string;
  template: WhatsAppTemplateName;
  language: Language;
  /** The template's parameters, in order (WHATSAPP_TEMPLATES[template].params). */
  params: string[];
  /** The outbox's purpose; the template's own when not given. */
  purpose?: SmsPurpose;
  /** The gateway's name, `services.whatsapp.name` (whatsapp-meta, whatsapp-msg91). */
  provider: string;
  /** The portal's clock: `services.clock.now()`. */
  now: Date;
  /** When to stop trying; a day from `now` when not given. */
  giveUpAt?: Date;
  alertId?: string | null;
};

function rowOf(message: QueuedWhatsApp) {
  const spec = WHATSAPP_TEMPLATES[message.template];
  if (message.params.length !== spec.params.length) {
    throw new Error(
      `WhatsApp template ${message.template} takes ${spec.params.length} parameters, not ${message.params.length}`,
    );
  }
  return {
    channel: 'whatsapp' as const,
    createdAt: message.now,
    purpose: message.purpose ?? spec.purpose,
    phone: `${CC}${message.phone}`,
    template: message.template,
    language: message.language,
    // Meta bills a template message once, whatever its length.
    parts: 1,
    provider: message.provider,
    giveUpAt: message.giveUpAt ?? new Date(message.now.getTime() + DEFAULT_LIFE_MS),
    variables: message.params.map(whatsappParam),
    nextAttemptAt: message.now,
    alertId: message.alertId ?? null,
    status: 'queued' as const,
  };
}

/**
 * Queues one WhatsApp message in the outbox, in the caller's transaction: it goes only if the caller's write
 * does. The job process sends it within 15 seconds (server/sms/outbox-job.ts). The caller reserves it from
 * the portal's message budget first, as an SMS is (reserveBatchBudget, server/sms/budget-share.ts).
 * @public until the alerts and receipts on WhatsApp call it
 */
export async function queueWhatsApp(tx: Db | Tx, message: QueuedWhatsApp): Promise<string> {
  const [row] = await tx.insert(smsOutbox).values(rowOf(message)).returning({ id: smsOutbox.id });
  return row!.id;
}

/**
 * Many WhatsApp messages (an alert's, one per member) in a few statements, in the caller's transaction.
 * @public until the alerts on WhatsApp call it
 */
export async function queueManyWhatsApp(tx: Db | Tx, messages: readonly QueuedWhatsApp[]): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < messages.length; i += CHUNK) {
    await tx.insert(smsOutbox).values(messages.slice(i, i + CHUNK).map(rowOf));
  }
}

/** The statuses a row may be in for each status to apply: never backwards, never reviving a failed row. */
const BEFORE: Record<WhatsAppStatus['status'], SmsStatus[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

/**
 * Applies the webhook's statuses to the WhatsApp rows they name. Meta may send them out of order or twice:
 * a row only moves forward (sent → delivered → read), and a failure lands only on a row not yet delivered.
 */
export async function applyWhatsAppStatuses(
  db: Db,
  provider: string,
  statuses: readonly WhatsAppStatus[],
  now: Date,
): Promise<number> {
  let applied = 0;
  for (const report of statuses) {
    const changed = await db
      .update(smsOutbox)
      .set({
        status: report.status,
        updatedAt: now,
        ...(report.status === 'failed'
          ? { reason: report.reason === null ? null : maskPhoneNumbers(report.reason) }
          : {}),
      })
      .where(
        and(
          eq(smsOutbox.channel, 'whatsapp'),
          eq(smsOutbox.provider, provider),
          eq(smsOutbox.providerId, report.providerId),
          inArray(smsOutbox.status, BEFORE[report.status]),
        ),
      )
      .returning({ id: smsOutbox.id });
    applied += changed.length;
  }
  return applied;
}
