import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_ADMIN } from './config';
import type { Call, Send } from './harness';

/** An empty DATA_DIR in the temporary folder, which the embedded database's user can pass through. */
export function freshDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'anjuman-portal-'));
  chmodSync(dir, 0o711);
  return dir;
}

/** A port nothing listens on now, for a process the test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Whether something accepts connections on the port, for a process the test waits for. */
export function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export type PortalProcess = {
  proc: ChildProcess;
  baseUrl: string;
  /** Everything the process printed, for the messages a test expects. */
  output(): string;
  exited: Promise<number | null>;
  /** Calls a function as the web client does: the name and input checked against the catalogue. */
  call: Call;
  signInAdmin(): Promise<string>;
};

/** The environment of a portal that a test starts on `dataDir` and `port`. */
export function portalEnv(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    BOT_CHECK: 'off',
    DEMO_DATA: 'off',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/**
 * The portal as `npm start` runs it, on `dataDir`, in a process of its own: what a crash test can kill. From
 * the sources, or with `release` from a release deployed in that folder (its bundle, its node_modules).
 */
export async function startPortal(
  dataDir: string,
  env: Record<string, string> = {},
  { release }: { release?: string } = {},
): Promise<PortalProcess> {
  const port = await freePort();
  // Node itself runs the server (tsx as a loader, not as a parent process), so a signal reaches the portal.
  const args = release ? ['--enable-source-maps', 'dist/server.js'] : ['--import', 'tsx', 'server/main.ts'];
  const proc = spawn(process.execPath, args, {
    cwd: release,
    env: portalEnv(dataDir, port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  proc.stdout!.on('data', (chunk) => {
    printed += chunk;
  });
  proc.stderr!.on('data', (chunk) => {
    printed += chunk;
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const send: Send = async (name, data, token) => {
    const res = await fetch(`${baseUrl}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
    });
    return { status: res.status, body: await res.json() };
  };
  // The same request; only the compile-time checks differ.
  const call = send as Call;
  return {
    proc,
    baseUrl,
    output: () => printed,
    exited,
    call,
    async signInAdmin() {
      const { body } = await call('signInStaff', TEST_ADMIN);
      return body.result.token as string;
    },
  };
}

/** Waits until the portal answers /readyz, or throws with what it printed when it stops first. */
export async function untilReady(portal: PortalProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (portal.proc.exitCode !== null) throw new Error(`The portal stopped: ${portal.output()}`);
    try {
      if ((await fetch(`${portal.baseUrl}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The portal was not ready within ${timeoutMs} ms: ${portal.output()}`);
}

/** Runs `npm run backup`, `restore` or `migrate` as a person would, with DATA_DIR (and DATABASE_URL) set. */
export function runCli(
  command: 'backup' | 'restore' | 'migrate',
  dir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/cli/${command}.ts`, ...args],
      {
        env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}
