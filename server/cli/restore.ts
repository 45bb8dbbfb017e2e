import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { BackupError } from '../backup/backup-error';
import { backupKindOf } from '../backup/backup-files';
import { restoreClusterBackup } from '../backup/restore-cluster';
import { restoreServerDump } from '../backup/server-dump';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ClusterError } from '../db/embedded/cluster-error';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

/**
 * `npm run restore -- FILE`: a backup of the embedded database into DATA_DIR, or a dump into the
 * DATABASE_URL database. Either must be empty; `--force` replaces what is there (an embedded database
 * is moved aside, not deleted). Stop the portal first.
 */
async function main(args: string[]): Promise<void> {
  const replace = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1) throw new BackupError(USAGE);
  const file = resolve(files[0]!);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist. ${USAGE}`);
  const kind = backupKindOf(file);
  const config = loadConfig();
  if (kind === 'dump' && config.databaseDirectUrl) {
    await restoreServerDump(file, config.databaseDirectUrl, replace);
    process.stdout.write(
      `${`Restored ${file} into the DATABASE_URL database. Start the portal with npm start.`}\n`,
    );
    return;
  }
  if (kind === 'cluster' && !config.databaseUrl) {
    const note = await restoreClusterBackup(file, config.dataDir, replace);
    process.stdout.write(
      `${`Restored ${file} into ${config.dataDir}. Start the portal with npm start. ${note}`.trim()}\n`,
    );
    return;
  }
  throw new BackupError(
    kind === null
      ? `${file} is not an Anjuman backup (anjuman-….tar.gz or anjuman-….dump).`
      : kind === 'cluster'
        ? 'This is a backup of the embedded database: it restores into a DATA_DIR, without DATABASE_URL.'
        : 'This is a pg_dump of a PostgreSQL server: it restores into a database given by DATABASE_URL.',
  );
}

main(process.argv.slice(2)).catch((err: unknown) => {
  const known = [ConfigError, BackupError, ClusterError, DataDirLockedError].some((k) => err instanceof k);
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
