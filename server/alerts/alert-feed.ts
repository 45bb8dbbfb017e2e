import { and, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { ALERTS_PAGE_ADMIN, ALERTS_PAGE_MEMBER } from '../../domain/constants';
import type { Alert } from '../../domain/functions/alerts';
import { type Said, say } from '../../domain/messages';
import type { Db } from '../db/client';
import { alerts, locations, mosques } from '../db/schema';
import type { Tx } from '../db/transaction';
import { selfAndAncestorIds, startingLocation } from '../policy/location-tree';
import type { ServiceContext } from '../protocol/context';

export type Page = { limit: number; offset: number };

const columns = {
  id: alerts.id,
  title: alerts.title,
  message: alerts.message,
  category: alerts.category,
  severity: alerts.severity,
  importantDetails: alerts.importantDetails,
  link: alerts.link,
  expiresAt: alerts.expiresAt,
  level: alerts.level,
  locationId: alerts.locationId,
  mosqueId: alerts.mosqueId,
  createdAt: alerts.createdAt,
  levelName: sql<string | null>`coalesce(${mosques.name}, ${locations.name})`,
};

async function selectAlerts(db: Db | Tx, where: SQL | undefined, now: Date, page: Page): Promise<Alert[]> {
  const rows = await db
    .select(columns)
    .from(alerts)
    .leftJoin(mosques, eq(mosques.id, alerts.mosqueId))
    .leftJoin(locations, eq(locations.id, alerts.locationId))
    .where(where)
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    message: r.message,
    category: r.category,
    severity: r.severity,
    importantDetails: r.importantDetails,
    link: r.link,
    expiry: { seconds: Math.floor(r.expiresAt.getTime() / 1000) },
    expired: r.expiresAt.getTime() <= now.getTime(),
    level: r.level,
    levelId: (r.mosqueId ?? r.locationId)!,
    levelName: r.levelName,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Condition: an alert for a member's masjid or a location above it. */
function forMemberOf(mosqueId: string | null): SQL | undefined {
  // = any(array(…)) reads the ancestors once, up front, so both alert indexes can be used (an IN subquery
  // with OR cannot).
  const forLocations = sql`${alerts.locationId} = any(array${selfAndAncestorIds(startingLocation(mosqueId))})`;
  return mosqueId ? or(eq(alerts.mosqueId, mosqueId), forLocations) : forLocations;
}

/** Unexpired alerts for a member's masjid and every location above it, newest first. */
function memberAlerts(db: Db, mosqueId: string | null, now: Date, page: Page): Promise<Alert[]> {
  return selectAlerts(db, and(gt(alerts.expiresAt, now), forMemberOf(mosqueId)), now, page);
}

/**
 * A masjid's current alerts, as its members see them (its own and those of every place above it), newest
 * first: what the masjid's TV shows in turn.
 */
export function currentAlertsOfMosque(db: Db, mosqueId: string, now: Date, limit: number): Promise<Alert[]> {
  return memberAlerts(db, mosqueId, now, { limit, offset: 0 });
}

/**
 * The admin screen's list, newest first, expired ones included (and marked): the alerts the admin created,
 * or every alert for a super admin, who may change them all.
 */
function alertsForAdmin(
  db: Db,
  admin: { id: string; superAdmin: boolean },
  now: Date,
  page: Page,
): Promise<Alert[]> {
  return selectAlerts(db, admin.superAdmin ? undefined : eq(alerts.createdBy, admin.id), now, page);
}

/**
 * The caller's alerts: a member's page holds 5 unexpired alerts, older ones reached by offset (/alerts pages
 * back); staff see the admin list.
 */
export function alertFeed(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { limit, offset }: { limit?: number | null; offset: number },
): Promise<Alert[]> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  if (caller.role === 'user') {
    const memberPage = { offset, limit: Math.min(limit ?? ALERTS_PAGE_MEMBER, ALERTS_PAGE_MEMBER) };
    return memberAlerts(db, caller.mosqueId, now, memberPage);
  }
  return alertsForAdmin(db, caller, now, { offset, limit: limit ?? ALERTS_PAGE_ADMIN });
}

/** One alert as the screens show it, whatever its expiry. */
export async function alertById(db: Db | Tx, id: string, now: Date): Promise<Alert | null> {
  const [alert] = await selectAlerts(db, eq(alerts.id, id), now, { limit: 1, offset: 0 });
  return alert ?? null;
}

/**
 * The alert a shared link or a notification names, for the member who opens it: the alert when it is theirs
 * (their masjid's or a place's above it) and has not expired, whichever page of /alerts it is on; otherwise
 * which of the two it is not. An alert of another area is named as such and never shown.
 */
export async function alertForMember(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  alertId: string,
): Promise<{ pass: boolean; alert: Alert | null } & Partial<Said>> {
  const { db, caller } = ctx;
  const now = ctx.services.clock.now();
  const [alert] = await selectAlerts(db, and(eq(alerts.id, alertId), gt(alerts.expiresAt, now)), now, ONE);
  if (!alert) return { pass: false, alert: null, ...say('alertGone') };
  const [theirs] = await selectAlerts(
    db,
    and(eq(alerts.id, alertId), forMemberOf(caller.mosqueId)),
    now,
    ONE,
  );
  if (!theirs) return { pass: false, alert: null, ...say('alertNotForYourArea') };
  return { pass: true, alert: theirs };
}

const ONE: Page = { limit: 1, offset: 0 };
