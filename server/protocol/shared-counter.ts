import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { perDatabase, statementName } from '../db/per-database';
import { apiRateCounts } from '../db/schema';

export type WindowCount = { hits: number; ttlMs: number };

/** Counts hits per key in fixed windows: one more hit for `key`, and the hits so far with the time left. */
export type HitCounter = (key: string, windowMs: number) => Promise<WindowCount>;

// Past this many keys the oldest go, so a flood of addresses or tokens cannot grow the map without end.
const MAX_KEYS = 50_000;

/**
 * The counter of a portal that is the only process on its database (the embedded default, WORKERS=1; the
 * DATA_DIR lock makes sure): exact, and costs nothing. A restart forgets it: a minute's head start.
 */
export function memoryCounter(): HitCounter {
  const windows = new Map<string, { hits: number; ends: number }>();
  return async (key, windowMs) => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.ends <= now) {
      if (!window && windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
      window = { hits: 0, ends: now + windowMs };
      windows.set(key, window);
    }
    window.hits += 1;
    return { hits: window.hits, ttlMs: window.ends - now };
  };
}

/**
 * The counter of a fleet (WORKERS > 1, or several portals on one DATABASE_URL): in the database, so the
 * processes enforce one budget between them. One prepared upsert per hit on an unlogged table: about 40% of
 * the cheapest read's throughput on this machine (bench/README.md, "Load"), the price of exact limits.
 */
export function databaseCounter(db: Db): HitCounter {
  return (key, windowMs) => countHit(db, key, windowMs);
}

/**
 * Counts one more hit for `key` in a fixed window of `windowMs`, in the database every process shares
 * (api_rate_counts, an unlogged table: no WAL write, no fsync). One statement: the first hit, or the first
 * after the window ended, starts a new window. Returns the hits so far and the time left.
 */
async function countHit(db: Db, key: string, windowMs: number): Promise<WindowCount> {
  const [row] = await countHitStatement(db).execute({ key, windowMs });
  return { hits: row!.hits, ttlMs: row!.ttl };
}

// Every API call runs it: prepared once per database, so each call skips parsing and planning.
const countHitStatement = perDatabase((db) => {
  const windowEnd = sql`clock_timestamp() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`;
  const ended = sql`${apiRateCounts.windowEnds} <= clock_timestamp()`;
  return db
    .insert(apiRateCounts)
    .values({ key: sql.placeholder('key'), hits: 1, windowEnds: windowEnd })
    .onConflictDoUpdate({
      target: apiRateCounts.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${apiRateCounts.hits} + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${apiRateCounts.windowEnds} end`,
      },
    })
    .returning({
      hits: apiRateCounts.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${apiRateCounts.windowEnds} - clock_timestamp()) * 1000))::int`,
    })
    .prepare(statementName(db, 'count_api_hit'));
});

/** Windows that ended a minute ago or more: nobody counts on them any more. */
export async function purgeEndedWindows(db: Db): Promise<void> {
  await db.execute(
    sql`delete from api_rate_counts where window_ends < clock_timestamp() - interval '1 minute'`,
  );
}

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** A store for @fastify/rate-limit over a HitCounter: in a fleet, the API limits hold across its processes. */
export function rateLimitStore(count: HitCounter) {
  return class CounterStore {
    incr(key: string, done: IncrCallback, timeWindow: number): void {
      count(`api:${key}`, timeWindow).then(
        ({ hits, ttlMs }) => done(null, { current: hits, ttl: ttlMs }),
        (err: Error) => done(err),
      );
    }

    child(): CounterStore {
      return new CounterStore();
    }
  };
}
