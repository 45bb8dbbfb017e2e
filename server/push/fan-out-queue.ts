import { and, eq, inArray, sql } from 'drizzle-orm';
import { alertPushes } from '../db/schema';
import type { Tx } from '../db/transaction';

/**
 * Queues an alert's fan-out, in the transaction that publishes or edits it, so an alert is never saved without
 * its push, nor pushed when its save rolls back. An edit starts over (a new round): the same Topic makes each
 * device replace the earlier notification with the new one.
 */
export async function queueAlertPush(tx: Tx, alertId: string, now: Date): Promise<void> {
  const fresh = {
    status: 'queued' as const,
    afterName: null,
    afterUserId: null,
    total: null,
    sent: 0,
    failed: 0,
  };
  await tx
    .insert(alertPushes)
    .values({ alertId, ...fresh, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: alertPushes.alertId,
      set: { ...fresh, round: sql`${alertPushes.round} + 1`, updatedAt: now },
    });
}

/** Stops an alert's fan-out when it is ended early: the job checks between batches and sends nothing more. */
export async function cancelAlertPush(tx: Tx, alertId: string, now: Date): Promise<void> {
  await tx
    .update(alertPushes)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(alertPushes.alertId, alertId), inArray(alertPushes.status, ['queued', 'sending'])));
}
