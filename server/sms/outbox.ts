import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Language } from '../../domain/languages';
import type { MessageChannel, SmsPurpose } from '../../domain/sms';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { Tx } from '../db/transaction';
import { maskPhoneNumbers } from './phone-mask';
import type { DeliveryReport } from './provider';

export type OutboxRow = typeof smsOutbox.$inferSelect;

/**
 * A reason as the outbox keeps it: a gateway's words may quote the number, which the row, /admin/sms and the
 * logs show only by its last 4 digits. The gateways mask already; this holds for any reason that reaches a row.
 */
const keptReason = (reason: string | null) => (reason === null ? null : maskPhoneNumbers(reason));

/**
 * A new row, before its first try. `variables` only where the job process is to send it (never an OTP's code).
 * `createdAt` is the portal's clock, not the database's: /admin/sms counts a day and a month by that clock.
 */
export async function recordSms(
  db: Db | Tx,
  sms: {
    createdAt: Date;
    purpose: SmsPurpose;
    phone: string;
    template: string;
    language: Language;
    parts: number;
    provider: string;
    giveUpAt: Date;
    variables?: string[] | null;
    nextAttemptAt?: Date | null;
    alertId?: string | null;
    /** 'sms' unless said: a WhatsApp row is queued through server/whatsapp/outbox.ts. */
    channel?: MessageChannel;
  },
): Promise<string> {
  const [row] = await db
    .insert(smsOutbox)
    .values({
      ...sms,
      variables: sms.variables ?? null,
      nextAttemptAt: sms.nextAttemptAt ?? null,
      status: 'queued',
    })
    .returning({ id: smsOutbox.id });
  return row!.id;
}

/** Many rows of the job process's to send (an urgent alert's, one per member), in a few statements. */
export async function recordManySms(db: Db | Tx, rows: Parameters<typeof recordSms>[1][]): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(smsOutbox).values(
      rows.slice(i, i + CHUNK).map((sms) => ({
        ...sms,
        variables: sms.variables ?? null,
        nextAttemptAt: sms.nextAttemptAt ?? null,
        status: 'queued' as const,
      })),
    );
  }
}

/** The gateway took it. A delivery report may already have come (a fast gateway): it is not undone. */
export async function markSent(db: Db, id: string, providerId: string | null, now: Date): Promise<void> {
  await db
    .update(smsOutbox)
    .set({
      status: sql`case when ${smsOutbox.status} = 'queued' then 'sent' else ${smsOutbox.status} end`,
      providerId,
      attempts: sql`${smsOutbox.attempts} + 1`,
      nextAttemptAt: null,
      updatedAt: now,
    })
    .where(eq(smsOutbox.id, id));
}

/** A try failed and another is due at `nextAttemptAt`. */
export async function markRetry(db: Db, id: string, reason: string, nextAttemptAt: Date, now: Date) {
  await db
    .update(smsOutbox)
    .set({
      attempts: sql`${smsOutbox.attempts} + 1`,
      reason: keptReason(reason),
      nextAttemptAt,
      updatedAt: now,
    })
    .where(eq(smsOutbox.id, id));
}

/** No more tries: the gateway refused it for good, or its time ran out. `tried` when this was a try. */
export async function markFailed(db: Db, id: string, reason: string, now: Date, tried = true) {
  await db
    .update(smsOutbox)
    .set({
      status: 'failed',
      reason: keptReason(reason),
      nextAttemptAt: null,
      updatedAt: now,
      ...(tried ? { attempts: sql`${smsOutbox.attempts} + 1` } : {}),
    })
    .where(eq(smsOutbox.id, id));
}

/**
 * Applies a gateway's delivery reports to the rows it names. Only a row the gateway took changes: a report
 * cannot revive a row that failed here, nor one already reported.
 */
export async function applyDeliveryReports(
  db: Db,
  provider: string,
  reports: readonly DeliveryReport[],
  now: Date,
): Promise<number> {
  let applied = 0;
  for (const report of reports) {
    const changed = await db
      .update(smsOutbox)
      .set({ status: report.status, reason: keptReason(report.reason), updatedAt: now })
      .where(
        and(
          eq(smsOutbox.provider, provider),
          eq(smsOutbox.providerId, report.providerId),
          inArray(smsOutbox.status, ['sent', 'queued']),
        ),
      )
      .returning({ id: smsOutbox.id });
    applied += changed.length;
  }
  return applied;
}

/** Rows whose tries must end: their give-up time passed while still queued (a retry lost with its process). */
export async function failOverdueSms(db: Db, now: Date): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status: 'failed', reason: 'not sent before it expired', nextAttemptAt: null, updatedAt: now })
    .where(and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.giveUpAt, now)));
}

/** Queued rows the job process sends now: due, and holding their variables (an OTP's never do). */
export async function dueSms(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(
      and(eq(smsOutbox.status, 'queued'), lte(smsOutbox.nextAttemptAt, now), isNotNull(smsOutbox.variables)),
    )
    .orderBy(smsOutbox.nextAttemptAt)
    .limit(limit);
}
