import { type Database, openDatabase } from '../../server/db/client';
import { startBenchCluster } from './embedded-server';
import { createScratchDatabase } from './scratch-database';

/**
 * The database a benchmark generates its data in: a scratch database of its own on DATABASE_URL's server
 * (never DATABASE_URL's own, which may hold someone's data), or on an embedded cluster of its own. `close`
 * drops it, unless BENCH_KEEP=1 asks to keep it for studying plans by hand (its address is printed; the
 * embedded cluster then keeps running too).
 */
export async function openBenchDatabase(): Promise<{
  database: Database;
  engine: string;
  close: () => Promise<void>;
}> {
  const cluster = process.env.DATABASE_URL ? null : await startBenchCluster();
  const scratch = await createScratchDatabase(cluster?.serverUrl ?? process.env.DATABASE_URL!);
  const database = await openDatabase({ url: scratch.url });
  return {
    database,
    engine: cluster ? 'embedded PostgreSQL' : 'PostgreSQL (DATABASE_URL)',
    close: async () => {
      await database.close();
      if (process.env.BENCH_KEEP === '1') {
        console.log(`kept: ${scratch.url}`);
        await scratch.keep();
        return;
      }
      await scratch.drop();
      await cluster?.stop();
    },
  };
}
