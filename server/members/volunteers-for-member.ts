import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VolunteerCard } from '../../domain/functions/members';
import { MSG } from '../../domain/messages';
import type { Db } from '../db/client';
import { categories, locationAncestors, locations, mosques, users } from '../db/schema';
import { selfAndAncestorIds, startingLocation } from '../policy/location-tree';
import { AppError } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

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
async function volunteersCovering(db: Db, mosqueId: string): Promise<VolunteerCard[]> {
  return volunteersCoveringQuery(db, mosqueId);
}

/**
 * My Volunteers: those covering the member's own masjid, and where to apply to become one. Any masjid's name
 * is public, its volunteers' phone numbers are not, so another masjid's are refused.
 */
export async function volunteersForMember(
  ctx: ServiceContext<'db' | 'caller' | 'config'>,
  { mosqueId }: { mosqueId: string | null },
) {
  const { db, caller, config } = ctx;
  if (mosqueId !== null && mosqueId !== caller.mosqueId) {
    throw new AppError('PERMISSION_DENIED', MSG.ownMosqueVolunteersOnly);
  }
  const applyUrl = config.volunteerFormUrl;
  if (!caller.mosqueId) return { pass: true, volunteerData: [], applyUrl };
  return { pass: true, volunteerData: await volunteersCovering(db, caller.mosqueId), applyUrl };
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
