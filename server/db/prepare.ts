import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from './client';
import { importLegacyDatabase } from './legacy/import-pglite';
import { connectOnce } from './one-connection';
import { type SeedOutcome, seed } from './seed';

/** One key for the whole fleet: "anjuman:prepare" as a 64-bit number (any constant would do). */
const PREPARE_LOCK = 7_418_323_016_110_591_004n;

/**
 * Brings the database up to date: the migrations, an earlier release's PGlite data (embedded only), then
 * the ensured data. Several processes may start at once on one database (several portals, `WORKERS`, a
 * `npm run migrate` before them): a PostgreSQL advisory lock, held on a connection of its own, lets one
 * do it at a time, and the others then find it done. Without it two processes ran the same CREATE TABLE.
 */
export async function prepareDatabase(
  config: Config,
  database: Database,
  logger: Pick<FastifyBaseLogger, 'info'>,
): Promise<SeedOutcome> {
  // A session's advisory lock: on the primary itself, never through a pooler.
  const lock = await connectOnce(database.directUrl);
  try {
    await lock.query('select pg_advisory_lock($1)', [PREPARE_LOCK.toString()]);
    await database.migrate();
    if (database.clusterDir) {
      const moved = await importLegacyDatabase(config.dataDir, database);
      if (moved) {
        logger.info(
          `Moved the earlier embedded database into PostgreSQL: ${moved.rows} rows in ${moved.tables} tables, ` +
            `counted on both sides. The old folder is kept as ${moved.keptAs}; delete it once you are satisfied.`,
        );
      }
    }
    return await seed(database.db, config);
  } finally {
    // Ending the session releases the lock, also when a step failed.
    await lock.end();
  }
}
