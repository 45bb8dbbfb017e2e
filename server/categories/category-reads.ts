import { asc } from 'drizzle-orm';
import { categories } from '../db/schema';
import type { ServiceContext } from '../protocol/context';

/** The whole category tree, level by level and by name within a level (it is small). */
export async function listCategories(ctx: ServiceContext<'db'>) {
  const { db } = ctx;
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.name));
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    parentCategoryId: c.parentId,
    level: c.level,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  }));
}
