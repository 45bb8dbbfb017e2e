import { readFileSync, rmSync } from 'node:fs';
import {
  buildIfChanged,
  type Checkout,
  checkouts,
  descendants,
  freshDataDir,
  portalEnv,
  postmasterPid,
  serverArgs,
  spawnServer,
  stopPortal,
  waitHealthy,
} from './support/portal';

/**
 * How long `npm start` takes to a healthy `/healthz` on an empty DATA_DIR and on two
 * restarts, and how much memory the portal and its database then hold together. It runs what `npm start`
 * runs: the build check (nothing to build when the sources are unchanged; a needed build is done once before
 * the clock starts), then the bundled server.
 *
 * Memory is PSS (the sum of `Pss:` in /proc/<pid>/smaps_rollup), so pages the processes share are counted
 * once, not once per process as a sum of RSS would: the node process and all its descendants, plus the
 * embedded PostgreSQL's postmaster (first line of DATA_DIR/postgres/postmaster.pid; pg_ctl daemonizes it,
 * so it is not below node) and all its descendants. Without that file (PGlite) only node's tree counts.
 *
 * Budget: first start healthy in at most 8 s, a restart in at most 2 s; the portal and its
 * database together at most 300 MiB PSS when steady. Each figure over its budget is marked OVER BUDGET.
 *
 * PORTAL_DIR=/path/to/checkout measures another checkout (default: this one); COMPARE_DIR=/path/to/other
 * measures a second one after it, in the same run, and prints both side by side. BENCH_PORT (default 3293).
 * Usage: [PORTAL_DIR=…] [COMPARE_DIR=…] npx tsx bench/start-memory.ts
 */
const PORT = Number(process.env.BENCH_PORT ?? 3293);
const BUDGET = { firstStartS: 8, restartS: 2, pssMiB: 300 };

type Memory = { total: number; node: number; database: number; processes: number };
type Start = { healthyMs: number; memory: Memory };

/** PSS of one process in MiB; 0 when it has gone meanwhile. */
function pssMiB(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The portal's process tree and, when the embedded PostgreSQL runs, the postmaster's tree, each pid once. */
function memoryOf(nodePid: number, dataDir: string): Memory {
  const nodeTree = new Set([nodePid, ...descendants(nodePid)]);
  const postmaster = postmasterPid(dataDir);
  const dbTree = new Set(postmaster === null ? [] : [postmaster, ...descendants(postmaster)]);
  for (const pid of nodeTree) dbTree.delete(pid);
  const sum = (pids: Set<number>) => [...pids].reduce((s, pid) => s + pssMiB(pid), 0);
  const node = sum(nodeTree);
  const database = sum(dbTree);
  return { total: node + database, node, database, processes: nodeTree.size + dbTree.size };
}

async function startOnce({ dir }: Checkout, dataDir: string): Promise<Start> {
  const t0 = performance.now();
  buildIfChanged(dir);
  const proc = spawnServer(dir, portalEnv(dataDir, PORT), [process.execPath, ...serverArgs], 'ignore');
  try {
    const healthyMs = (await waitHealthy(PORT, proc)) - t0;
    if (Number.isNaN(healthyMs)) throw new Error(`${dir}: the portal never answered /healthz`);
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
    return { healthyMs, memory: memoryOf(proc.pid!, dataDir) };
  } finally {
    await stopPortal(proc, dataDir);
  }
}

const STARTS = ['First start, empty DATA_DIR', 'Restart', 'Restart again'] as const;

async function measure(checkout: Checkout): Promise<Start[]> {
  // A build the sources call for is done here, outside the clock; each start then runs the check as npm start.
  buildIfChanged(checkout.dir);
  const dataDir = freshDataDir('anjuman-start-');
  try {
    const starts: Start[] = [];
    for (const _ of STARTS) starts.push(await startOnce(checkout, dataDir));
    return starts;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const over = (value: number, budget: number) => (value > budget ? ' OVER BUDGET' : '');

function figures(start: Start, i: number): { time: string; memory: string } {
  const s = start.healthyMs / 1000;
  const m = start.memory;
  const split = m.database > 0 ? ` (node ${m.node.toFixed(0)} + postgres ${m.database.toFixed(0)})` : '';
  return {
    time: `${s.toFixed(1)} s${over(s, i === 0 ? BUDGET.firstStartS : BUDGET.restartS)}`,
    memory: `${m.total.toFixed(0)} MiB PSS${split}, ${m.processes} processes${over(m.total, BUDGET.pssMiB)}`,
  };
}

const measured: { checkout: Checkout; starts: Start[] }[] = [];
for (const checkout of checkouts()) {
  console.log(`\n${checkout.label} (${checkout.dir})`);
  const starts = await measure(checkout);
  starts.forEach((start, i) => {
    const f = figures(start, i);
    console.log(`${STARTS[i]}: healthy in ${f.time}, then ${f.memory}`);
  });
  measured.push({ checkout, starts });
}

if (measured.length > 1) {
  const rows = [
    ['', ...measured.map((m) => m.checkout.label)],
    ...STARTS.flatMap((label, i) => [
      [`${label}: healthy in`, ...measured.map((m) => figures(m.starts[i]!, i).time)],
      [`${label}: memory`, ...measured.map((m) => figures(m.starts[i]!, i).memory)],
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  console.log(
    `\nSide by side (budget: first start ${BUDGET.firstStartS} s, restart ${BUDGET.restartS} s, ${BUDGET.pssMiB} MiB PSS)`,
  );
  for (const row of rows)
    console.log(
      row
        .map((cell, c) => cell.padEnd(widths[c]!))
        .join(' | ')
        .trimEnd(),
    );
}
