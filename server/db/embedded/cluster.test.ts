import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessRunning } from '../../lib/process-running';
import {
  freePort,
  freshDataDir,
  type PortalProcess,
  portalEnv,
  startPortal,
  untilReady,
} from '../../test/portal-process';
import { openDatabase } from '../client';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = freshDataDir();
  folders.push(dir);
  return dir;
}

function postmasterPid(dir: string): number | null {
  const file = join(dir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

type UnreapedPortal = { parent: ChildProcess; pid: number; baseUrl: string; output: () => string };

/**
 * A portal under a parent that never collects its exit status (the shell becomes `sleep`), so that once it is
 * killed it stays a zombie: what a killed portal is for a moment before npm or systemd reaps it.
 */
async function startUnderIdleParent(dir: string): Promise<UnreapedPortal> {
  const port = await freePort();
  const parent = spawn(
    '/bin/sh',
    ['-c', '"$0" --import tsx server/main.ts & echo "pid $!"; exec sleep 600', process.execPath],
    {
      env: portalEnv(dir, port),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  parent.stdout!.on('data', (chunk) => {
    printed += chunk;
  });
  parent.stderr!.on('data', (chunk) => {
    printed += chunk;
  });
  await expect.poll(() => printed).toMatch(/^pid \d+/);
  return {
    parent,
    pid: Number(/^pid (\d+)/.exec(printed)![1]),
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => printed,
  };
}

/** Waits until it answers /readyz, or fails at once with what it printed when it stopped instead. */
async function untilServing(portal: UnreapedPortal): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (processState(portal.pid) === 'Z') throw new Error(`The portal stopped: ${portal.output()}`);
    if ((await fetch(`${portal.baseUrl}/readyz`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The portal was not ready within 60 s: ${portal.output()}`);
}

async function stopPortal(portal: PortalProcess): Promise<number | null> {
  portal.proc.kill('SIGTERM');
  return portal.exited;
}

describe('the embedded database', () => {
  it('runs a durable cluster reachable only through its socket, as a user that is not root', async () => {
    const dir = dataDir();
    const database = await openDatabase({ dataDir: dir });
    try {
      const { rows } = (await database.db.execute(
        `select name, setting from pg_settings
          where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses', 'unix_socket_directories')`,
      )) as unknown as { rows: { name: string; setting: string }[] };
      expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual({
        fsync: 'on',
        synchronous_commit: 'on',
        full_page_writes: 'on',
        listen_addresses: '',
        unix_socket_directories: join(dir, 'postgres'),
      });
      // No TCP: a connection to localhost's PostgreSQL port reaches some other server or nothing, never this one.
      expect(database.url).not.toMatch(/localhost|127\.0\.0\.1/);
      const pid = postmasterPid(dir)!;
      const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
      if (userInfo().uid === 0) expect(uid).not.toBe(0);
      else expect(uid).toBe(userInfo().uid);
      expect(statSync(join(dir, 'postgres')).mode & 0o077).toBe(0);
    } finally {
      await database.close();
    }
    expect(postmasterPid(dir)).toBeNull();
  });

  it('comes back healthy at once after the portal is killed, with every acknowledged write', async () => {
    const dir = dataDir();
    const portal = await startPortal(dir);
    await untilReady(portal);
    const token = await portal.signInAdmin();
    const acknowledged: string[] = [];
    let stopped = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stopped; i++) {
        const name = `Crash ${lane}-${i}`;
        try {
          const res = await portal.call('addCategory', { name, parentCategoryId: null }, token);
          if (res.status === 200) acknowledged.push(name);
        } catch {
          return; // The connection died with the process: not acknowledged.
        }
      }
    };
    const lanes = [1, 2, 3, 4].map(writer);
    await new Promise((r) => setTimeout(r, 1500));
    const orphan = postmasterPid(dir)!;
    portal.proc.kill('SIGKILL');
    await portal.exited;
    stopped = true;
    await Promise.all(lanes);
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(isProcessRunning(orphan)).toBe(true);

    const again = await startPortal(dir);
    await untilReady(again);
    expect(isProcessRunning(orphan)).toBe(false);
    const names = (await again.call('getCategories', {}, await again.signInAdmin())).body.result.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toEqual(expect.arrayContaining(acknowledged));

    expect(await stopPortal(again)).toBe(0);
    expect(postmasterPid(dir)).toBeNull();
  });

  it('starts healthy right after a kill -9, 8 times of 8, while the killed portal is still a zombie', async () => {
    const dir = dataDir();
    const parents: ChildProcess[] = [];
    try {
      for (let round = 0; round < 8; round++) {
        const portal = await startUnderIdleParent(dir);
        parents.push(portal.parent);
        await untilServing(portal);
        process.kill(portal.pid, 'SIGKILL');
        // Its parent has not collected it: the system still lists its pid, and kill(pid, 0) answers.
        await expect.poll(() => processState(portal.pid)).toBe('Z');
      }
      const last = await startPortal(dir);
      await untilReady(last);
      expect(await stopPortal(last)).toBe(0);
    } finally {
      for (const parent of parents) parent.kill('SIGKILL');
    }
  }, 300_000);

  it('tells a second portal process that the folder is taken, and leaves the first one running', async () => {
    const dir = dataDir();
    const first = await startPortal(dir);
    await untilReady(first);
    const second = await startPortal(dir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Anjuman process/);
    expect((await fetch(`${first.baseUrl}/readyz`)).ok).toBe(true);
    expect(await stopPortal(first)).toBe(0);
  });
});

describe('WORKERS', () => {
  it('serves from that many processes on one port, replaces one that dies, and stops them all', async () => {
    const dir = dataDir();
    const portal = await startPortal(dir, { WORKERS: '2' });
    await untilReady(portal);
    // The first worker may answer before the second listens; the banner comes once both do.
    await expect.poll(() => portal.output(), { timeout: 20_000 }).toMatch(/\(2 worker processes\)/);
    const workers = () =>
      readFileSync(`/proc/${portal.proc.pid}/task/${portal.proc.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number);
    expect(workers()).toHaveLength(2);
    const [first] = workers();
    process.kill(first!, 'SIGKILL');
    await expect
      .poll(() => workers().includes(first!) === false && workers().length === 2, { timeout: 20_000 })
      .toBe(true);
    await untilReady(portal);
    expect((await portal.call('getLocations', {})).status).toBe(200);
    const remaining = workers();
    portal.proc.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    for (const pid of remaining) expect(isProcessRunning(pid)).toBe(false);
    expect(postmasterPid(dir)).toBeNull();
  });
});

describe('a start that fails', () => {
  it('stops the cluster it started, so nothing is left running', async () => {
    const dir = dataDir();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const portal = await startPortal(dir, { PORT: String(port) });
      expect(await portal.exited).toBe(1);
      expect(portal.output()).toMatch(/EADDRINUSE/);
      expect(postmasterPid(dir)).toBeNull();
      expect(existsSync(join(dir, 'anjuman.lock'))).toBe(false);
    } finally {
      taken.close();
    }
  });
});

describe('the socket path', () => {
  it('refuses a DATA_DIR whose socket path would be too long, saying so', async () => {
    const dir = join(dataDir(), 'x'.repeat(90));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/too long for its socket.*shorter DATA_DIR/);
    // The lock is released, so a shorter folder can be chosen at once.
    expect(existsSync(join(dir, 'anjuman.lock'))).toBe(false);
  });
});
