import { readdirSync } from 'node:fs';

/** How a backup is made: a base backup of the embedded cluster, or pg_dump of a DATABASE_URL server. */
export type BackupKind = 'cluster' | 'dump';

const EXTENSION: Record<BackupKind, string> = { cluster: '.tar.gz', dump: '.dump' };
const NAME = /^anjuman-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)\.(tar\.gz|dump)$/;

/** `anjuman-2026-11-25T05-00-00Z.tar.gz`: sorts by time as text, and says what restores it. */
export function backupFileName(now: Date, kind: BackupKind): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  return `anjuman-${stamp}Z${EXTENSION[kind]}`;
}

export function backupKindOf(file: string): BackupKind | null {
  if (file.endsWith(EXTENSION.cluster)) return 'cluster';
  if (file.endsWith(EXTENSION.dump)) return 'dump';
  return null;
}

/** When a backup of ours was made, from its name; null for any other file. */
export function backupTime(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [date, time] = match[1]!.split('T') as [string, string];
  return new Date(`${date}T${time.replaceAll('-', ':')}`);
}

/** The backups in a folder, newest first; other files there are not ours to count or delete. */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => backupTime(n) !== null).sort((a, b) => (a < b ? 1 : -1));
}

/** The backups to delete so the newest `keep` remain. */
export function backupsBeyond(namesNewestFirst: string[], keep: number): string[] {
  return namesNewestFirst.slice(keep);
}

const DAY_MS = 86_400_000;

/** A daily backup is due when none was made in the last day. */
export function dailyBackupDue(namesNewestFirst: string[], now: Date): boolean {
  const newest = namesNewestFirst[0] ? backupTime(namesNewestFirst[0]) : null;
  return newest === null || now.getTime() - newest.getTime() >= DAY_MS;
}
