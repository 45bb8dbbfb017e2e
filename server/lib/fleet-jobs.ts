import { createHash } from 'node:crypto';
import { connectOnce } from '../db/one-connection';

/** Runs a periodic job; the fleet's runner makes sure only one process runs a given job at a time. */
export type JobRunner = (job: string, run: () => Promise<void>) => Promise<void>;

/** One process alone: the job simply runs. */
export const runHere: JobRunner = (_job, run) => run();

/** A 64-bit advisory lock key for a job's name, stable across processes and releases. */
function lockKey(job: string): string {
  return createHash('sha256').update(`anjuman:job:${job}`).digest().readBigInt64BE(0).toString();
}

/**
 * Several processes on one database (`WORKERS`, or several machines) each schedule the same periodic jobs.
 * Each run takes the job's PostgreSQL advisory lock on a connection of its own, without waiting: the
 * process that gets it runs the job, the others skip this round. A job checks itself whether its work is
 * due (a backup looks at the newest backup's time), so a process that comes next finds it done.
 */
export function fleetJobRunner(url: string): JobRunner {
  return async (job, run) => {
    const client = await connectOnce(url);
    try {
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        lockKey(job),
      ]);
      if (rows[0]?.got) await run();
    } finally {
      // Ending the session releases the lock.
      await client.end();
    }
  };
}

/**
 * Runs `round` every `everyMs` through `jobs` (one process of the fleet at a time), never two rounds of this
 * process at once: a round that outlasts the interval is not joined by the next. A failed round is logged and
 * the next one tries again. The timer never keeps the process alive; the returned function stops it.
 */
export function scheduleRounds(
  job: string,
  everyMs: number,
  round: () => Promise<unknown>,
  onError: (err: unknown) => void,
  jobs: JobRunner = runHere,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    jobs(job, async () => {
      await round();
    })
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
