import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The portal's database handle: the primary's pool, a replica's, or a transaction's. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
