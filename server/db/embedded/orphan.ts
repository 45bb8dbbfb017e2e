import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isProcessRunning } from '../../lib/process-running';

/** The postmaster named by the cluster's `postmaster.pid`, when that process still runs PostgreSQL. */
export function runningPostmaster(dir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    // A pid is reused once its process ends: only a postgres process serving this folder counts.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return cmdline[0]?.endsWith('postgres') && cmdline.includes(dir) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * A portal killed outright (kill -9, the OOM killer) leaves its postmaster running: pg_ctl detached it, so
 * nothing stops it. The next start stops it cleanly (SIGINT is PostgreSQL's fast shutdown: sessions end,
 * nothing committed is lost), then waits until it has gone, so the new postmaster can take the folder.
 */
export async function stopOrphanedPostmaster(dir: string): Promise<boolean> {
  const pid = runningPostmaster(dir);
  if (pid === null) return false;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isProcessRunning(pid); waited += 50) {
    // An immediate shutdown after 30 s: the next start then replays the WAL, which loses nothing committed.
    if (waited === 30_000) process.kill(pid, 'SIGQUIT');
    await sleep(50);
  }
  return true;
}
