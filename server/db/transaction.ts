import type { Db } from './client';

/** A transaction's handle; it offers the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `fn` in one transaction: everything it writes commits together or not at all. */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/**
 * Runs reads in one snapshot (a read-only REPEATABLE READ transaction): what they read is the database at one
 * moment, though other transactions commit between them. The overview reads kept counts and the day they were
 * counted on; a day moved between the two reads would otherwise correct the ages twice or not at all.
 */
export function withSnapshot<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
