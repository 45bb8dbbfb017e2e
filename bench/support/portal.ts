import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

/**
 * A portal checkout run as `npm start` runs it (the build check, then the bundled server), for the benchmarks
 * that compare two checkouts of the portal on the same machine in one run (PGlite against the
 * embedded PostgreSQL). PORTAL_DIR is the checkout to measure (default: this one); COMPARE_DIR, when set, is
 * measured after it.
 */
export type Checkout = { dir: string; label: string };

export function checkouts(): Checkout[] {
  const dirs = [process.env.PORTAL_DIR || join(import.meta.dirname, '..', '..')];
  if (process.env.COMPARE_DIR) dirs.push(process.env.COMPARE_DIR);
  return dirs.map((d) => {
    const dir = resolve(d);
    if (!existsSync(join(dir, 'scripts', 'build-if-changed.mjs'))) {
      throw new Error(`${dir} is not a portal checkout (no scripts/build-if-changed.mjs)`);
    }
    return { dir, label: describe(dir) };
  });
}

/** The folder's name and its commit, with "+changes" when the work tree differs from it. */
function describe(dir: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${basename(dir)} ${git('rev-parse', '--short', 'HEAD')}${dirty ? '+changes' : ''}`;
  } catch {
    return basename(dir);
  }
}

/** What `npm start` does before the server: builds the web app and the server bundle if their sources changed. */
export function buildIfChanged(dir: string): void {
  execFileSync(process.execPath, [join(dir, 'scripts', 'build-if-changed.mjs')], {
    cwd: dir,
    stdio: 'inherit',
  });
}

/**
 * The environment of a benchmarked portal: the embedded database in `dataDir` (a DATABASE_URL of the
 * benchmark's own shell must not redirect it), on 127.0.0.1:`port`.
 */
export function portalEnv(
  dataDir: string,
  port: number,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/**
 * An empty DATA_DIR under the system's temporary folder. Started as root, the embedded PostgreSQL runs as the
 * user postgres, which must be able to pass through it (mkdtemp makes it 0700).
 */
export function freshDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}

/** The bundled server's command line, as `npm start` runs it. */
export const serverArgs = ['--enable-source-maps', join('dist', 'server.js')];

/** Polls `/healthz` every 50 ms; the time it first answers, or NaN when it never did (or the process died). */
export async function waitHealthy(port: number, proc: ChildProcess, timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && proc.exitCode === null && proc.signalCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now();
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  return Number.NaN;
}

/**
 * The embedded PostgreSQL's postmaster, from the first line of `DATA_DIR/postgres/postmaster.pid`, while it
 * runs; null when there is no such file (PGlite) or its process is gone.
 */
export function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
}

/** Each process's children, read from /proc. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name may hold spaces and parentheses: the parent pid is the second field after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {}
  }
  return children;
}

export const childrenOf = (pid: number): number[] => childrenByParent().get(pid) ?? [];

/** Every live process below `pid` (children, their children, and so on). */
export function descendants(pid: number): number[] {
  const children = childrenByParent();
  const out: number[] = [];
  const visit = (p: number) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      visit(c);
    }
  };
  visit(pid);
  return out;
}

/** Whether a process runs (a zombie, exited but not yet reaped, does not). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

/**
 * Stops a portal as an operator would (SIGTERM to the node process `pid`, which is `proc` unless `proc` is a
 * wrapper such as strace) and waits for it to exit, then for the embedded postmaster, if any, to be gone: the
 * next start must not find the old one still shutting down. A postmaster still running 15 s after the portal
 * exited is a finding: it is reported and stopped (fast shutdown). Last, waits for `proc` itself.
 */
export async function stopPortal(proc: ChildProcess, dataDir: string, pid = proc.pid!): Promise<void> {
  const exited = new Promise((r) => {
    if (proc.exitCode !== null || proc.signalCode !== null) r(null);
    else proc.once('exit', r);
  });
  if (alive(pid)) process.kill(pid, 'SIGTERM');
  if (!(await until(() => !alive(pid), 30_000))) {
    console.warn(`The portal (pid ${pid}) did not exit within 30 s of SIGTERM: killing it`);
    process.kill(pid, 'SIGKILL');
  }
  if (!(await until(() => postmasterPid(dataDir) === null, 15_000))) {
    const left = postmasterPid(dataDir);
    console.warn(`The postmaster (pid ${left}) outlived the portal by 15 s: stopping it (SIGINT)`);
    if (left !== null) process.kill(left, 'SIGINT');
    await until(() => postmasterPid(dataDir) === null, 10_000);
  }
  await exited;
}

export const spawnServer = (
  dir: string,
  env: NodeJS.ProcessEnv,
  command: string[],
  stdout: 'ignore' | 'pipe',
) => spawn(command[0]!, command.slice(1), { cwd: dir, env, stdio: ['ignore', stdout, 'inherit'] });
