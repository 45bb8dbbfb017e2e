import { and, eq, isNull, sql } from 'drizzle-orm';
import { type CategorySeed, defaultCategories } from '../../../domain/default-categories';
import { education, educationLevels, notWorkStudy, workTypes } from '../../../domain/reference-values';
import type { Db } from '../client';
import { categories, locations, referenceValues } from '../schema';
import india from './data/india.json' with { type: 'json' };

export const COUNTRY_NAME = 'India';

/** India, its 36 states and union territories and their districts. Safe to run at every start. */
export async function ensureIndia(db: Db): Promise<string> {
  await db
    .insert(locations)
    .values({ name: COUNTRY_NAME, type: 'country', parentId: null })
    .onConflictDoNothing();
  const [root] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(isNull(locations.parentId), eq(locations.type, 'country')))
    .limit(1);
  if (!root) throw new Error('The country root could not be created');

  await db
    .insert(locations)
    .values(india.states.map((s) => ({ name: s.name, type: 'state' as const, parentId: root.id })))
    .onConflictDoNothing();
  const states = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.parentId, root.id));
  const stateId = new Map(states.map((s) => [s.name.toLowerCase(), s.id]));
  const districts = india.states.flatMap((s) => {
    const parentId = stateId.get(s.name.toLowerCase());
    return parentId ? s.districts.map((name) => ({ name, type: 'district' as const, parentId })) : [];
  });
  await db.insert(locations).values(districts).onConflictDoNothing();
  return root.id;
}

/** The reference lists are product data, not admin data: every start brings them up to date. */
export async function ensureReferenceValues(db: Db): Promise<void> {
  const rows = [
    ...education.map((e) => ({
      kind: 'education' as const,
      valueId: e.levelId,
      name: e.levelName,
      rangeStart: e.levelRange.start,
      rangeEnd: e.levelRange.end,
    })),
    ...educationLevels.map((e) => ({
      kind: 'educationLevel' as const,
      valueId: e.levelId,
      name: e.levelName,
    })),
    ...workTypes.map((w) => ({ kind: 'workType' as const, valueId: w.workTypeId, name: w.workType })),
    ...notWorkStudy.map((r) => ({ kind: 'notWorkStudy' as const, valueId: r.reasonId, name: r.reason })),
  ];
  await db
    .insert(referenceValues)
    .values(rows.map((r) => ({ rangeStart: null, rangeEnd: null, ...r })))
    .onConflictDoUpdate({
      target: [referenceValues.kind, referenceValues.valueId],
      set: {
        name: sql`excluded.name`,
        rangeStart: sql`excluded.range_start`,
        rangeEnd: sql`excluded.range_end`,
      },
    });
}

/** Admins own the category tree once it exists, so the default is planted only into an empty table. */
export async function ensureDefaultCategories(db: Db): Promise<void> {
  const [any] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (any) return;
  const plant = async (nodes: CategorySeed[], parentId: string | null, level: number): Promise<void> => {
    for (const node of nodes) {
      const [row] = await db
        .insert(categories)
        .values({ name: node.name, parentId, level })
        .returning({ id: categories.id });
      if (row && node.children) await plant(node.children, row.id, level + 1);
    }
  };
  await plant(defaultCategories, null, 0);
}
