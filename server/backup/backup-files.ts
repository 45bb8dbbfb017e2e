import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';

/** How a backup is made: a base backup of the embedded cluster, or pg_dump of a DATABASE_URL server. */
export type BackupKind = 'cluster' | 'dump';

const EXTENSION: Record<BackupKind, string> = { cluster: '.tar.gz', dump: '.dump' };
/** `anjuman-<database tag>-<time>.<ext>`; before the tag was added, `anjuman-<time>.<ext>`. */
const NAME =
  /^anjuman-(?:([A-Za-z0-9_]+-[0-9a-f]{8})-)?(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.(tar\.gz|dump)$/;

/**
 * Which database a backup is of, for its file name: the database's name, made safe for a file, and a short
 * hash of that name with its server's system identifier, so that two servers' databases of one name (two
 * embedded clusters, both `anjuman`) differ too.
 */
export function databaseTag(database: string, systemIdentifier: string): string {
  const name = database.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40) || 'database';
  const hash = createHash('sha256').update(`${systemIdentifier}/${database}`).digest('hex').slice(0, 8);
  return `${name}-${hash}`;
}

/** `anjuman-anjuman-1a2b3c4d-2026-11-25T05-00-00Z.tar.gz`: says which database, when, and what restores it. */
export function backupFileName(now: Date, kind: BackupKind, tag: string): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  return `anjuman-${tag}-${stamp}Z${EXTENSION[kind]}`;
}

export function backupKindOf(file: string): BackupKind | null {
  if (file.endsWith(EXTENSION.cluster)) return 'cluster';
  if (file.endsWith(EXTENSION.dump)) return 'dump';
  return null;
}

/**
 * When a backup of ours was made and of which database, from its name; null for any other file. A backup
 * named before names carried their database has the tag null.
 */
export function backupOf(name: string): { tag: string | null; time: Date } | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [date, time] = match[2]!.split('T') as [string, string];
  return { tag: match[1] ?? null, time: new Date(`${date}T${time.replaceAll('-', ':')}`) };
}

/** The backups in a folder, of every database, newest first; other files there are not ours to count or delete. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const made = (name: string) => backupOf(name)!.time.getTime();
  return names
    .filter((n) => backupOf(n) !== null)
    .sort((a, b) => made(b) - made(a) || (a < b ? 1 : a > b ? -1 : 0));
}

/**
 * The backups to delete so that the newest `keep` of the database `tag` remain; another database's are
 * never counted or deleted. Those named before names carried their database were made by whichever
 * database backed up into the folder then: they count among each database's, older than any named since,
 * so they go as new ones come.
 */
export function backupsBeyond(namesNewestFirst: string[], tag: string, keep: number): string[] {
  return namesNewestFirst
    .filter((name) => {
      const backup = backupOf(name);
      return backup !== null && (backup.tag === tag || backup.tag === null);
    })
    .slice(keep);
}

const DAY_MS = 86_400_000;

/**
 * A daily backup of the database `tag` is due when none of it was made in the last day. Another database's
 * backups in the same folder do not count, nor do those whose name does not say which database they hold.
 */
export function dailyBackupDue(namesNewestFirst: string[], tag: string, now: Date): boolean {
  const newest = namesNewestFirst.map(backupOf).find((backup) => backup?.tag === tag);
  return !newest || now.getTime() - newest.time.getTime() >= DAY_MS;
}
