import type { Db } from './db-type';

/**
 * One value per database, made on first use: the prepared statements of the hot reads, built once instead
 * of on every request (Drizzle otherwise rebuilds each query's SQL from scratch).
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}

/** Databases reached through a pooler in transaction mode (DATABASE_DIRECT_URL set beside DATABASE_URL). */
const pooled = new WeakSet<Db>();

export function namesNoStatements(db: Db): void {
  pooled.add(db);
}

/**
 * The name to prepare a hot statement under on `db`: none behind a pooler in transaction mode, which hands
 * each transaction to any of its server sessions, so a statement prepared by name in one is unknown in the
 * next (node-postgres prepares by name only when given one). Directly, the name: parsed and planned once
 * per session.
 */
export function statementName(db: Db, name: string): string {
  return pooled.has(db) ? '' : name;
}
