import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock';

const lockFile = (dir: string) => join(dir, 'anjuman.lock');

async function withOtherProcess(fn: (pid: number) => void | Promise<void>) {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
  await new Promise((r) => other.once('spawn', r));
  try {
    await fn(other.pid!);
  } finally {
    other.kill();
    await new Promise((r) => other.once('exit', r));
  }
}

describe('data folder lock', () => {
  it('refuses a second holder while the first runs, and frees the folder on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'anjuman-lock-'));
    await withOtherProcess((pid) => {
      writeFileSync(lockFile(dir), JSON.stringify({ pid, started: processStartTime(pid) }));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    });
    // Its process is gone, so the stale lock is taken over.
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to an unrelated live process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'anjuman-lock-'));
    await withOtherProcess((pid) => {
      // The pid is alive, but the process that wrote the lock started at another time: the pid was reused.
      writeFileSync(lockFile(dir), JSON.stringify({ pid, started: '1' }));
      const release = lockDataDir(dir);
      release();
    });
  });

  it('still honours a bare pid, as older versions wrote it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'anjuman-lock-'));
    await withOtherProcess((pid) => {
      writeFileSync(lockFile(dir), String(pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    });
  });
});
