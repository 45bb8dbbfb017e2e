import { and, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Alert } from '../../domain/functions/alerts';
import type { Db } from '../db/client';
import { alerts, locations, mosques } from '../db/schema';
import { selfAndAncestorIds, startingLocation } from '../policy/location-tree';

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

/** Unexpired alerts for a member's masjid and every location above it, newest first. */
export function memberAlerts(db: Db, mosqueId: string | null, now: Date, page: Page): Promise<Alert[]> {
  // = any(array(…)) reads the ancestors once, up front, so both alert indexes can be used (an IN subquery
  // with OR cannot).
  const forLocations = sql`${alerts.locationId} = any(array${selfAndAncestorIds(startingLocation(mosqueId))})`;
  const target = mosqueId ? or(eq(alerts.mosqueId, mosqueId), forLocations) : forLocations;
  return selectAlerts(db, and(gt(alerts.expiresAt, now), target), page);
}

/** The alerts an admin created, expired ones included (the admin screen shows their expiry), newest first. */
export function alertsCreatedBy(db: Db, userId: string, page: Page): Promise<Alert[]> {
  return selectAlerts(db, eq(alerts.createdBy, userId), page);
}
