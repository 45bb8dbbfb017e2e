import { describe, expect, it } from 'vitest';
import { backupFileName, backupKindOf, backupsBeyond, backupTime, dailyBackupDue } from './backup-files';

const at = (iso: string) => new Date(iso);

describe('backup file names', () => {
  it('name the time in UTC, sort by it as text, and say what restores them', () => {
    const name = backupFileName(at('2026-11-25T05:06:07.890Z'), 'cluster');
    expect(name).toBe('anjuman-2026-11-25T05-06-07Z.tar.gz');
    expect(backupTime(name)).toEqual(at('2026-11-25T05:06:07Z'));
    expect(backupKindOf(name)).toBe('cluster');
    expect(backupKindOf(backupFileName(at('2026-11-25T05:06:07Z'), 'dump'))).toBe('dump');
    expect(
      backupFileName(at('2026-01-02T00:00:00Z'), 'dump') < backupFileName(at('2026-01-10T00:00:00Z'), 'dump'),
    ).toBe(true);
  });

  it('are not confused with other files', () => {
    expect(backupTime('notes.txt')).toBeNull();
    expect(backupTime('anjuman-2026-11-25.tar.gz')).toBeNull();
    expect(backupKindOf('members.csv')).toBeNull();
  });
});

describe('keeping backups', () => {
  const names = ['d', 'c', 'b', 'a'];
  it('deletes all but the newest BACKUP_KEEP', () => {
    expect(backupsBeyond(names, 2)).toEqual(['b', 'a']);
    expect(backupsBeyond(names, 14)).toEqual([]);
  });

  it('makes a daily backup when none is a day old or newer', () => {
    const newest = [backupFileName(at('2026-11-24T06:00:00Z'), 'cluster')];
    expect(dailyBackupDue([], at('2026-11-25T06:00:00Z'))).toBe(true);
    expect(dailyBackupDue(newest, at('2026-11-25T05:59:59Z'))).toBe(false);
    expect(dailyBackupDue(newest, at('2026-11-25T06:00:00Z'))).toBe(true);
  });
});
