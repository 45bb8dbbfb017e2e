import type { Db } from './client';

/** A transaction's handle; it offers the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `fn` in one transaction: everything it writes commits together or not at all. */
export function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
