import { chmod, mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { connectOnce } from '../db/one-connection';
import { BackupError } from './backup-error';
import { backupFileName, backupsBeyond, databaseTag, listBackups } from './backup-files';
import { writeClusterBackup } from './base-backup';
import { writeServerDump } from './server-dump';

/** The database to back up: the embedded cluster (with its folder), or a server of DATABASE_URL. */
/** `directUrl`: the primary itself, never a pooler (pg_dump's snapshot and settings need a session of its own). */
export type BackupSource = { directUrl: string; clusterDir: string | null };

/** The tag that names this database's backups (`databaseTag`), asked of the database itself. */
export async function databaseTagOf(url: string): Promise<string> {
  const client = await connectOnce(url);
  try {
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    // A hosted server may keep its control data from its users: the name alone then tells its databases apart.
    const system = await client
      .query<{ id: string }>('select system_identifier::text as id from pg_control_system()')
      .then((result) => result.rows[0]!.id)
      .catch(() => '');
    return databaseTag(rows[0]!.name, system);
  } finally {
    await client.end();
  }
}

/**
 * The backups' folder, which only the portal's own user may enter: made so, or made so again when it was
 * made by hand for others to enter too. A folder this process cannot change is refused.
 */
async function privateFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (((await stat(dir)).mode & 0o077) === 0) return;
  try {
    await chmod(dir, 0o700);
  } catch {
    throw new BackupError(
      `${dir} can be entered by other users, and is not ours to change: make it the portal's user's alone (chmod 700), or choose another BACKUP_DIR.`,
    );
  }
}

/**
 * The backup's file, empty and readable by its owner only, before tar or pg_dump writes its first byte:
 * both truncate a file that is there and keep its mode.
 */
async function privateFile(file: string): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    // The umask only ever takes bits away; a file that was already there keeps its own mode without this.
    await handle.chmod(0o600);
  } finally {
    await handle.close();
  }
}

/**
 * Writes one backup of the database into `dir`, named after that database, then deletes all of its backups
 * but the newest `keep` (another database's in the same folder are left alone). The file holds every
 * member's personal data: only the portal's own user may read it, or enter the folder.
 */
export async function writeBackup(
  source: BackupSource,
  dir: string,
  now: Date,
  keep: number,
): Promise<string> {
  await privateFolder(dir);
  const tag = await databaseTagOf(source.directUrl);
  const file = join(dir, backupFileName(now, source.clusterDir ? 'cluster' : 'dump', tag));
  await privateFile(file);
  try {
    if (source.clusterDir) await writeClusterBackup(source.directUrl, source.clusterDir, file);
    else await writeServerDump(source.directUrl, file);
  } catch (err) {
    // A file left half written would pass for today's backup, and push a good one out.
    await rm(file, { force: true });
    throw err;
  }
  for (const old of backupsBeyond(listBackups(dir), tag, Math.max(keep, 1)))
    await rm(join(dir, old), { force: true });
  return file;
}
