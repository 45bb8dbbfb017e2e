import { eq } from 'drizzle-orm';
import type { Alert, AlertFields } from '../../domain/functions/alerts';
import { MSG, type Said, say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { alerts, locations, mosques } from '../db/schema';
import type { Tx } from '../db/transaction';
import { mayChangeAlert, orNotFound } from '../policy/checks';
import { invalidFields } from '../protocol/app-error';
import type { SessionUser } from '../protocol/caller';
import type { ServiceContext } from '../protocol/context';
import { cancelAlertPush, queueAlertPush } from '../push/fan-out-queue';
import { alertById } from './alert-feed';

/** An admin's writes to the alerts: addAlert, updateAlert and expireAlert. */

type AlertRow = typeof alerts.$inferSelect;
type Refused = { pass: false } & Said;
type Written = { pass: true; alert: Alert } & Said;
type Outcome = Written | (Refused & { alert: null });

const refused = (said: Said): Refused & { alert: null } => ({ pass: false, ...said, alert: null });

/** The row's target columns: a masjid, or a location of the type the level names (alerts_target_ck). */
const targetColumns = (f: AlertFields) =>
  f.alertLevel === 'Mosque'
    ? { level: f.alertLevel, mosqueId: f.alertLevelId, locationId: null }
    : { level: f.alertLevel, locationId: f.alertLevelId, mosqueId: null };

const columnsOf = (f: AlertFields) => ({
  title: f.title,
  message: f.message,
  category: f.category,
  severity: f.severity,
  importantDetails: f.importantDetails,
  link: f.link,
  expiresAt: new Date(f.expiry * 1000),
  ...targetColumns(f),
});

const snapshot = (a: AlertRow) => ({
  title: a.title,
  message: a.message,
  category: a.category,
  severity: a.severity,
  importantDetails: a.importantDetails,
  link: a.link,
  expiresAt: a.expiresAt.toISOString(),
  level: a.level,
  levelId: a.mosqueId ?? a.locationId,
});

/**
 * Whether the alert may go to alertLevelId: a masjid for Mosque, else a location of exactly that type. A place
 * of another kind is a refusal the admin can fix; an id that is no place at all is bad input (400). The place
 * is locked against a delete until the write commits.
 */
async function refuseWrongTarget(tx: Tx, f: AlertFields): Promise<Refused | null> {
  const [masjid] = await tx
    .select({ id: mosques.id })
    .from(mosques)
    .where(eq(mosques.id, f.alertLevelId))
    .for('key share');
  if (masjid) return f.alertLevel === 'Mosque' ? null : refused(say('alertPlaceWrongLevel'));
  const [place] = await tx
    .select({ type: locations.type })
    .from(locations)
    .where(eq(locations.id, f.alertLevelId))
    .for('key share');
  if (!place) throw invalidFields([{ path: 'alertLevelId', message: MSG.alertPlaceChoose }]);
  return place.type === f.alertLevel ? null : refused(say('alertPlaceWrongLevel'));
}

/** The server, not the form, validates an alert: it must last; one already expired would reach nobody. */
const refuseExpired = (f: AlertFields, now: Date): Refused | null =>
  f.expiry * 1000 <= now.getTime() ? refused(say('alertExpiryPast')) : null;

/** The alert, locked for the change, when the caller may change it; NOT_FOUND otherwise, as for a missing id. */
async function changeableAlert(tx: Tx, caller: SessionUser, id: string): Promise<AlertRow> {
  const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for('no key update');
  return orNotFound(row, (a) => mayChangeAlert(caller, a), 'Alert');
}

export async function addAlert(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  fields: AlertFields,
): Promise<Outcome & { alertId: string | null; level: Alert['level'] | null; levelId: string | null }> {
  const { db, caller: actor } = ctx;
  const now = ctx.services.clock.now();
  const outcome = await withStaffWrite(db, actor, async (tx, audit): Promise<Outcome> => {
    const refusal = refuseExpired(fields, now) ?? (await refuseWrongTarget(tx, fields));
    if (refusal) return { ...refusal, alert: null };
    const [row] = await tx
      .insert(alerts)
      .values({ ...columnsOf(fields), createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning();
    await audit('alert.add', { type: 'alert', id: row!.id }, null, snapshot(row!));
    await queueAlertPush(tx, row!.id, now);
    return { pass: true, ...say('alertAdded'), alert: (await alertById(tx, row!.id, now))! };
  });
  // The spec's reply names the new alert's id, level and place beside the alert itself.
  const { alert } = outcome;
  return {
    ...outcome,
    alertId: alert?.id ?? null,
    level: alert?.level ?? null,
    levelId: alert?.levelId ?? null,
  };
}

export function updateAlert(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: AlertFields & { alertId: string },
): Promise<Outcome> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  return withStaffWrite(db, caller, async (tx, audit): Promise<Outcome> => {
    const before = await changeableAlert(tx, caller, input.alertId);
    const refusal = refuseExpired(input, now) ?? (await refuseWrongTarget(tx, input));
    if (refusal) return { ...refusal, alert: null };
    const [after] = await tx
      .update(alerts)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(eq(alerts.id, input.alertId))
      .returning();
    await audit('alert.update', { type: 'alert', id: input.alertId }, snapshot(before), snapshot(after!));
    await queueAlertPush(tx, input.alertId, now);
    return { pass: true, ...say('alertUpdated'), alert: (await alertById(tx, input.alertId, now))! };
  });
}

/** Ends an alert now (beyond the spec: admins make mistakes in public). An ended alert stays ended. */
export function expireAlert(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { alertId }: { alertId: string },
): Promise<Outcome> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  return withStaffWrite(db, caller, async (tx, audit): Promise<Outcome> => {
    const before = await changeableAlert(tx, caller, alertId);
    if (before.expiresAt.getTime() > now.getTime()) {
      const [after] = await tx
        .update(alerts)
        .set({ expiresAt: now, updatedAt: now })
        .where(eq(alerts.id, alertId))
        .returning();
      await audit('alert.expire', { type: 'alert', id: alertId }, snapshot(before), snapshot(after!));
      await cancelAlertPush(tx, alertId, now);
    }
    return { pass: true, ...say('alertEnded'), alert: (await alertById(tx, alertId, now))! };
  });
}
