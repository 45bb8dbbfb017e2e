import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ClusterError } from '../db/embedded/cluster-error';
import { LegacyImportError } from '../db/legacy/import-pglite';
import { prepareDatabase } from '../db/prepare';
import { databaseTarget } from '../db/target';

/**
 * `npm run migrate`: the migrations and the ensured data alone, for deployments that migrate before they
 * start the new release's processes. Each process also does it at start, under the same lock.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ ...databaseTarget(config), replicaUrls: [] });
  try {
    await prepareDatabase(config, database, pino({ level: config.logLevel }));
  } finally {
    await database.close();
  }
  process.stdout.write('The database is up to date.\n');
}

main().catch((err: unknown) => {
  const known = [ConfigError, ClusterError, DataDirLockedError, LegacyImportError].some(
    (k) => err instanceof k,
  );
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
