import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alerts, categories, directoryMember, locations, mosques, users } from '../db/schema';

/** The fields of an audit snapshot that hold another object's id (server/places, server/users, server/alerts). */
const ID_FIELDS = new Set([
  'locationId',
  'parentId',
  'levelId',
  'scopeLocationId',
  'scopeMosqueId',
  'categoryId',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Row = { targetId: string | null; details: Record<string, unknown> | null };

/** Every id a row names: its object's, and those in its before and after. */
export function idsIn(row: Row): string[] {
  const ids = new Set<string>();
  if (row.targetId && UUID.test(row.targetId)) ids.add(row.targetId);
  for (const side of ['before', 'after'] as const) {
    const snapshot = row.details?.[side];
    if (!snapshot || typeof snapshot !== 'object') continue;
    for (const [field, value] of Object.entries(snapshot)) {
      if (ID_FIELDS.has(field) && typeof value === 'string' && UUID.test(value)) ids.add(value);
    }
  }
  return [...ids];
}

/**
 * The objects a page of the audit trail names, by id, where they still exist: places, masjids, categories,
 * alerts by title, staff accounts, and members, each with its name, or with none for a member staff may not see
 * in the directory (who has not given a name, not accepted the notice, or is not listed). An id missing from the
 * map names an object that is gone (a deleted member, a deleted masjid). Five indexed lookups by primary key for
 * the whole page.
 */
export async function auditNames(db: Db, rows: Row[]): Promise<Map<string, string | null>> {
  const ids = [...new Set(rows.flatMap(idsIn))];
  const names = new Map<string, string | null>();
  if (ids.length === 0) return names;
  const named = or(ne(users.role, 'user'), and(directoryMember(users), eq(users.listedInDirectory, true)));
  const found = await Promise.all([
    db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, ids)),
    db.select({ id: mosques.id, name: mosques.name }).from(mosques).where(inArray(mosques.id, ids)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, ids)),
    db.select({ id: alerts.id, name: alerts.title }).from(alerts).where(inArray(alerts.id, ids)),
    db
      .select({
        id: users.id,
        name: sql<string | null>`case when ${named} then coalesce(${users.name}, ${users.email}) end`,
      })
      .from(users)
      .where(inArray(users.id, ids)),
  ]);
  for (const row of found.flat()) names.set(row.id, row.name || null);
  return names;
}
