import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { locationAncestors, locations, mosques } from '../db/schema';

/**
 * The location tree, read through its closure table (location_ancestors, kept by triggers): each question is
 * one indexed lookup, however deep the tree and however many locations a state holds.
 */

/** Subquery: the ids of a location and of every location above it. */
export function selfAndAncestorIds(locationId: string | SQL): SQL {
  return sql`(select ${locationAncestors.ancestorId} from ${locationAncestors} where ${locationAncestors.locationId} = ${locationId})`;
}

/** Subquery: the ids of a location and of every location under it. */
export function selfAndDescendantIds(locationId: string | SQL): SQL {
  return sql`(select ${locationAncestors.locationId} from ${locationAncestors} where ${locationAncestors.ancestorId} = ${locationId})`;
}

/** Condition: the location in `column` is `ancestorId` or lies under it. */
export function locationWithin(column: AnyPgColumn | SQL, ancestorId: string): SQL {
  // The subquery's own table name, so an outer query on location_ancestors is never confused with it.
  return sql`exists (select 1 from location_ancestors within_link
    where within_link.ancestor_id = ${ancestorId} and within_link.location_id = ${column})`;
}

/** Subquery: a masjid's locality, or the country root for no masjid (a member who has not chosen one). */
export function startingLocation(mosqueId: string | null): SQL {
  return mosqueId
    ? sql`(select ${mosques.locationId} from ${mosques} where ${mosques.id} = ${mosqueId})`
    : sql`(select ${locations.id} from ${locations} where ${locations.parentId} is null and ${locations.type} = 'country')`;
}

/** The locations above one (nearest first), without itself. */
export async function ancestorsOf(db: Db, locationId: string) {
  return db
    .select({ id: locations.id, name: locations.name, type: locations.type, depth: locationAncestors.depth })
    .from(locationAncestors)
    .innerJoin(locations, eq(locations.id, locationAncestors.ancestorId))
    .where(and(eq(locationAncestors.locationId, locationId), gt(locationAncestors.depth, 0)))
    .orderBy(locationAncestors.depth);
}

/** Whether `locationId` is `ancestorId` itself or lies under it. */
export async function isWithin(db: Db, locationId: string, ancestorId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(locationAncestors)
    .where(and(eq(locationAncestors.ancestorId, ancestorId), eq(locationAncestors.locationId, locationId)))
    .limit(1);
  return rows.length > 0;
}

/** Where a member (or anything else tied to a masjid) sits: the masjid, and its locality with every location above it. */
export type MosquePlacement = { mosqueId: string | null; locationIds: readonly string[] };

/** The placement of a masjid, in one indexed lookup; no masjid sits nowhere. */
export async function placementOf(db: Db, mosqueId: string | null): Promise<MosquePlacement> {
  if (!mosqueId) return { mosqueId: null, locationIds: [] };
  const rows = await db
    .select({ id: locationAncestors.ancestorId })
    .from(mosques)
    .innerJoin(locationAncestors, eq(locationAncestors.locationId, mosques.locationId))
    .where(eq(mosques.id, mosqueId))
    .orderBy(locationAncestors.depth);
  return { mosqueId, locationIds: rows.map((r) => r.id) };
}
