import { type SQL, sql } from 'drizzle-orm';
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

/** Subquery: a masjid's locality, or the country root for no masjid (a member who has not chosen one). */
export function startingLocation(mosqueId: string | null): SQL {
  return mosqueId
    ? sql`(select ${mosques.locationId} from ${mosques} where ${mosques.id} = ${mosqueId})`
    : sql`(select ${locations.id} from ${locations} where ${locations.parentId} is null and ${locations.type} = 'country')`;
}
