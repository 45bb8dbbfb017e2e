import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * An embedded database with the extensions the migrations create: pg_trgm and btree_gin index the members
 * directory's name search, alone and within a state or district (migrations 0007 and 0010). PGlite loads an
 * extension only when it is passed here, at every open, so every embedded database is opened through this one
 * function.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, btree_gin } });
}
