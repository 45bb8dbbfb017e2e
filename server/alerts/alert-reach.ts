import { and, count, eq, inArray } from 'drizzle-orm';
import type { AlertReach } from '../../domain/functions/alerts';
import { alertPushes, alerts, smsOutbox } from '../db/schema';
import type { ServiceContext } from '../protocol/context';

/**
 * How far each asked alert went, in the order asked: its push fan-out's counts and its urgent SMS by status.
 * An admin's own alerts only, a super admin's any; others are left out, as missing ones are.
 */
export async function alertReach(
  ctx: ServiceContext<'db' | 'caller'>,
  { alertIds }: { alertIds: string[] },
): Promise<AlertReach[]> {
  const { db, caller } = ctx;
  if (alertIds.length === 0) return [];
  const rows = await db
    .select({
      alertId: alerts.id,
      status: alertPushes.status,
      total: alertPushes.total,
      sent: alertPushes.sent,
      failed: alertPushes.failed,
    })
    .from(alerts)
    .leftJoin(alertPushes, eq(alertPushes.alertId, alerts.id))
    .where(
      and(inArray(alerts.id, alertIds), caller.superAdmin ? undefined : eq(alerts.createdBy, caller.id)),
    );
  if (rows.length === 0) return [];
  const sms = await db
    .select({ alertId: smsOutbox.alertId, status: smsOutbox.status, n: count() })
    .from(smsOutbox)
    .where(
      inArray(
        smsOutbox.alertId,
        rows.map((r) => r.alertId),
      ),
    )
    .groupBy(smsOutbox.alertId, smsOutbox.status);
  const smsOf = (alertId: string, ...statuses: string[]) =>
    sms.filter((s) => s.alertId === alertId && statuses.includes(s.status)).reduce((n, s) => n + s.n, 0);
  const byId = new Map(rows.map((r) => [r.alertId, r]));
  return alertIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const sending = r.status === 'queued' || r.status === 'sending';
    const sent = r.sent ?? 0;
    const failed = r.failed ?? 0;
    return [
      {
        alertId: id,
        push: {
          devices: sent,
          failed,
          pending: sending ? Math.max(0, (r.total ?? 0) - sent - failed) : 0,
          sending,
        },
        sms: {
          queued: smsOf(id, 'queued'),
          sent: smsOf(id, 'sent', 'delivered'),
          failed: smsOf(id, 'failed'),
        },
      },
    ];
  });
}
