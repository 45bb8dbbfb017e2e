import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchCluster } from './support/embedded-server';

/**
 * Throughput at 50 connections, the portal against bare Fastify answering the same query,
 * side by side in one run, on the embedded PostgreSQL (the default, fsync on) and, with DATABASE_URL or
 * TEST_DATABASE_URL, on that server. Each server runs in its own process; autocannon runs here. Goals: at
 * least 0.5 of bare on PostgreSQL, p99 under 100 ms on both; on the embedded default at least 3,000
 * getLocations a second with a p99 under 50 ms.
 * Usage: npx tsx bench/load.ts [seconds per run, default 10]
 */
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;

type Ready = { port: number; token: string; districtId: string };

async function start(args: string[]): Promise<{ proc: ChildProcess; ready: Ready }> {
  // In a process group of its own: stop() kills the group, npx and the tsx and node processes below it, which
  // a kill of npx alone would leave running (holding the CPU and the memory of the next measurement).
  const proc = spawn('npx', ['tsx', 'bench/load-server.ts', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const lines = createInterface({ input: proc.stdout! });
  const ready = await new Promise<Ready>((resolve, reject) => {
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Ready);
    });
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { proc, ready };
}

function run(ready: Ready, fn: string) {
  const body =
    fn === 'getLocations' ? { data: { parentId: ready.districtId } } : { data: fn === 'getAlerts' ? {} : {} };
  return autocannon({
    url: `http://127.0.0.1:${ready.port}/api/${fn}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: {
      'content-type': 'application/json',
      ...(fn === 'getLocations' ? {} : { authorization: `Bearer ${ready.token}` }),
    },
    body: JSON.stringify(body),
  });
}

async function freshPostgres(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `anjuman_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

function stop(proc: ChildProcess) {
  try {
    process.kill(-proc.pid!, 'SIGKILL');
  } catch {
    proc.kill('SIGKILL');
  }
}

async function compare(label: string, anjumanArgs: string[], bareArgs: string[]) {
  const anjuman = await start(anjumanArgs);
  const bare = await start(bareArgs);
  try {
    for (const fn of ['getLocations', 'getAlerts', 'getSessionUser']) {
      // A short warm-up: the JIT, the pool and the database's caches.
      await autocannon({
        url: `http://127.0.0.1:${anjuman.ready.port}/healthz`,
        duration: 1,
        connections: 5,
      });
      const ours = await run(anjuman.ready, fn);
      const theirs = await run(bare.ready, fn);
      const bad = ours.non2xx + ours.errors;
      console.log(
        `${label} ${fn}: Anjuman ${Math.round(ours.requests.average)} req/s, p99 ${ours.latency.p99} ms` +
          `${bad ? ` (${bad} failed)` : ''} | bare ${Math.round(theirs.requests.average)} req/s, ` +
          `p99 ${theirs.latency.p99} ms | ratio ${(ours.requests.average / theirs.requests.average).toFixed(2)}`,
      );
    }
  } finally {
    stop(anjuman.proc);
    stop(bare.proc);
  }
}

// ONLY=postgres or ONLY=embedded runs one of the two.
if (process.env.ONLY !== 'postgres') {
  const cluster = await startBenchCluster();
  const db = await freshPostgres(cluster.serverUrl);
  try {
    await compare('Embedded', ['anjuman', db.url, '--setup'], ['bare', db.url]);
  } finally {
    await db.drop();
    await cluster.stop();
  }
}
const base = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (base && process.env.ONLY !== 'embedded') {
  const db = await freshPostgres(base);
  try {
    await compare('PostgreSQL', ['anjuman', db.url, '--setup'], ['bare', db.url]);
  } finally {
    await db.drop();
  }
}
process.exit(0);
