import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  buildIfChanged,
  type Checkout,
  checkouts,
  childrenOf,
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
 * Does an acknowledged write reach the disk? Starts the portal as `npm start` runs it, on a fresh
 * DATA_DIR, under `strace -f` (which follows every thread and child, and the embedded PostgreSQL's processes
 * too, though pg_ctl daemonizes them), signs a demo member in by OTP, makes N `updateBasicInfo` calls one
 * after the other, each acknowledged (HTTP 200, pass true) before the next is sent, stops the portal, and
 * counts the fsync-family calls made while the writes ran.
 *
 * Only the window from sending the first write to the last acknowledgement counts: start-up (initdb,
 * migrations, the demo data) and shutdown (a checkpoint) sync plenty, and none of it says anything about a
 * write. So strace records each call with its time (`-ttt`, the same wall clock as Date.now()) rather than
 * the summary of `-c`, and the run is cut by time afterwards. Inside the window every call counts, whoever
 * makes it (a background WAL flush is as durable as the backend's own); the figures per write also show how
 * many writes had no fsync or fdatasync of their own, between their request and their acknowledgement.
 * `fsync` and `fdatasync` make data durable; `sync_file_range` and `msync` are listed apart, since
 * PostgreSQL uses sync_file_range only to start writeback early, which makes nothing durable.
 *
 * Goal: at least one fsync per acknowledged write.
 * PORTAL_DIR, COMPARE_DIR and BENCH_PORT (default 3294) as in start-memory.ts; WRITES (default 50).
 * Usage: [PORTAL_DIR=…] [COMPARE_DIR=…] npx tsx bench/fsync-per-write.ts
 */
const PORT = Number(process.env.BENCH_PORT ?? 3294);
const WRITES = Number(process.env.WRITES ?? 50);
const SYNCS = ['fsync', 'fdatasync', 'sync_file_range', 'msync'] as const;
// Writes at an offset: how PostgreSQL writes its WAL and pages, and how PGlite's Node file system writes its
// files (sockets and the log use write/writev). Traced for context: data handed to the kernel, not synced.
const FILE_WRITES = ['pwrite64', 'pwritev', 'pwritev2'] as const;
const SYSCALLS = [...SYNCS, ...FILE_WRITES];
type Syscall = (typeof SYSCALLS)[number];
const DURABLE: readonly Syscall[] = ['fsync', 'fdatasync'];
// A demo member (server/db/seed/data/demo-members.ts): seeded on a fresh DATA_DIR, privacy notice accepted.
const PHONE = '7100000000';

type Call = { tid: number; at: number; name: Syscall };
type Window = { from: number; to: number };
type Result = {
  writes: Window[];
  all: Window;
  calls: Call[];
  /** Which process each traced thread belonged to, as seen at the end of the writes. */
  owner: Map<number, string>;
};

/** One line of `strace -f -ttt -o`: "<tid> <seconds.micros> <call>(…"; "<... resumed>" halves are not calls. */
function parseTrace(text: string): Call[] {
  const calls: Call[] = [];
  for (const line of text.split('\n')) {
    const m = /^(\d+)\s+(\d+\.\d+)\s+(\w+)\(/.exec(line);
    if (m && (SYSCALLS as readonly string[]).includes(m[3]!)) {
      calls.push({ tid: Number(m[1]), at: Number(m[2]) * 1000, name: m[3] as Syscall });
    }
  }
  return calls;
}

/** Threads of the portal's and the postmaster's process trees, named 'node' or by the postgres process title. */
function threadOwners(nodePid: number, dataDir: string): Map<number, string> {
  const owner = new Map<number, string>();
  const name = (pid: number) => {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      if (!cmd.startsWith('postgres: ')) return cmd.split(' ')[0]!;
      // A backend's title is "postgres: <user> <database> [local] <what it does now>"; the others name their job.
      return / \[local\]| \d+\.\d+\.\d+\.\d+\(/.test(cmd)
        ? 'postgres backend'
        : cmd.replace(/^postgres: /, 'postgres ');
    } catch {
      return `pid ${pid}`;
    }
  };
  const postmaster = postmasterPid(dataDir);
  const pids = [nodePid, ...descendants(nodePid)];
  if (postmaster !== null) pids.push(postmaster, ...descendants(postmaster));
  for (const pid of pids) {
    const label =
      pid === nodePid ? 'node (the portal)' : pid === postmaster ? 'postgres postmaster' : name(pid);
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) owner.set(Number(tid), label);
    } catch {}
  }
  return owner;
}

async function call(fn: string, data: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  return { status: res.status, body: await res.json() };
}

