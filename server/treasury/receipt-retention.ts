import { inArray, lt, sql } from 'drizzle-orm';
import { financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf } from '../../domain/treasury/india-date';
import type { Db } from '../db/client';
import { donations, paymentEvents, receipts } from '../db/schema';
import { withTransaction } from '../db/transaction';

/**
 * How long a trust keeps its receipts: the Income Tax Act's books of account (s.80G, Rule 18AB) are kept eight
 * years after the financial year they belong to (PRIVACY.md, docs/decisions/0013-baitul-maal.md).
 */
export const RECEIPT_RETENTION_YEARS = 8;

/** How long a gateway's webhook event id is kept to absorb its replays: the gateway retries for a few days. */
export const PAYMENT_EVENT_DAYS = 30;

/**
 * The latest financial year a purge on `now` keeps: a year whose last day (31 March) is more than eight years
 * before today is past its retention. On 2026-12-03, '2017-18' (ended 2018-03-31) goes and '2018-19' stays.
 */
export function oldestKeptFinancialYear(now: Date): string {
  const today = indiaDateOf(now);
  const cutoff = `${Number(today.slice(0, 4)) - RECEIPT_RETENTION_YEARS}${today.slice(4)}`;
  // The year holding the cutoff day has not yet ended eight years ago; every year before it has.
  return financialYearOf(cutoff);
}

/**
 * Deletes the receipts past their retention, and their gifts, a batch at a time. The receipts' trigger
 * (migration 0024) refuses every delete but one made in a transaction that says it is this purge; the gifts
 * go after their receipts, which point at them. Returns how many receipts went.
 */
export async function purgeOldReceipts(db: Db, now: Date, batch = 1000): Promise<number> {
  // Financial years are written '2017-18', so their text sorts as the years do.
  const kept = oldestKeptFinancialYear(now);
  let purged = 0;
  for (;;) {
    const gone = await withTransaction(db, async (tx) => {
      await tx.execute(sql`set local anjuman.receipt_retention = 'on'`);
      const old = await tx
        .select({ id: receipts.id, donationId: receipts.donationId })
        .from(receipts)
        .where(lt(receipts.financialYear, kept))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (old.length === 0) return 0;
      await tx.delete(receipts).where(
        inArray(
          receipts.id,
          old.map((r) => r.id),
        ),
      );
      await tx.delete(donations).where(
        inArray(
          donations.id,
          old.map((r) => r.donationId),
        ),
      );
      return old.length;
    });
    purged += gone;
    if (gone < batch) return purged;
  }
}

/** The gateway's webhook event ids past the days in which it may replay them. */
export async function purgePaymentEvents(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PAYMENT_EVENT_DAYS * 86_400_000);
  const gone = await db
    .delete(paymentEvents)
    .where(lt(paymentEvents.receivedAt, before))
    .returning({ eventId: paymentEvents.eventId });
  return gone.length;
}
