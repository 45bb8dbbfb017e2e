import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BackupError } from '../backup/backup-error';
import { type BackupSource, writeBackup } from '../backup/write-backup';
import { ConfigError, loadConfig } from '../config';
import { EMBEDDED_DATABASE, openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { clusterUrl } from '../db/embedded/cluster';
import { ClusterError } from '../db/embedded/cluster-error';

/**
 * `npm run backup`: one backup now, into BACKUP_DIR (DATA_DIR/backups unless set). With the portal
 * running, through its cluster's socket while it keeps serving; with it stopped, the cluster is started
 * for the backup and stopped again. With DATABASE_URL, pg_dump of that database.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const keep = config.backups.keep;
  if (config.databaseDirectUrl) {
    report(
      await writeBackup(
        { directUrl: config.databaseDirectUrl, clusterDir: null },
        config.backups.dir,
        new Date(),
        keep,
      ),
    );
    return;
  }
  const clusterDir = join(config.dataDir, 'postgres');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new BackupError(`${config.dataDir} holds no database yet: start the portal once first.`);
  }
  let release: (() => void) | null = null;
  try {
    release = await lockDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
  }
  if (release === null) {
    // The portal runs: its cluster answers on the socket.
    const source: BackupSource = { directUrl: clusterUrl(clusterDir, EMBEDDED_DATABASE), clusterDir };
    report(await writeBackup(source, config.backups.dir, new Date(), keep));
    return;
  }
  release();
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    report(await writeBackup(database, config.backups.dir, new Date(), keep));
  } finally {
    await database.close();
  }
}

function report(file: string): void {
  const mib = statSync(file).size / 1024 / 1024;
  process.stdout.write(
    `${`Backup written: ${file} (${mib.toFixed(1)} MiB). Copy it off this machine (see README).`}\n`,
  );
}

main().catch((err: unknown) => {
  const known = [ConfigError, BackupError, ClusterError, DataDirLockedError].some((k) => err instanceof k);
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
