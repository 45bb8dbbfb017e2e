import { asc, eq, isNull, sql } from 'drizzle-orm';
import { perDatabase } from '../db/per-database';
import { locations } from '../db/schema';
import type { ServiceContext } from '../protocol/context';

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
    .prepare('get_location_children'),
  roots: db
    .select(locationColumns)
    .from(locations)
    .where(isNull(locations.parentId))
    .orderBy(asc(locations.name))
    .prepare('get_location_roots'),
}));

/** The locations directly under `parentId` by name, or the roots (the country) without one. */
export function locationChildren(ctx: ServiceContext<'db'>, { parentId }: { parentId?: string | null }) {
  const { children, roots } = locationQueries(ctx.db);
  return parentId ? children.execute({ parentId }) : roots.execute();
}
