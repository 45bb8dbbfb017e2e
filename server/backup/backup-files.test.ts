import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  backupKindOf,
  backupOf,
  backupsBeyond,
  dailyBackupDue,
  databaseTag,
} from './backup-files';

const at = (iso: string) => new Date(iso);
const ours = databaseTag('anjuman', '7301234567890123456');
const theirs = databaseTag('anjuman', '7309999999999999999');
/** A backup's name as versions before the database's tag wrote it. */
const untagged = (iso: string) => `anjuman-${iso.slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;

describe('backup file names', () => {
  it('name the database and the time in UTC, sort by it as text, and say what restores them', () => {
    const name = backupFileName(at('2026-11-25T05:06:07.890Z'), 'cluster', ours);
    expect(name).toMatch(/^anjuman-anjuman-[0-9a-f]{8}-2026-11-25T05-06-07Z\.tar\.gz$/);
    expect(backupOf(name)).toEqual({ tag: ours, time: at('2026-11-25T05:06:07Z') });
    expect(backupKindOf(name)).toBe('cluster');
    expect(backupKindOf(backupFileName(at('2026-11-25T05:06:07Z'), 'dump', ours))).toBe('dump');
    expect(
      backupFileName(at('2026-01-02T00:00:00Z'), 'dump', ours) <
        backupFileName(at('2026-01-10T00:00:00Z'), 'dump', ours),
    ).toBe(true);
  });

  it('tell apart databases of one name on two servers, and two names on one server', () => {
    expect(ours).not.toBe(theirs);
    expect(databaseTag('anjuman_north', '1')).toMatch(/^anjuman_north-/);
    expect(databaseTag('anjuman_north', '1')).not.toBe(databaseTag('anjuman_south', '1'));
    expect(databaseTag('Ünïcode db', '1')).toMatch(/^_n_code_db-[0-9a-f]{8}$/);
  });

  it('still read the names of backups made before they named their database', () => {
    expect(backupOf(untagged('2026-11-25T05:06:07Z'))).toEqual({
      tag: null,
      time: at('2026-11-25T05:06:07Z'),
    });
  });

  it('are not confused with other files', () => {
    expect(backupOf('notes.txt')).toBeNull();
    expect(backupOf('anjuman-2026-11-25.tar.gz')).toBeNull();
    expect(backupKindOf('members.csv')).toBeNull();
  });
});

describe('keeping backups', () => {
  const mine = (day: number) => backupFileName(at(`2026-11-${day}T06:00:00Z`), 'dump', ours);
  const other = (day: number) => backupFileName(at(`2026-11-${day}T07:00:00Z`), 'dump', theirs);

  it("deletes all but the newest BACKUP_KEEP of this database, never another database's", () => {
    const names = [other(24), mine(24), other(23), mine(23), other(22), mine(22)];
    expect(backupsBeyond(names, ours, 2)).toEqual([mine(22)]);
    expect(backupsBeyond(names, theirs, 1)).toEqual([other(23), other(22)]);
    expect(backupsBeyond(names, ours, 14)).toEqual([]);
  });

  it('counts the backups named before the database was as the oldest of each database, so they go', () => {
    const names = [mine(24), mine(23), untagged('2026-11-22T06:00:00Z'), untagged('2026-11-21T06:00:00Z')];
    expect(backupsBeyond(names, ours, 3)).toEqual([untagged('2026-11-21T06:00:00Z')]);
    expect(backupsBeyond(names, theirs, 1)).toEqual([untagged('2026-11-21T06:00:00Z')]);
  });

  it('makes a daily backup when none of this database is a day old or newer', () => {
    const newest = [backupFileName(at('2026-11-24T06:00:00Z'), 'cluster', ours)];
    expect(dailyBackupDue([], ours, at('2026-11-25T06:00:00Z'))).toBe(true);
    expect(dailyBackupDue(newest, ours, at('2026-11-25T05:59:59Z'))).toBe(false);
    expect(dailyBackupDue(newest, ours, at('2026-11-25T06:00:00Z'))).toBe(true);
  });

  it("is not put off by another database's backup in the same folder, nor by an unnamed one", () => {
    const now = at('2026-11-25T06:00:00Z');
    const hourAgo = at('2026-11-25T05:00:00Z');
    expect(dailyBackupDue([backupFileName(hourAgo, 'dump', theirs)], ours, now)).toBe(true);
    expect(dailyBackupDue([untagged(hourAgo.toISOString())], ours, now)).toBe(true);
    const both = [backupFileName(hourAgo, 'dump', theirs), backupFileName(hourAgo, 'dump', ours)];
    expect(dailyBackupDue(both, ours, now)).toBe(false);
  });
});
