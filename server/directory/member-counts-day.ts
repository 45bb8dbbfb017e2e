import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayInIndia } from '../../domain/dates';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type JobRunner, runHere, scheduleRounds } from '../lib/fleet-jobs';

/** How often the job looks whether India's day has changed since the counts' day. */
export const MEMBER_COUNTS_DAY_INTERVAL_MS = 15 * 60_000;

/**
 * Moves the kept counts' age bands to today in India (member_counts_move_to, migration 0019): the members
 * whose band changed overnight leave their old band. True when the day moved; false when it was today already.
 * Until it runs the overview still answers exactly: it moves those members itself when it reads.
 */
export async function moveMemberCountsToToday(db: Db, clock: Clock): Promise<boolean> {
  const today = todayInIndia(clock.now());
  const result = (await db.execute(
    sql`select member_counts_move_to(${today}::date) as moved`,
  )) as unknown as {
    rows: { moved: boolean }[];
  };
  return result.rows[0]?.moved === true;
}

/** Runs the move every 15 minutes in the one process of the fleet that holds its job lock. */
export function scheduleMemberCountsDay(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  jobs: JobRunner = runHere,
): () => void {
  return scheduleRounds(
    'member-counts-day',
    MEMBER_COUNTS_DAY_INTERVAL_MS,
    () => moveMemberCountsToToday(db, clock),
    (err) => log.error({ err }, 'Moving the member counts to today failed'),
    jobs,
  );
}
