import { closeSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessRunning } from '../lib/process-running';

export class DataDirLockedError extends Error {}

/** Who holds the lock: the pid, and when that process started (null where the system does not say). */
type Holder = { pid: number; started: string | null };

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat on Linux). A pid is
 * reused once its process ends; the pid and its start time together name one process for good.
 */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Reads a lock file: `{"pid":…,"started":…}`, or a bare pid as older versions wrote it. */
function readHolder(path: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), started: null };
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs: its pid is alive (not a zombie) and started when it did. */
function holderIsAlive(holder: Holder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  if (!isProcessRunning(holder.pid)) return false;
  // The pid is alive, but it may have been handed to an unrelated process since: compare start times.
  const started = processStartTime(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

function lockedError(dir: string, holder: Holder | null): DataDirLockedError {
  const who = holder ? ` (pid ${holder.pid})` : '';
  return new DataDirLockedError(
    `The database folder ${dir} is in use by another Anjuman process${who}. Stop it first.`,
  );
}

/**
 * The lock itself on Linux: a listening socket in the abstract namespace, named after the folder's device
 * and inode (so every path to the folder, a symlink or a bind mount, names one lock). The kernel holds it
 * for the process and frees it when the process's files close, at its very end, also after a kill -9 and
 * before its parent has collected it: a lock file judged by its pid refused a restart right after a crash,
 * since `kill(pid, 0)` still answers for the dead portal while it is a zombie. Binding is atomic too, where
 * two starts could both find one stale lock file and both remove it. Null: another process holds it.
 */
function holdKernelLock(dir: string): Promise<Server | null> {
  const { dev, ino } = statSync(dir);
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') resolve(null);
      else reject(err);
    });
    server.listen({ path: `\0anjuman-data-dir-${dev}-${ino}`, exclusive: true }, () => {
      // It never keeps the process alive by itself.
      server.unref();
      resolve(server);
    });
  });
}

/**
 * Where there is no abstract namespace (not Linux): an exclusive lock file holding our pid and start time;
 * a lock left by a process that no longer runs, or whose pid now belongs to another process, is taken over.
 */
function takeLockFile(dir: string, path: string, me: Holder): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(path);
      if (holder && holderIsAlive(holder)) throw lockedError(dir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dir}`);
}

/**
 * One portal per DATA_DIR: a second one would stop the first one's database as an orphan, or restore over
 * it. PostgreSQL's own `postmaster.pid` cannot tell a killed portal's postmaster from a live portal's, so
 * this lock names the portal itself: the kernel's lock on Linux (holdKernelLock), else a lock file. On Linux
 * the file `anjuman.lock` is written too, only to name the holder's pid when a second start is refused.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const path = join(dir, 'anjuman.lock');
  const me: Holder = { pid: process.pid, started: processStartTime(process.pid) };
  if (process.platform !== 'linux') {
    takeLockFile(dir, path, me);
    return () => rmSync(path, { force: true });
  }
  let server = await holdKernelLock(dir);
  // A holder killed outright lets go when its last thread has ended, a moment after its main thread: while
  // the file names a process that is no longer running, it is given that moment.
  for (let waited = 0; !server && waited < 2000; waited += 50) {
    const holder = readHolder(path);
    if (holder && holderIsAlive(holder)) break;
    await sleep(50);
    server = await holdKernelLock(dir);
  }
  if (!server) throw lockedError(dir, readHolder(path));
  writeFileSync(path, JSON.stringify(me));
  return () => {
    rmSync(path, { force: true });
    server.close();
  };
}
