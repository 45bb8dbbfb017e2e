import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessRunning } from '../lib/process-running';

export class DataDirLockedError extends Error {}

/** Who holds the lock: the pid, and when that process started (null where the system does not say). */
type Holder = { pid: number; started: string | null };

/**
 * When a process started, in clock ticks since boot (field 22 of /proc/<pid>/stat on Linux). A pid is
 * reused once its process ends; the pid and its start time together name one process for good.
 */
export function processStartTime(pid: number): string | null {
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
  const text = readFileSync(path, 'utf8').trim();
  if (/^\d+$/.test(text)) return { pid: Number(text), started: null };
  try {
    const parsed = JSON.parse(text) as Partial<Holder>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote the lock still runs: its pid is alive and, where known, started when it did. */
export function holderIsAlive(holder: Holder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  if (!isProcessRunning(holder.pid)) return false;
  // The pid is alive, but it may have been handed to an unrelated process since: compare start times.
  const started = processStartTime(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/**
 * One portal per DATA_DIR: a second one would stop the first one's database as an orphan, or restore over
 * it. PostgreSQL's own `postmaster.pid` cannot tell a killed portal's postmaster from a live portal's, so
 * this lock names the portal itself. It is an exclusive
 * lock file holding our pid and start time; a lock left by a process that no longer runs, or whose pid now
 * belongs to another process, is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'anjuman.lock');
  const me: Holder = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(path);
      if (holder && holderIsAlive(holder)) {
        throw new DataDirLockedError(
          `The database folder ${dir} is in use by another Anjuman process (pid ${holder.pid}). Stop it first.`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the database folder ${dir}`);
}
