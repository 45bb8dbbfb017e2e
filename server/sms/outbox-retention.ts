import { inArray, lt, type SQL, sql } from 'drizzle-orm';
import { COUNTRY_PREFIX } from '../../domain/constants';
import { INDIA_TIME_ZONE_SQL } from '../../domain/india-time';
import { SMS_OUTBOX_KEEP_DAYS } from '../../domain/sms';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { type Tx, withTransaction } from '../db/transaction';

const DAY_MS = 86_400_000;
const CC = COUNTRY_PREFIX.replace('+', '');
const INDIA = sql.raw(INDIA_TIME_ZONE_SQL);

/**
 * Turns outbox rows into counts per day in India, purpose and status: the number and the gateway's words go,
 * the totals (what the gateway bills) stay. In one statement, so a count is never made twice nor lost.
 */
async function foldSms(tx: Tx | Db, which: SQL | undefined): Promise<void> {
  await tx.execute(sql`
    with folded as (
      delete from ${smsOutbox} where ${which}
      returning (created_at at time zone ${INDIA})::date as day, purpose, status, parts
    )
    insert into sms_daily_counts (day, purpose, status, messages, parts)
    select day, purpose, status, count(*)::int, sum(parts)::int from folded group by day, purpose, status
    on conflict (day, purpose, status) do update set
      messages = sms_daily_counts.messages + excluded.messages,
      parts = sms_daily_counts.parts + excluded.parts`);
}

/** Rows older than 90 days keep only their counts (PRIVACY.md). */
export async function foldOldSms(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SMS_OUTBOX_KEEP_DAYS * DAY_MS);
  await withTransaction(db, (tx) => foldSms(tx, lt(smsOutbox.createdAt, before)));
}

/** The rows of deleted accounts' 10-digit numbers keep only their counts, at once. */
export async function foldSmsOfNumbers(tx: Tx | Db, phones: readonly string[]): Promise<void> {
  if (phones.length === 0) return;
  await foldSms(
    tx,
    inArray(
      smsOutbox.phone,
      phones.map((p) => `${CC}${p}`),
    ),
  );
}
