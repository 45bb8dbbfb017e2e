import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { alertPushes, alerts } from '../db/schema';
import type { Clock } from '../lib/clock';
import { type JobRunner, runHere, scheduleRounds } from '../lib/fleet-jobs';
import { type AudienceCursor, audienceBatch, audienceDevices } from './alert-audience';
import { alertPush } from './alert-notification';
import { type FanOutLimits, PUSH_LIMITS, sendToDevices } from './paced-sends';
import { Pacer } from './pacer';
import type { NotificationSender } from './threaded-push-sender';

export const FAN_OUT_INTERVAL_MS = 2_000;

type FanOut = typeof alertPushes.$inferSelect;

/** The alert as its notification needs it, or null when it has ended (expired, or ended early) or is gone. */
async function liveAlert(db: Db, alertId: string, now: Date) {
  const [alert] = await db.select().from(alerts).where(eq(alerts.id, alertId));
  return alert && alert.expiresAt.getTime() > now.getTime() ? alert : null;
}

/** Ends this round of the fan-out as `status`, unless an edit has started another. */
async function finish(db: Db, fanOut: FanOut, status: 'done' | 'cancelled', now: Date): Promise<void> {
  await db
    .update(alertPushes)
    .set({ status, updatedAt: now })
    .where(and(eq(alertPushes.alertId, fanOut.alertId), eq(alertPushes.round, fanOut.round)));
}

/**
 * The next batch of one alert's fan-out, from the cursor its row keeps (a restarted process goes on from
 * there; a device of the batch it was in may get the notification twice, which its Topic makes one). Stops
 * the fan-out if the alert has ended; a batch whose round an edit replaced is not counted. Returns the
 * notifications it tried.
 */
async function sendNextBatch(
  db: Db,
  clock: Clock,
  sender: NotificationSender,
  fanOut: FanOut,
  limits: FanOutLimits,
  pacer: Pacer,
): Promise<number> {
  const now = clock.now();
  const alert = await liveAlert(db, fanOut.alertId, now);
  if (!alert) {
    await finish(db, fanOut, 'cancelled', now);
    return 0;
  }
  const thisRound = and(eq(alertPushes.alertId, fanOut.alertId), eq(alertPushes.round, fanOut.round));
  if (fanOut.status === 'queued') {
    const total = await audienceDevices(db, alert);
    const started = await db
      .update(alertPushes)
      .set({ status: 'sending', total, updatedAt: now })
      .where(and(thisRound, eq(alertPushes.status, 'queued')))
      .returning({ alertId: alertPushes.alertId });
    if (started.length === 0) return 0;
  }
  const cursor: AudienceCursor = fanOut.afterUserId
    ? { name: fanOut.afterName ?? '', userId: fanOut.afterUserId }
    : null;
  const batch = await audienceBatch(db, alert, cursor, limits.batch);
  const outcomes = await sendToDevices(
    db,
    sender,
    batch.devices,
    (language) => alertPush(alert, language, now),
    limits.concurrency,
    pacer,
  );
  const sent = outcomes.filter((o) => o === 'sent').length;
  await db
    .update(alertPushes)
    .set({
      sent: sql`${alertPushes.sent} + ${sent}`,
      failed: sql`${alertPushes.failed} + ${outcomes.length - sent}`,
      afterName: batch.next?.name ?? null,
      afterUserId: batch.next?.userId ?? null,
      ...(batch.more ? {} : { status: 'done' as const }),
      updatedAt: clock.now(),
    })
    .where(and(thisRound, eq(alertPushes.status, 'sending')));
  return outcomes.length;
}

/** The fan-outs queued or under way, the one that waited longest first. */
function dueFanOuts(db: Db): Promise<FanOut[]> {
  return db
    .select()
    .from(alertPushes)
    .where(inArray(alertPushes.status, ['queued', 'sending']))
    .orderBy(asc(alertPushes.updatedAt))
    .limit(20);
}

/**
 * One round of the push job: until none is left, a batch of every alert whose fan-out is queued or under
 * way, in turns. A masjid's janaza alert published during a state's 100,000-device fan-out starts within one
 * batch, instead of waiting minutes for the state's to end. Every alert shares one pace. Returns the
 * notifications tried.
 */
export async function sendDuePushes(
  db: Db,
  clock: Clock,
  sender: NotificationSender,
  limits: FanOutLimits = PUSH_LIMITS,
): Promise<number> {
  const pacer = new Pacer(limits.perSecond);
  let tried = 0;
  for (;;) {
    const due = await dueFanOuts(db);
    if (due.length === 0) return tried;
    for (const fanOut of due) tried += await sendNextBatch(db, clock, sender, fanOut, limits, pacer);
  }
}

/** Runs the fan-out every 2 seconds in the one process of the fleet that holds its job lock. */
export function schedulePushFanOut(
  db: Db,
  clock: Clock,
  sender: NotificationSender,
  log: FastifyBaseLogger,
  jobs: JobRunner = runHere,
): () => void {
  return scheduleRounds(
    'push-fan-out',
    FAN_OUT_INTERVAL_MS,
    () => sendDuePushes(db, clock, sender),
    (err) => log.error({ err }, 'Push fan-out round failed'),
    jobs,
  );
}
