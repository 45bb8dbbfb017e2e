import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { MessageCode, Said } from '../../domain/messages';
import { say } from '../../domain/messages';
import type { AuditTargetType } from '../../domain/privacy';
import { type AuditActor, withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import type { Tx } from '../db/transaction';

/**
 * The admin's writes to a named tree (categories, locations): add under a parent, rename, delete if unused.
 * One algorithm for every tree; each table says only what differs: its columns, what its new rows carry,
 * what still uses a node, which nodes are kept, and its texts.
 */

/** A refusal the admin can fix: `pass: false` with what to fix, and nothing written. */
export type Refused = { pass: false } & Said;
export const refused = (said: Said): Refused => ({ pass: false, ...said });

type Added = ({ pass: true; id: string } & Said) | (Refused & { id: null });
type Done = ({ pass: true } & Said) | Refused;
type TreeNode = { id: string; name: string; parentId: string | null };

export type Tree<Row extends TreeNode> = {
  table: PgTable;
  columns: { id: AnyPgColumn; name: AnyPgColumn; parentId: AnyPgColumn };
  /** The audit target type, which also names the audit actions (`<noun>.add`, `.update`, `.delete`). */
  noun: Extract<AuditTargetType, 'category' | 'location'>;
  /** What the audit trail keeps of a node. */
  snapshot: (row: Row) => Record<string, unknown>;
  /** The error for an id that names no node, at the input field `path`. */
  unknown: (path: string) => Error;
  /** The input field that names the parent of an add. */
  parentField: string;
  /** The table's own columns of a new node under `parent` (null: at the top), or why none may go there. */
  placedUnder: (parent: Row | null) => { columns: Record<string, unknown> } | Refused;
  /** Why a node may never be deleted whatever uses it, or null. */
  kept?: (row: Row) => Said | null;
  /** A count query for each thing that still uses a node; the node is deleted only when all are 0. */
  usesOf: (id: string) => Record<string, SQL>;
  said: Record<'taken' | 'added' | 'updated' | 'deleted' | 'inUse', MessageCode>;
};

const NIL_UUID = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Runs a write whose uniqueness check ran under a lock; if another write still got the same name in first
 * (a top node has no parent row to lock), the unique index refuses it and the caller hears `taken`, as if
 * the check had caught it.
 */
export async function orNameTaken<T>(taken: Said, write: () => Promise<T>): Promise<T | Refused> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return refused(taken);
    throw error;
  }
}

/**
 * Whether another node under the same parent already has this name, ignoring case. The expression is the
 * unique index's (`coalesce(parent_id, nil) , lower(name)`), so the check is one index probe.
 */
async function siblingNamed<Row extends TreeNode>(
  tx: Tx,
  tree: Tree<Row>,
  parentId: string | null,
  name: string,
  exceptId?: string,
) {
  const { id, name: nameColumn, parentId: parentColumn } = tree.columns;
  const rows = await tx
    .select({ id })
    .from(tree.table)
    .where(
      and(
        sql`coalesce(${parentColumn}, ${NIL_UUID}) = coalesce(${parentId}::uuid, ${NIL_UUID})`,
        sql`lower(${nameColumn}) = lower(${name})`,
        exceptId ? ne(id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Locks a node. `no key update` for a parent whose children are being named: two writes under one parent
 * take turns, so the name check cannot race, while other rows may still point at it. `update` for a node
 * about to be deleted: nothing can start to point at it until the delete is done.
 */
async function lockNode<Row extends TreeNode>(
  tx: Tx,
  tree: Tree<Row>,
  id: string,
  mode: 'no key update' | 'update',
): Promise<Row | undefined> {
  const [row] = await tx.select().from(tree.table).where(eq(tree.columns.id, id)).for(mode);
  return row as Row | undefined;
}

/** A new node under `parentId` (null: at the top). */
export async function addTreeNode<Row extends TreeNode>(
  db: Db,
  actor: AuditActor,
  now: Date,
  tree: Tree<Row>,
  input: { name: string; parentId: string | null },
): Promise<Added> {
  const { name, parentId } = input;
  const taken = say(tree.said.taken, { name });
  const outcome = await orNameTaken(taken, () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Added> => {
      const parent = parentId ? await lockNode(tx, tree, parentId, 'no key update') : null;
      if (parentId && !parent) throw tree.unknown(tree.parentField);
      const own = tree.placedUnder(parent ?? null);
      if (!('columns' in own)) return { ...own, id: null };
      if (await siblingNamed(tx, tree, parentId, name)) return { ...refused(taken), id: null };
      const inserted = await tx
        .insert(tree.table)
        .values({ ...own.columns, name, parentId, createdAt: now, updatedAt: now })
        .returning();
      const row = inserted[0] as Row;
      await audit(`${tree.noun}.add`, { type: tree.noun, id: row.id }, null, tree.snapshot(row));
      return { pass: true, ...say(tree.said.added), id: row.id };
    }),
  );
  return 'id' in outcome ? outcome : { ...outcome, id: null };
}

/** Renames a node; its place in the tree stays. */
export async function renameTreeNode<Row extends TreeNode>(
  db: Db,
  actor: AuditActor,
  now: Date,
  tree: Tree<Row>,
  input: { id: string; name: string },
): Promise<Done> {
  const { id, name } = input;
  const taken = say(tree.said.taken, { name });
  return orNameTaken(taken, () =>
    withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
      const [found] = await tx
        .select({ parentId: tree.columns.parentId })
        .from(tree.table)
        .where(eq(tree.columns.id, id));
      if (!found) throw tree.unknown('id');
      // The parent first, as an add under it does, then the row itself.
      if (found.parentId) await lockNode(tx, tree, found.parentId as string, 'no key update');
      const before = await lockNode(tx, tree, id, 'no key update');
      if (!before) throw tree.unknown('id');
      if (await siblingNamed(tx, tree, before.parentId, name, id)) return refused(taken);
      const updated = await tx
        .update(tree.table)
        .set({ name, updatedAt: now })
        .where(eq(tree.columns.id, id))
        .returning();
      const after = updated[0] as Row;
      await audit(
        `${tree.noun}.update`,
        { type: tree.noun, id },
        tree.snapshot(before),
        tree.snapshot(after),
      );
      return { pass: true, ...say(tree.said.updated) };
    }),
  );
}

/** Deletes a node that nothing uses and the table does not keep. */
export async function deleteTreeNode<Row extends TreeNode>(
  db: Db,
  actor: AuditActor,
  tree: Tree<Row>,
  input: { id: string },
): Promise<Done> {
  return withStaffWrite(db, actor, async (tx, audit): Promise<Done> => {
    const before = await lockNode(tx, tree, input.id, 'update');
    if (!before) throw tree.unknown('id');
    const kept = tree.kept?.(before);
    if (kept) return refused(kept);
    const counts = Object.fromEntries(
      Object.entries(tree.usesOf(input.id)).map(([use, query]) => [use, sql<number>`(${query})::int`]),
    );
    const [uses] = await tx.select(counts).from(sql`(select 1) as one`);
    if (Object.values(uses!).some((count) => Number(count) > 0)) return refused(say(tree.said.inUse, uses));
    await tx.delete(tree.table).where(eq(tree.columns.id, input.id));
    await audit(`${tree.noun}.delete`, { type: tree.noun, id: input.id }, tree.snapshot(before), null);
    return { pass: true, ...say(tree.said.deleted) };
  });
}
