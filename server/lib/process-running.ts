import { existsSync, readFileSync } from 'node:fs';

/**
 * Whether a process with this pid runs, ours or another user's (EPERM: it exists, we may not signal it). A
 * zombie does not: it has ended and only waits for its parent to collect its exit status, yet `kill(pid, 0)`
 * still answers for it (on Linux, state Z in /proc/<pid>/stat; elsewhere the signal is all there is).
 */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !hasEnded(pid);
}

const HAS_PROC = existsSync('/proc/self/stat');

function hasEnded(pid: number): boolean {
  if (!HAS_PROC) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may itself hold spaces or parentheses.
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    // Gone since the signal was sent.
    return true;
  }
}
