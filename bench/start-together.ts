import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../server/test/portal-process';
import { startBenchCluster } from './support/embedded-server';

/**
 * Four portal processes started in the same moment on one empty PostgreSQL database, ten rounds,
 * each on a fresh database. Goal: all four healthy within 30 s, every round. Prints each round's time to the
 * last healthy process. The server is an embedded cluster of the bench's own, or DATABASE_URL's (a scratch
 * database per round, dropped after). Usage: npx tsx bench/start-together.ts [rounds] [processes]
 */
const ROUNDS = Number(process.argv[2] ?? 10);
const PROCESSES = Number(process.argv[3] ?? 4);
const LIMIT_MS = 30_000;
const root = join(import.meta.dirname, '..');

async function healthy(port: number, proc: ChildProcess, started: number): Promise<number> {
  while (performance.now() - started < LIMIT_MS) {
    if (proc.exitCode !== null) throw new Error(`a process exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return performance.now() - started;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not healthy within ${LIMIT_MS / 1000} s`);
}

const own = process.env.DATABASE_URL ? null : await startBenchCluster();
const serverUrl = own?.serverUrl ?? process.env.DATABASE_URL!;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const folder = mkdtempSync(join(tmpdir(), 'anjuman-together-'));
let failures = 0;
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const name = `anjuman_together_${process.pid}_${round}`;
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
    const started = performance.now();
    // The bundled server, as npm start runs it once built: four of them, at once.
    const procs = ports.map((port) =>
      spawn(process.execPath, [join(root, 'dist', 'server.js')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url.toString(),
          DATA_DIR: join(folder, String(port)),
          LOG_LEVEL: 'warn',
          BOT_CHECK: 'off',
        },
        stdio: 'ignore',
      }),
    );
    try {
      const times = await Promise.all(procs.map((proc, i) => healthy(ports[i]!, proc, started)));
      console.log(
        `round ${round}: all ${PROCESSES} healthy, the last after ${(Math.max(...times) / 1000).toFixed(1)} s`,
      );
    } catch (err) {
      failures += 1;
      console.log(`round ${round}: FAILED (${(err as Error).message})`);
    } finally {
      for (const proc of procs) proc.kill('SIGTERM');
      await Promise.all(
        procs.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : null)),
      );
      await admin.query(`drop database ${name} with (force)`);
    }
  }
} finally {
  await admin.end();
  await own?.stop();
  rmSync(folder, { recursive: true, force: true });
}
console.log(
  failures === 0
    ? `All ${ROUNDS} rounds: every process healthy within ${LIMIT_MS / 1000} s.`
    : `OVER BUDGET: ${failures} of ${ROUNDS} rounds failed.`,
);
process.exit(failures === 0 ? 0 : 1);
