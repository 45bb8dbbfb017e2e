import { asc, eq, isNull } from 'drizzle-orm';
import { categories, locations, mosques, referenceValues } from '../db/schema';
import type { Handlers } from '../protocol/context';

export const placeHandlers = {
  async getLocations({ parentId }, { db }) {
    return db
      .select({ id: locations.id, name: locations.name, type: locations.type, parentId: locations.parentId })
      .from(locations)
      .where(parentId ? eq(locations.parentId, parentId) : isNull(locations.parentId))
      .orderBy(asc(locations.name));
  },

  async getMosques({ locationId }, { db }) {
    return db
      .select({
        id: mosques.id,
        mosqueId: mosques.code,
        name: mosques.name,
        address: mosques.address,
        locationId: mosques.locationId,
        url: mosques.url,
      })
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
        levelRange: { start: r.rangeStart ?? r.valueId, end: r.rangeEnd ?? r.valueId },
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
