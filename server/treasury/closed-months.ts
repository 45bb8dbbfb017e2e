import { and, eq } from 'drizzle-orm';
import { say } from '../../domain/messages';
import type { Db } from '../db/client';
import { treasuryClosedMonths } from '../db/schema';
import type { Tx } from '../db/transaction';
import { type Refused, refused } from '../lib/tree-writes';

/** 'YYYY-MM' as a person reads it in a message: 11/2026. */
export const monthText = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;

/**
 * Refuses a write dated in a closed month: once the treasurer closes it, its receipts, cancellations and
 * expenses no longer change. Null when the month is open.
 */
export async function refuseClosedMonth(
  db: Db | Tx,
  mosqueId: string,
  isoDate: string,
): Promise<Refused | null> {
  const month = isoDate.slice(0, 7);
  const [closed] = await db
    .select({ month: treasuryClosedMonths.month })
    .from(treasuryClosedMonths)
    .where(and(eq(treasuryClosedMonths.mosqueId, mosqueId), eq(treasuryClosedMonths.month, month)));
  return closed ? refused(say('monthIsClosed', { month: monthText(month) })) : null;
}
