import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const lockFile = (dir: string) => join(dir, 'anjuman.lock');
const freshDir = () => mkdtempSync(join(tmpdir(), 'anjuman-lock-'));

/** The state of a process in /proc/<pid>/stat: R, S, Z (a zombie)… */
function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

/**
 * A process that takes the lock on `dir`, under a parent that never collects its exit status: once it is
 * killed it stays a zombie, as a killed portal is for a moment before its parent (npm, systemd) reaps it.
 */
async function holderUnderIdleParent(dir: string): Promise<{ pid: number; end: () => void }> {
  const script = `import('./server/db/data-dir-lock.ts').then(async (m) => { await m.lockDataDir(${JSON.stringify(dir)}); console.log('held'); setInterval(() => {}, 1000); })`;
  // The shell starts the holder, prints its pid, then becomes `sleep`, which never waits for its child.
  const parent = spawn('/bin/sh', [
    '-c',
    `"$0" --import tsx -e "$1" & echo $!; exec sleep 120`,
    process.execPath,
    script,
  ]);
  let out = '';
  parent.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await expect.poll(() => out, { timeout: 20_000 }).toMatch(/held/);
  return { pid: Number(out.split('\n')[0]), end: () => parent.kill('SIGKILL') };
}

describe('data folder lock', () => {
  it('refuses a second holder, naming the first, and frees the folder on release', async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: process.pid });
    await expect(lockDataDir(dir)).rejects.toThrow(
      new DataDirLockedError(
        `The database folder ${dir} is in use by another Anjuman process (pid ${process.pid}). Stop it first.`,
      ),
    );
    // Another path to the same folder names the same lock.
    const link = join(freshDir(), 'link');
    symlinkSync(dir, link);
    await expect(lockDataDir(link)).rejects.toThrow(DataDirLockedError);
    release();
    expect(existsSync(lockFile(dir))).toBe(false);
    (await lockDataDir(dir))();
  });

  it('is taken at once from a holder killed outright, while it is still a zombie', async () => {
    const dir = freshDir();
    const holder = await holderUnderIdleParent(dir);
    try {
      await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${holder.pid})`);
      process.kill(holder.pid, 'SIGKILL');
      await expect.poll(() => processState(holder.pid)).toBe('Z');
      // Its lock file is still there, naming a pid that the system still lists.
      expect(JSON.parse(readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ pid: holder.pid });
      const release = await lockDataDir(dir);
      release();
    } finally {
      holder.end();
    }
  });
});
