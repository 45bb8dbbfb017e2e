import type { Db } from './client';

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
