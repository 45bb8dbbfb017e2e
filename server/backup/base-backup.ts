import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { connectOnce } from '../db/one-connection';

const run = promisify(execFile);

/**
 * What a base backup leaves out, as PostgreSQL's own pg_basebackup does: files of the running server
 * (its pid, sockets, temporary and shared-memory state) and the WAL, of which only the part the backup
 * needs is added at the end. The folders themselves stay, empty, as a cluster needs them.
 */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED =
  /^(postmaster\.pid|postmaster\.opts|postgresql\.log|backup_label|tablespace_map|\.s\.PGSQL\..*|pgsql_tmp.*|pg_internal\.init)$/;

async function copyTree(from: string, to: string, top: boolean): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const entry of entries) {
    if (SKIPPED.test(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) await mkdir(target, { mode: 0o700 });
      else await copyTree(source, target, false);
    } else if (entry.isFile()) {
      // A table dropped while the backup runs takes its files with it: the WAL replay drops it again.
      await copyFile(source, target).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    }
  }
}

/** The WAL from the backup's start to its end, and the timelines' history: what recovery replays. */
async function copyWal(clusterDir: string, staging: string, first: string, last: string): Promise<void> {
  const wal = join(clusterDir, 'pg_wal');
  await mkdir(join(staging, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 });
  for (const name of await readdir(wal)) {
    const segment = /^[0-9A-F]{24}$/.test(name) && name >= first && name <= last;
    if (segment || name.endsWith('.history')) await copyFile(join(wal, name), join(staging, 'pg_wal', name));
  }
}

/**
 * A base backup of the running embedded cluster, through PostgreSQL's low-level backup API: the files are
 * copied while the portal keeps writing, and the WAL written meanwhile goes with them, so the copy opens
 * as the database stood when the backup ended (every committed write, sessions included). The result is
 * a gzipped tar of a cluster folder; `restoreClusterBackup` unpacks it. The files are copied to a staging
 * folder first, so tar never sees a file change size under it.
 */
export async function writeClusterBackup(url: string, clusterDir: string, file: string): Promise<void> {
  const staging = `${file}.partial`;
  const client = await connectOnce(url);
  try {
    await rm(staging, { recursive: true, force: true });
    const started = await client.query<{ wal: string }>(
      `select pg_walfile_name(lsn) as wal from pg_backup_start('anjuman', true) as lsn`,
    );
    await copyTree(clusterDir, staging, true);
    const stopped = await client.query<{ wal: string; labelfile: string; spcmapfile: string }>(
      `select pg_walfile_name(lsn) as wal, labelfile, spcmapfile from pg_backup_stop(false)`,
    );
    const end = stopped.rows[0]!;
    await copyWal(clusterDir, staging, started.rows[0]!.wal, end.wal);
    await writeFile(join(staging, 'backup_label'), end.labelfile);
    if (end.spcmapfile) await writeFile(join(staging, 'tablespace_map'), end.spcmapfile);
    await run('tar', ['-czf', file, '-C', staging, '.']);
  } finally {
    await client.end();
    await rm(staging, { recursive: true, force: true });
  }
}