async function measure({ dir }: Checkout): Promise<Result> {
  buildIfChanged(dir);
  const dataDir = freshDataDir('anjuman-fsync-');
  const traceDir = mkdtempSync(join(tmpdir(), 'anjuman-strace-'));
  const traceFile = join(traceDir, 'strace.txt');
  const env = portalEnv(dataDir, PORT, {
    // The console SMS provider logs the OTP at info; the ALTCHA proof of work is not what is measured here.
    LOG_LEVEL: 'info',
    SMS_PROVIDER: 'console',
    BOT_CHECK: 'off',
    DEMO_DATA: 'on',
  });
  const strace = [
    'strace',
    ...['-f', '-qq', '-ttt', '-e', `trace=${SYSCALLS.join(',')}`, '-e', 'signal=none', '-o', traceFile],
  ];
  const proc = spawnServer(dir, env, [...strace, process.execPath, ...serverArgs], 'pipe');
  const codes: string[] = [];
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    const sms = new RegExp(`SMS to \\+91${PHONE}: (\\d{6})\\b`).exec(line);
    if (sms) codes.push(sms[1]!);
  });
  let nodePid = proc.pid!;
  try {
    if (Number.isNaN(await waitHealthy(PORT, proc, 120_000))) throw new Error(`${dir}: never healthy`);
    const [tracee] = childrenOf(proc.pid!);
    if (tracee === undefined) throw new Error('strace has no child: is ptrace allowed here?');
    nodePid = tracee;

    const sent = await call('sendOtp', { phone: PHONE });
    if (sent.status !== 200) throw new Error(`sendOtp: ${sent.status} ${JSON.stringify(sent.body)}`);
    for (let i = 0; i < 100 && codes.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    if (codes.length === 0) throw new Error(`No "SMS to +91${PHONE}" line in the portal's log`);
    const verified = await call('verifyOtp', { phone: PHONE, code: codes.at(-1) });
    const token = (verified.body as { result?: { token?: string } }).result?.token;
    if (!token) throw new Error(`verifyOtp: ${verified.status} ${JSON.stringify(verified.body)}`);

    const writes: Window[] = [];
    for (let i = 0; i < WRITES; i++) {
      const from = Date.now();
      const res = await call(
        'updateBasicInfo',
        {
          name: `Bench Member ${i}`,
          dob: '1990-01-15',
          gender: i % 2 ? 'female' : 'male',
          address: `House ${i}, Bench Road`,
          parentId: null,
          relation: null,
        },
        token,
      );
      const to = Date.now();
      if (res.status !== 200 || (res.body as { result?: { pass?: boolean } }).result?.pass !== true) {
        throw new Error(`updateBasicInfo ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      writes.push({ from, to });
    }
    const owner = threadOwners(nodePid, dataDir);
    await stopPortal(proc, dataDir, nodePid);
    const calls = parseTrace(readFileSync(traceFile, 'utf8'));
    return { writes, all: { from: writes[0]!.from, to: writes.at(-1)!.to }, calls, owner };
  } finally {
    await stopPortal(proc, dataDir, nodePid);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(traceDir, { recursive: true, force: true });
  }
}

const inside = (c: Call, w: Window) => c.at >= w.from && c.at <= w.to;
const count = (calls: Call[], names: readonly Syscall[]) =>
  calls.filter((c) => names.includes(c.name)).length;

function report(label: string, r: Result): string[] {
  const writes = r.calls.filter(
    (c) => inside(c, r.all) && (FILE_WRITES as readonly string[]).includes(c.name),
  );
  const syncs = r.calls.filter((c) => (SYNCS as readonly string[]).includes(c.name));
  const during = syncs.filter((c) => inside(c, r.all));
  const n = r.writes.length;
  const durable = count(during, DURABLE);
  const perWrite = r.writes.map((w) =>
    count(
      during.filter((c) => inside(c, w)),
      DURABLE,
    ),
  );
  const bare = perWrite.filter((k) => k === 0).length;
  const sorted = [...perWrite].sort((a, b) => a - b);
  const byName = SYNCS.map((s) => `${s} ${count(during, [s])}`).join(', ');
  const who = new Map<string, number>();
  for (const c of during) {
    const key = `${r.owner.get(c.tid) ?? `thread ${c.tid}`} ${c.name}`;
    who.set(key, (who.get(key) ?? 0) + 1);
  }
  const before = syncs.filter((c) => c.at < r.all.from);
  const after = syncs.filter((c) => c.at > r.all.to);
  const seconds = (r.all.to - r.all.from) / 1000;
  return [
    `${label}: ${n} acknowledged updateBasicInfo in ${seconds.toFixed(2)} s`,
    `  during the writes: ${byName}; for context, file writes at an offset (pwrite): ${writes.length}`,
    `  fsync + fdatasync per acknowledged write: ${(durable / n).toFixed(2)}` +
      `${durable / n < 1 ? ' (goal: at least 1) BELOW GOAL' : ''}; all four per write: ${(during.length / n).toFixed(2)}`,
    `  per write, between request and acknowledgement: min ${sorted[0]}, median ${sorted[Math.floor(n / 2)]}, ` +
      `max ${sorted.at(-1)}; writes with no fsync or fdatasync of their own: ${bare} of ${n}`,
    `  by process: ${[...who].map(([k, v]) => `${k} ${v}`).join('; ') || 'none'}`,
    `  outside the window (not counted): start-up ${count(before, DURABLE)} fsync/fdatasync ` +
      `(${before.length} in all), shutdown ${count(after, DURABLE)} (${after.length} in all)`,
  ];
}

const summary: string[] = [];
for (const checkout of checkouts()) {
  console.log(`\n${checkout.label} (${checkout.dir})`);
  const lines = report(checkout.label, await measure(checkout));
  for (const line of lines) console.log(line);
  summary.push(lines[2]!.replace(/^ {2}/, `${checkout.label}: `));
}
if (summary.length > 1) console.log(`\nSide by side\n${summary.join('\n')}`);
