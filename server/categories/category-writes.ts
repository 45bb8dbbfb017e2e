import { sql } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { categories, users } from '../db/schema';
import { addTreeNode, deleteTreeNode, renameTreeNode, type Tree } from '../lib/tree-writes';
import { invalidFields } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

/** The admin's writes to the category tree: level 0 at the top, parent + 1 below. */

type Category = typeof categories.$inferSelect;

const categoryTree: Tree<Category> = {
  table: categories,
  columns: { id: categories.id, name: categories.name, parentId: categories.parentId },
  noun: 'category',
  snapshot: (c) => ({ name: c.name, parentId: c.parentId, level: c.level }),
  unknown: (path) => invalidFields([{ path, message: MSG.categoryUnknown }]),
  parentField: 'parentCategoryId',
  placedUnder: (parent) => ({ columns: { level: parent ? parent.level + 1 : 0 } }),
  // Categories under it, and accounts in it.
  usesOf: (id) => ({
    categories: sql`select count(*) from ${categories} where ${categories.parentId} = ${id}`,
    accounts: sql`select count(*) from ${users} where ${users.categoryId} = ${id}`,
  }),
  said: {
    taken: 'categoryNameTaken',
    added: 'categoryAdded',
    updated: 'categoryUpdated',
    deleted: 'categoryDeleted',
    inUse: 'categoryInUse',
  },
};

/** A new category at the top (parentCategoryId null) or under another. */
export const addCategory = (
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: { name: string; parentCategoryId?: string | null },
) =>
  addTreeNode(ctx.db, ctx.caller, ctx.services.clock.now(), categoryTree, {
    name: input.name,
    parentId: input.parentCategoryId ?? null,
  });

/** Renames a category; its place in the tree stays. */
export const renameCategory = (
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: { id: string; name: string },
) => renameTreeNode(ctx.db, ctx.caller, ctx.services.clock.now(), categoryTree, input);

/** Deletes a category that nothing uses. */
export const removeCategory = (ctx: ServiceContext<'db' | 'caller'>, input: { id: string }) =>
  deleteTreeNode(ctx.db, ctx.caller, categoryTree, input);
