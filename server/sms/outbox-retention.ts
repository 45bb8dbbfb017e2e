import { sql } from 'drizzle-orm';
import { SMS_OUTBOX_KEEP_DAYS } from '../../domain/sms';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';

const DAY_MS = 86_400_000;

/**
 * Rows older than 90 days become counts per day in India, purpose and status (PRIVACY.md): the numbers and
 * the gateway's words go, the totals stay. One transaction, so a count is never made twice nor lost.
 */
export async function foldOldSms(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SMS_OUTBOX_KEEP_DAYS * DAY_MS);
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`
      with old as (
        delete from sms_outbox where created_at < ${before}
        returning (created_at at time zone 'Asia/Kolkata')::date as day, purpose, status, parts
      )
      insert into sms_daily_counts (day, purpose, status, messages, parts)
      select day, purpose, status, count(*)::int, sum(parts)::int from old group by day, purpose, status
      on conflict (day, purpose, status) do update set
        messages = sms_daily_counts.messages + excluded.messages,
        parts = sms_daily_counts.parts + excluded.parts`);
  });
}
