import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * An embedded database with the extensions the migrations create: pg_trgm indexes the members directory's
 * name search (migration 0007). PGlite loads an extension only when it is passed here, at every open, so
 * every embedded database is opened through this one function.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
