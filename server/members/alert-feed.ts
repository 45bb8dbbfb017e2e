import { and, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Alert } from '../../domain/functions/alerts';
import type { Db } from '../db/client';
import { alerts, locations, mosques } from '../db/schema';

export type Page = { limit: number; offset: number };

// locality > city > district > state > country: a masjid's locality has at most 4 locations above it.
// The walk stops at 5 steps even if the data were ever to hold a cycle.
const MAX_ANCESTOR_STEPS = 5;

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

async function selectAlerts(db: Db, where: SQL | undefined, page: Page): Promise<Alert[]> {
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
    level: r.level,
    levelId: (r.mosqueId ?? r.locationId)!,
    levelName: r.levelName,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The ids of a location and every location above it, as a subquery: one indexed step per level, never a
 * table scan. It starts at the masjid's locality, or at the country root for a member without a masjid.
 */
function ancestorsOf(mosqueId: string | null): SQL {
  const start = mosqueId
    ? sql`(select m.location_id from ${mosques} m where m.id = ${mosqueId})`
    : sql`(select r.id from ${locations} r where r.parent_id is null and r.type = 'country')`;
  return sql`(
    with recursive chain(id, parent_id, steps) as (
      select l.id, l.parent_id, 0 from ${locations} l where l.id in ${start}
      union all
      select p.id, p.parent_id, c.steps + 1 from ${locations} p join chain c on p.id = c.parent_id
      where c.steps < ${MAX_ANCESTOR_STEPS}
    )
    select id from chain
  )`;
}

/** Unexpired alerts for a member's masjid and every location above it, newest first. */
export function memberAlerts(db: Db, mosqueId: string | null, now: Date, page: Page): Promise<Alert[]> {
  // = any(array(…)) runs the walk once, up front, so both alert indexes can be used (an IN subquery with OR cannot).
  const forLocations = sql`${alerts.locationId} = any(array${ancestorsOf(mosqueId)})`;
  const target = mosqueId ? or(eq(alerts.mosqueId, mosqueId), forLocations) : forLocations;
  return selectAlerts(db, and(gt(alerts.expiresAt, now), target), page);
}

/** The alerts an admin created, expired ones included (the admin screen shows their expiry), newest first. */
export function alertsCreatedBy(db: Db, userId: string, page: Page): Promise<Alert[]> {
  return selectAlerts(db, eq(alerts.createdBy, userId), page);
}
