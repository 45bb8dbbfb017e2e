import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Issue 7: how long `npm start` takes to a healthy server on the embedded database, on an empty DATA_DIR and
 * on a restart, and how much memory the running server then holds. It runs what `npm start` runs: the
 * build check (nothing to build when the sources are unchanged), then the bundled server.
 * Budget: a restart healthy in at most 4 s; a steady server at most 400 MiB.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const root = join(import.meta.dirname, '..');

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startOnce(dataDir: string): Promise<{ healthyMs: number; rss: number }> {
  const t0 = performance.now();
  execFileSync(process.execPath, [join(root, 'scripts', 'build-if-changed.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  const proc = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist', 'server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  let healthyMs = Number.NaN;
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) {
        healthyMs = performance.now() - t0;
        break;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  // A steady server: it has served the picker and the login page, and the collector has had a moment.
  for (let i = 0; i < 20; i++) {
    await fetch(`http://127.0.0.1:${PORT}/api/getLocations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
    });
    await fetch(`http://127.0.0.1:${PORT}/login`);
  }
  await new Promise((r) => setTimeout(r, 3000));
  const rss = rssMiB(proc.pid!);
  proc.kill('SIGTERM');
  await new Promise((r) => proc.on('exit', r));
  return { healthyMs, rss };
}

const dataDir = mkdtempSync(join(tmpdir(), 'anjuman-start-'));
try {
  const first = await startOnce(dataDir);
  const restart = await startOnce(dataDir);
  const again = await startOnce(dataDir);
  const show = (label: string, r: { healthyMs: number; rss: number }) =>
    console.log(
      `${label}: healthy in ${(r.healthyMs / 1000).toFixed(1)} s, then ${r.rss.toFixed(0)} MiB resident`,
    );
  show('First start, empty DATA_DIR', first);
  show('Restart', restart);
  show('Restart again', again);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
