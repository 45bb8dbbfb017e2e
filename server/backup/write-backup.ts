import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { backupFileName, backupsBeyond, listBackups } from './backup-files';
import { writeClusterBackup } from './base-backup';
import { writeServerDump } from './server-dump';

/** The database to back up: the embedded cluster (with its folder), or a server of DATABASE_URL. */
export type BackupSource = { url: string; clusterDir: string | null };

/**
 * Writes one backup into `dir`, then deletes all but the newest `keep`. The file holds every member's
 * personal data: only the portal's own user may read it.
 */
export async function writeBackup(
  source: BackupSource,
  dir: string,
  now: Date,
  keep: number,
): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, backupFileName(now, source.clusterDir ? 'cluster' : 'dump'));
  if (source.clusterDir) await writeClusterBackup(source.url, source.clusterDir, file);
  else await writeServerDump(source.url, file);
  await chmod(file, 0o600);
  for (const old of backupsBeyond(listBackups(dir), Math.max(keep, 1)))
    await rm(join(dir, old), { force: true });
  return file;
}
