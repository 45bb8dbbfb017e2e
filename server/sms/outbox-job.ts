import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type JobRunner, runHere, scheduleRounds } from '../lib/fleet-jobs';
import type { SmsDispatch } from './dispatch';
import { dueSms, failOverdueSms } from './outbox';

export const OUTBOX_INTERVAL_MS = 15_000;
/** Rows one round sends, so a big queue cannot hold the job's lock for long. */
const BATCH = 200;

/**
 * One round of the outbox: rows whose time ran out fail (an OTP's retry lost with its process), and due rows
 * that hold their variables are sent, a few at a time, so that a gateway is not flooded.
 */
export async function sendDueOutbox(db: Db, clock: Clock, dispatch: SmsDispatch): Promise<number> {
  await failOverdueSms(db, clock.now());
  const due = await dueSms(db, clock.now(), BATCH);
  for (const row of due) await dispatch.sendQueued(row);
  return due.length;
}

/** Runs the outbox every 15 seconds in the one process of the fleet that holds its job lock. */
export function scheduleOutbox(
  db: Db,
  clock: Clock,
  dispatch: SmsDispatch,
  log: FastifyBaseLogger,
  jobs: JobRunner = runHere,
): () => void {
  const stop = scheduleRounds(
    'sms-outbox',
    OUTBOX_INTERVAL_MS,
    () => sendDueOutbox(db, clock, dispatch),
    (err) => log.error({ err }, 'SMS outbox round failed'),
    jobs,
  );
  return () => {
    stop();
    dispatch.close();
  };
}
