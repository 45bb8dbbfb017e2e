import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export type WindowCount = { hits: number; ttlMs: number };

/**
 * Counts one more hit for `key` in a fixed window of `windowMs`, in the database every process shares
 * (api_rate_counts, an unlogged table: no WAL write, no fsync). One statement: the first hit, or the first
 * after the window ended, starts a new window. Returns the hits so far and the time left.
 */
export async function countHit(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const { rows } = (await db.execute(sql`
    insert into api_rate_counts as c (key, hits, window_ends)
    values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when c.window_ends <= clock_timestamp() then 1 else c.hits + 1 end,
      window_ends = case when c.window_ends <= clock_timestamp() then excluded.window_ends else c.window_ends end
    returning hits, greatest(0, ceil(extract(epoch from window_ends - clock_timestamp()) * 1000))::int as ttl`)) as unknown as {
    rows: { hits: number; ttl: number }[];
  };
  return { hits: rows[0]!.hits, ttlMs: rows[0]!.ttl };
}

/** Windows that ended a minute ago or more: nobody counts on them any more. */
export async function purgeEndedWindows(db: Db): Promise<void> {
  await db.execute(
    sql`delete from api_rate_counts where window_ends < clock_timestamp() - interval '1 minute'`,
  );
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over `countHit`, so the per-session and per-network API limits hold
 * across every process of the fleet instead of multiplying with their number.
 */
export function sharedRateStore(db: Db) {
  return class SharedRateStore {
    incr(key: string, done: IncrCallback, timeWindow: number): void {
      countHit(db, `api:${key}`, timeWindow).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (err: Error) => done(err),
      );
    }

    child(): SharedRateStore {
      return new SharedRateStore();
    }
  };
}
