import { and, eq, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donations, receipts } from '../db/schema';
import { PAYMENT_EVENT_DAYS } from './receipt-retention';

/**
 * How long a gift the member began but never paid ('started', no UTR typed) is kept: every "Continue" in the
 * Give dialog makes one, and an abandoned one would otherwise sit in 'My giving' as "Not paid yet" for ever
 * (PRIVACY.md, docs/decisions/0013-baitul-maal.md).
 */
export const ABANDONED_GIFT_DAYS = 7;

/**
 * A started gift with a gateway order may still be paid: the gateway settles and replays its webhook for days
 * after the checkout closed, so it is kept as long as the gateway's event ids are (PAYMENT_EVENT_DAYS).
 */
export const ABANDONED_GATEWAY_GIFT_DAYS = PAYMENT_EVENT_DAYS;

const DAY_MS = 86_400_000;

/**
 * Deletes the started gifts past their days: no UTR, no receipt, and, for one with a gateway order, 30 days
 * rather than 7. Returns how many went.
 */
export async function purgeAbandonedGifts(db: Db, now: Date): Promise<number> {
  const weekAgo = new Date(now.getTime() - ABANDONED_GIFT_DAYS * DAY_MS);
  const monthAgo = new Date(now.getTime() - ABANDONED_GATEWAY_GIFT_DAYS * DAY_MS);
  const gone = await db
    .delete(donations)
    .where(
      and(
        eq(donations.status, 'started'),
        isNull(donations.utr),
        or(
          and(isNull(donations.gatewayOrderId), lt(donations.createdAt, weekAgo)),
          and(isNotNull(donations.gatewayOrderId), lt(donations.createdAt, monthAgo)),
        ),
        notExists(db.select({ one: sql`1` }).from(receipts).where(eq(receipts.donationId, donations.id))),
      ),
    )
    .returning({ id: donations.id });
  return gone.length;
}
