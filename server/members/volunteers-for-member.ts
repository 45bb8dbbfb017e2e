import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VolunteerCard } from '../../domain/functions/my-mosque';
import type { Db } from '../db/client';
import { categories, locationAncestors, locations, mosques, users } from '../db/schema';
import { selfAndAncestorIds, startingLocation } from '../policy/location-tree';

// More than a phone screen holds; a masjid is covered by its own volunteers and those of a few areas above it.
const MAX_VOLUNTEERS = 100;

/**
 * The active volunteers whose scope covers a masjid: a Mosque scope on it, or an Area scope on its locality
 * or any location above it. Admins are not volunteers and suspended accounts are left out. Nearest first:
 * the masjid's own, then its locality's, and so on up to India; by name within each.
 *
 * One query: the masjid's locality and its ancestors come from the closure table, and the two partial scope
 * indexes on users (migration 0003) find the accounts, however many members the table holds.
 */
export function volunteersCovering(db: Db, mosqueId: string): Promise<VolunteerCard[]> {
  return volunteersCoveringQuery(db, mosqueId);
}

/** The query itself, unrun: bench/scope-plan.ts explains its plan on national-scale data. */
export function volunteersCoveringQuery(db: Db, mosqueId: string) {
  const locality = startingLocation(mosqueId);
  const scopeMosque = alias(mosques, 'scope_mosque');
  // The area's distance from the masjid's locality, for the order only (the filter is the = any below).
  const areaLink = alias(locationAncestors, 'area_link');
  return db
    .select({
      id: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      categoryName: categories.name,
      scopeName: sql<string | null>`coalesce(${scopeMosque.name}, ${locations.name})`,
    })
    .from(users)
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(scopeMosque, eq(scopeMosque.id, users.scopeMosqueId))
    .leftJoin(locations, eq(locations.id, users.scopeLocationId))
    .leftJoin(
      areaLink,
      and(eq(areaLink.ancestorId, users.scopeLocationId), eq(areaLink.locationId, locality)),
    )
    .where(
      and(
        eq(users.role, 'volunteer'),
        eq(users.suspended, false),
        // = any(array(…)) reads the ancestors once, so each scope index can serve its side of the OR.
        or(
          eq(users.scopeMosqueId, mosqueId),
          sql`${users.scopeLocationId} = any(array${selfAndAncestorIds(locality)})`,
        ),
      ),
    )
    .orderBy(sql`${areaLink.depth} asc nulls first`, asc(users.name), asc(users.id))
    .limit(MAX_VOLUNTEERS)
    .$dynamic();
}
