import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { MSG, type Said, say } from '../../domain/messages';
import { type AuditActor, withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { categories, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { orNameTaken, type Refused, refused } from '../lib/tree-writes';
import { invalidFields } from '../protocol/app-error';

/** The admin's writes to the category tree: level 0 at the top, parent + 1 below. */

type Category = typeof categories.$inferSelect;
type Added = ({ pass: true; id: string } & Said) | (Refused & { id: null });
type Done = ({ pass: true } & Said) | Refused;

const NIL_UUID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

const unknownCategory = (path: string) => invalidFields([{ path, message: MSG.categoryUnknown }]);

const snapshot = (c: Category) => ({ name: c.name, parentId: c.parentId, level: c.level });

/** The level of a category under `parent` (null: a top category). */
export function levelUnder(parent: Pick<Category, 'level'> | null): number {
  return parent ? parent.level + 1 : 0;
}

/** Whether a sibling already has this name, ignoring case: one probe of categories_parent_name_uq. */
async function siblingNamed(tx: Tx, parentId: string | null, name: string, exceptId?: string) {
  const sameParent: SQL = sql`coalesce(${categories.parentId}, ${NIL_UUID}) = coalesce(${parentId}::uuid, ${NIL_UUID})`;
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sameParent,
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Locks a category row: `no key update` while its children are named, `update` before it is deleted. */
async function lockCategory(tx: Tx, id: string, mode: 'no key update' | 'update') {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for(mode);
  return row;
}

/** A new category at the top (parentCategoryId null) or under another. */
export async function addCategory(
  db: Db,
  actor: AuditActor,
  now: Date,
  input: { name: string; parentCategoryId?: string | null },
): Promise<Added> {
  const { name } = input;
  const parentCategoryId = input.parentCategoryId ?? null;
  const outcome = await orNameTaken(say('categoryNameTaken', { name }), () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Added> => {
      const parent = parentCategoryId ? await lockCategory(tx, parentCategoryId, 'no key update') : null;
      if (parentCategoryId && !parent) throw unknownCategory('parentCategoryId');
      if (await siblingNamed(tx, parentCategoryId, name))
        return { ...refused(say('categoryNameTaken', { name })), id: null };
      const [row] = await tx
        .insert(categories)
        .values({
          name,
          parentId: parentCategoryId,
          level: levelUnder(parent ?? null),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit('category.add', { type: 'category', id: row!.id }, null, snapshot(row!));
      return { pass: true, ...say('categoryAdded'), id: row!.id };
    }),
  );
  return 'id' in outcome ? outcome : { ...outcome, id: null };
}

/** Renames a category; its place in the tree stays. */
export async function renameCategory(
  db: Db,
  actor: AuditActor,
  now: Date,
  input: { id: string; name: string },
): Promise<Done> {
  const { id, name } = input;
  return orNameTaken(say('categoryNameTaken', { name }), () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
      const [found] = await tx
        .select({ parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, id));
      if (!found) throw unknownCategory('id');
      if (found.parentId) await lockCategory(tx, found.parentId, 'no key update');
      const before = await lockCategory(tx, id, 'no key update');
      if (!before) throw unknownCategory('id');
      if (await siblingNamed(tx, before.parentId, name, id))
        return refused(say('categoryNameTaken', { name }));
      const [after] = await tx
        .update(categories)
        .set({ name, updatedAt: now })
        .where(eq(categories.id, id))
        .returning();
      await audit('category.update', { type: 'category', id }, snapshot(before), snapshot(after!));
      return { pass: true, ...say('categoryUpdated') };
    }),
  );
}

/** Deletes a category that nothing uses: no categories under it, no accounts in it. */
export async function deleteCategory(db: Db, actor: AuditActor, input: { id: string }): Promise<Done> {
  return withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
    const before = await lockCategory(tx, input.id, 'update');
    if (!before) throw unknownCategory('id');
    const n = (q: SQL) => sql<number>`(${q})::int`;
    const [uses] = await tx
      .select({
        categories: n(sql`select count(*) from ${categories} where ${categories.parentId} = ${input.id}`),
        accounts: n(sql`select count(*) from ${users} where ${users.categoryId} = ${input.id}`),
      })
      .from(sql`(select 1) as one`);
    if (uses!.categories > 0 || uses!.accounts > 0) return refused(say('categoryInUse', uses!));
    await tx.delete(categories).where(eq(categories.id, input.id));
    await audit('category.delete', { type: 'category', id: input.id }, snapshot(before), null);
    return { pass: true, ...say('categoryDeleted') };
  });
}
