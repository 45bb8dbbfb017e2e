import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { lockDataDir } from '../db/data-dir-lock';
import { startCluster } from '../db/embedded/cluster';
import { clusterUser } from '../db/embedded/cluster-user';
import { BackupError } from './backup-error';

const run = promisify(execFile);

/**
 * Unpacks a base backup into DATA_DIR/postgres and starts it once, so PostgreSQL replays the WAL that came
 * with it and the next `npm start` opens a consistent cluster. Refuses while a portal runs on DATA_DIR,
 * and refuses a DATA_DIR that already holds a database unless `replace`, which moves that one aside.
 */
export async function restoreClusterBackup(file: string, dataDir: string, replace: boolean): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  const unlock = await lockDataDir(dataDir);
  try {
    const clusterDir = join(dataDir, 'postgres');
    let movedAside: string | null = null;
    if (existsSync(join(clusterDir, 'PG_VERSION'))) {
      if (!replace) {
        throw new BackupError(
          `${dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to move the current one aside.`,
        );
      }
      movedAside = `${clusterDir}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
      renameSync(clusterDir, movedAside);
    }
    rmSync(clusterDir, { recursive: true, force: true });
    mkdirSync(clusterDir, { mode: 0o700 });
    await run('tar', ['-xzf', file, '-C', clusterDir]);
    const user = clusterUser();
    if (user) await run('chown', ['-R', `${user.uid}:${user.gid}`, clusterDir]);
    const cluster = await startCluster(clusterDir);
    await cluster.stop();
    return movedAside ? `The database that was there is kept as ${movedAside}.` : '';
  } finally {
    unlock();
  }
}
