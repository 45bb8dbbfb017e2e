import { asc, eq, isNull, sql } from 'drizzle-orm';
import { perDatabase } from '../db/per-database';
import { categories, locations, mosques, referenceValues } from '../db/schema';
import { levelRangeOf } from '../members/reference-lookup';
import { mosqueItemColumns } from '../places/mosques-in-area';
import type { Handlers } from '../protocol/context';

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

export const placeHandlers = {
  async getLocations({ parentId }, { db }) {
    const { children, roots } = locationQueries(db);
    return parentId ? children.execute({ parentId }) : roots.execute();
  },

  async getMosques({ locationId }, { db }) {
    return db
      .select(mosqueItemColumns)
      .from(mosques)
      .where(eq(mosques.locationId, locationId))
      .orderBy(asc(mosques.name));
  },

  async getValues(_input, { db }) {
    const rows = await db.select().from(referenceValues).orderBy(asc(referenceValues.valueId));
    const of = (kind: (typeof rows)[number]['kind']) => rows.filter((r) => r.kind === kind);
    return {
      education: of('education').map((r) => ({
        levelId: r.valueId,
        levelName: r.name,
        levelRange: levelRangeOf(r),
      })),
      educationLevels: of('educationLevel').map((r) => ({ levelId: r.valueId, levelName: r.name })),
      workTypes: of('workType').map((r) => ({ workTypeId: r.valueId, workType: r.name })),
      notWorkStudy: of('notWorkStudy').map((r) => ({ reasonId: r.valueId, reason: r.name })),
    };
  },

  async getCategories(_input, { db }) {
    const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.name));
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      parentCategoryId: c.parentId,
      level: c.level,
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    }));
  },
} satisfies Pick<Handlers, 'getLocations' | 'getMosques' | 'getValues' | 'getCategories'>;
