import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { type JobRunner, runHere, scheduleRounds } from '../lib/fleet-jobs';
import { CONSENT_WITHDRAWN_REASON, whatsappStillWanted } from '../privacy/whatsapp-consent';
import type { WhatsAppDispatch } from '../whatsapp/dispatch';
import type { SmsDispatch } from './dispatch';
import { dueSms, failOverdueSms, markFailed } from './outbox';

/** The outbox's senders, one per channel: WhatsApp's is null when it is off. */
export type OutboxSenders = { sms: SmsDispatch; whatsapp: WhatsAppDispatch | null };

export const OUTBOX_INTERVAL_MS = 15_000;
/** Rows one round sends, so a big queue cannot hold the job's lock for long. */
const BATCH = 200;

/**
 * One round of the outbox: rows whose time ran out fail (an OTP's retry lost with its process), and due rows
 * that hold their variables are sent by their channel, a few at a time, so that a gateway is not flooded. A
 * WhatsApp row left queued when WhatsApp was turned off fails with that reason, and so does one whose member
 * turned WhatsApp off since it was read (their withdrawal stops the queued rows, this one was already read).
 */
export async function sendDueOutbox(db: Db, clock: Clock, senders: OutboxSenders): Promise<number> {
  await failOverdueSms(db, clock.now());
  const due = await dueSms(db, clock.now(), BATCH);
  for (const row of due) {
    if (row.channel === 'sms') await senders.sms.sendQueued(row);
    else if (!(await whatsappStillWanted(db, row.phone)))
      await markFailed(db, row.id, CONSENT_WITHDRAWN_REASON, clock.now(), false);
    else if (senders.whatsapp) await senders.whatsapp.sendQueued(row);
    else await markFailed(db, row.id, 'WhatsApp is not configured on this portal', clock.now(), false);
  }
  return due.length;
}

/** Runs the outbox every 15 seconds in the one process of the fleet that holds its job lock. */
export function scheduleOutbox(
  db: Db,
  clock: Clock,
  senders: OutboxSenders,
  log: FastifyBaseLogger,
  jobs: JobRunner = runHere,
): () => void {
  const stop = scheduleRounds(
    'sms-outbox',
    OUTBOX_INTERVAL_MS,
    () => sendDueOutbox(db, clock, senders),
    (err) => log.error({ err }, 'SMS outbox round failed'),
    jobs,
  );
  return () => {
    stop();
    senders.sms.close();
  };
}
