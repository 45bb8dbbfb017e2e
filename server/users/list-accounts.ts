import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Account } from '../../domain/functions/users';
import { say } from '../../domain/messages';
import type { Db } from '../db/client';
import { categories, locations, mosques, users } from '../db/schema';
import { afterCursor, decodeCursor, fetchSize, toPage } from '../lib/paginate';
import { findArea, inArea } from '../places/mosques-in-area';
import { selfAndDescendantIds } from '../policy/location-tree';
import type { ServiceContext } from '../protocol/context';

export type AccountQuery = {
  areaId?: string | null;
  categoryId?: string | null;
  cursor?: string | null;
  limit?: number;
};

const scopeMosque = alias(mosques, 'scope_mosque');

/**
 * Condition: the account serves somewhere under the area, on an Area inside its subtree or on a masjid that
 * stands in it. Admins serve everywhere and have no scope, so an area filter leaves them out.
 */
async function servesIn(db: Db, areaId: string): Promise<SQL> {
  const area = await findArea(db, areaId);
  return sql`(${users.scopeLocationId} in ${selfAndDescendantIds(area.id)}
    or exists (select 1 from ${mosques} where ${mosques.id} = ${users.scopeMosqueId} and ${inArea(area)}))`;
}

/** Condition: the account's category is this one or lies below it (the category tree is small). */
function inCategory(categoryId: string): SQL {
  return sql`${users.categoryId} in (
    with recursive below(id) as (
      select ${categoryId}::uuid
      union all
      select c.id from ${categories} c join below on c.parent_id = below.id
    )
    select id from below)`;
}

/** A page of the staff accounts by name, filtered on the server by area and category. */
export async function listAccounts(ctx: ServiceContext<'db'>, query: AccountQuery) {
  const { db } = ctx;
  const limit = query.limit ?? 50;
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      role: users.role,
      superAdmin: users.superAdmin,
      categoryId: users.categoryId,
      category: categories.name,
      level: users.scopeLevel,
      levelId: sql<string | null>`coalesce(${users.scopeLocationId}, ${users.scopeMosqueId})`,
      levelName: sql<string | null>`coalesce(${locations.name}, ${scopeMosque.name})`,
      suspended: users.suspended,
      keepsMosqueTimes: users.keepsMosqueTimes,
      keepsTreasury: users.keepsTreasury,
      keepsRegister: users.keepsRegister,
      sortName: sql<string>`coalesce(${users.name}, '')`,
    })
    .from(users)
    .leftJoin(categories, eq(categories.id, users.categoryId))
    .leftJoin(locations, eq(locations.id, users.scopeLocationId))
    .leftJoin(scopeMosque, eq(scopeMosque.id, users.scopeMosqueId))
    .where(
      and(
        inArray(users.role, ['volunteer', 'admin']),
        query.areaId ? await servesIn(db, query.areaId) : undefined,
        query.categoryId ? inCategory(query.categoryId) : undefined,
        afterCursor(sql`coalesce(${users.name}, '')`, users.id, decodeCursor(query.cursor)),
      ),
    )
    .orderBy(sql`coalesce(${users.name}, '')`, asc(users.id))
    .limit(fetchSize(limit));
  const page = toPage(
    rows,
    limit,
    (r) => ({ after: r.sortName, id: r.userId }),
    ({ sortName: _, ...account }): Account => account,
  );
  return {
    pass: true,
    ...say('accountsFound', { count: page.items.length }),
    users: page.items,
    ...page,
  };
}
