import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocationType } from '../../domain/constants';
import { MSG } from '../../domain/messages';
import type { Db } from '../db/client';
import { locations, mosques } from '../db/schema';
import { containing } from '../lib/like-pattern';
import { afterCursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import { invalidFields } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

/**
 * The masjids of an area: every masjid whose locality lies anywhere under it (the admin's
 * masjid list shows every Locality descendant). Each masjid row carries its state, district and city
 * (migration 0004), so the area is one
 * index range read in name order: no walk of the tree, and no join over thousands of localities.
 */

export const mosqueItemColumns = {
  id: mosques.id,
  mosqueId: mosques.code,
  name: mosques.name,
  address: mosques.address,
  locationId: mosques.locationId,
  url: mosques.url,
  latitude: mosques.latitude,
  longitude: mosques.longitude,
};

/** The masjid column that names each level's area (the whole country is every masjid). */
const AREA_COLUMN: Record<LocationType, AnyPgColumn | null> = {
  country: null,
  state: mosques.stateId,
  district: mosques.districtId,
  city: mosques.cityId,
  locality: mosques.locationId,
};

export type Area = { id: string; name: string; type: LocationType };

/** The location an area read starts from; an unknown id is bad input. */
export async function findArea(db: Db, locationId: string): Promise<Area> {
  const [area] = await db
    .select({ id: locations.id, name: locations.name, type: locations.type })
    .from(locations)
    .where(eq(locations.id, locationId));
  if (!area) throw invalidFields([{ path: 'locationId', message: MSG.locationUnknown }]);
  return area;
}

/** Condition: the masjid stands somewhere under the area. */
export function inArea(area: Area): SQL {
  const column = AREA_COLUMN[area.type];
  return column ? eq(column, area.id) : sql`true`;
}

/** Condition: a part of the name or of the mosque ID, ignoring case; true without a search. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(ilike(mosques.name, pattern), ilike(mosques.code, pattern));
}

export type AreaQuery = { locationId: string; search?: string; cursor?: string | null; limit?: number };

/** One page of an area's masjids by name, and on the first page how many there are in all. */
export async function listMosquesInArea(ctx: ServiceContext<'db'>, query: AreaQuery) {
  const { db } = ctx;
  const limit = query.limit ?? 50;
  const area = await findArea(db, query.locationId);
  const where = and(inArea(area), matching(query.search));
  const cursor = decodeCursor(query.cursor);
  // The total comes with the first page only: the later pages of a state would count its 20,000 masjids again.
  const [rows, counted] = await Promise.all([
    db
      .select(mosqueItemColumns)
      .from(mosques)
      .where(and(where, afterCursor(mosques.name, mosques.id, cursor)))
      .orderBy(asc(mosques.name), asc(mosques.id))
      .limit(fetchSize(limit)),
    cursor ? null : db.select({ n: count() }).from(mosques).where(where),
  ]);
  const page = toPage(
    rows,
    limit,
    (r) => ({ after: r.name, id: r.id }),
    (r) => r,
  );
  return counted ? { ...page, total: counted[0]!.n } : page;
}

/** The masjids of one locality by name, as the member's picker lists them. */
export function mosquesOfLocality(ctx: ServiceContext<'db'>, { locationId }: { locationId: string }) {
  return ctx.db
    .select(mosqueItemColumns)
    .from(mosques)
    .where(eq(mosques.locationId, locationId))
    .orderBy(asc(mosques.name));
}
