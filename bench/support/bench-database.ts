import { type Database, openDatabase } from '../../server/db/client';
import { createPglite } from '../../server/db/pglite';
import { createScratchDatabase } from './scratch-database';

/**
 * The database a benchmark generates its data in: a scratch database of its own on DATABASE_URL's server
 * (never DATABASE_URL's own, which may hold someone's data), or an in-memory PGlite. `close` drops it, unless
 * BENCH_KEEP=1 asks to keep it for studying plans by hand (its name is printed).
 */
export async function openBenchDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const database = await openDatabase(scratch ? { url: scratch.url } : { pglite: await createPglite() });
  return {
    database,
    close: async () => {
      await database.close();
      if (scratch && process.env.BENCH_KEEP === '1') {
        console.log(`kept: ${scratch.url}`);
        await scratch.keep();
      } else await scratch?.drop();
    },
  };
}
