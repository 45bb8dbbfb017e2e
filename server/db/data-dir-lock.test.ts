import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('data folder lock', () => {
  it('refuses a second holder while the first runs, and frees the folder on release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'anjuman-lock-'));
    // Another live process holds the lock.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'anjuman.lock'), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
      await new Promise((r) => other.once('exit', r));
    }
    // Its process is gone, so the stale lock is taken over.
    const release = lockDataDir(dir);
    expect(existsSync(join(dir, 'anjuman.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'anjuman.lock'))).toBe(false);
  });
});
