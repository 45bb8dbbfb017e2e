import { asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { perDatabase, statementName } from '../db/per-database';
import { locationAncestors, locations, mosques } from '../db/schema';
import type { ServiceContext } from '../protocol/context';
import { mosqueItemColumns } from './mosques-in-area';

const locationColumns = {
  id: locations.id,
  name: locations.name,
  type: locations.type,
  parentId: locations.parentId,
};

// The picker's reads are the portal's busiest: prepared once per database.
const locationQueries = perDatabase((db) => ({
  children: db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.parentId, sql.placeholder('parentId')))
    .orderBy(asc(locations.name))
    .prepare(statementName(db, 'get_location_children')),
  roots: db
    .select(locationColumns)
    .from(locations)
    .where(isNull(locations.parentId))
    .orderBy(asc(locations.name))
    .prepare(statementName(db, 'get_location_roots')),
}));

/** The locations directly under `parentId` by name, or the roots (the country) without one. */
export function locationChildren(ctx: ServiceContext<'db'>, { parentId }: { parentId?: string | null }) {
  const { children, roots } = locationQueries(ctx.db);
  return parentId ? children.execute({ parentId }) : roots.execute();
}

/**
 * The places from the country down to `id` (a location), or down to the locality of `id` (a masjid) with the
 * masjid: one lookup by primary key and one of the closure table. Names of places and masjids are public (the
 * picker's reads), so no scope narrows it. An id that names nothing has no places.
 */
export async function placeTrail(ctx: ServiceContext<'db'>, { id }: { id: string }) {
  const { db } = ctx;
  const [mosque] = await db.select(mosqueItemColumns).from(mosques).where(eq(mosques.id, id));
  const places = await db
    .select(locationColumns)
    .from(locationAncestors)
    .innerJoin(locations, eq(locations.id, locationAncestors.ancestorId))
    .where(eq(locationAncestors.locationId, mosque?.locationId ?? id))
    .orderBy(desc(locationAncestors.depth));
  return { places, mosque: mosque ?? null };
}
