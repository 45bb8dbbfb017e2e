import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import {
  buildIfChanged,
  type Checkout,
  checkouts,
  freshDataDir,
  portalEnv,
  serverArgs,
  spawnServer,
  stopPortal,
  waitHealthy,
} from './support/portal';

/**
 * An SMS-pumping attack on the portal as `npm start` runs it (fresh DATA_DIR, embedded PostgreSQL),
 * its budget at 20 an hour. First the anchor: a member's read (`getLocations`) timed on the idle portal. Then
 * the attack the SMS budget was built against (docs/decisions/0009-sms-outbox-and-budget.md): 40 sends to new
 * numbers from 10 addresses; a registered member's forgot-password OTP; and 20 addresses sending as fast as they can for 20 s, 4 at a time, while the member's read is timed
 * again (20 addresses, so that most refusals are the budget's, read from the database, not the network's).
 * Counts the SMS that reached the gateway (a local sink for the webhook provider), the refusals, and the error
 * lines the portal logged meanwhile.
 *
 * Goals: the member's OTP goes out; the read's p99 during the attack at most twice its idle p99; the spent
 * budget logged at most once a minute. The bot check is off: the bench measures what a refusal costs the
 * server, not the attacker's proof of work. Addresses come from X-Forwarded-For (TRUST_PROXY=127.0.0.1).
 * PORTAL_DIR and COMPARE_DIR as in start-memory.ts (an older checkout gives the "before"); BENCH_PORT (3296).
 * Usage: [PORTAL_DIR=…] [COMPARE_DIR=…] npx tsx bench/sms-pumping.ts
 */
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const ATTACK_MS = 20_000;
const IN_FLIGHT = 4;
const ATTACK_ADDRESSES = 20;
// A demo member (server/db/seed/data/demo-members.ts): seeded on a fresh DATA_DIR.
const MEMBER = '7100000000';

type Result = {
  label: string;
  idle: { p50: number; p99: number };
  attack: { p50: number; p99: number };
  spendSent: number;
  memberOtp: number;
  attackSends: number;
  attackRefused: number;
  smsAtGateway: number;
  errorLines: number;
};

let serial = 0;
/** A new number nobody registered: 6 then 9 digits, distinct within the run. */
const newNumber = () => `6${String(100_000_000 + serial++).slice(-9)}`;

async function call(fn: string, data: unknown, ip: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ data }),
  });
  await res.arrayBuffer();
  return res.status;
}

const percentile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** The member's read, timed one after the other until `until()` says stop (at least `min` of them). */
async function timeReads(until: () => boolean, min: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  while (times.length < min || !until()) {
    const start = performance.now();
    await call('getLocations', {}, '10.99.0.1');
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** Where the webhook provider posts: counts what reached "the gateway". */
async function startSink() {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    received: () => received,
    close: () => new Promise((r) => server.close(r)),
  };
}

async function measure(checkout: Checkout): Promise<Result> {
  buildIfChanged(checkout.dir);
  const dataDir = freshDataDir('anjuman-sms-pumping-');
  const sink = await startSink();
  const env = portalEnv(dataDir, PORT, {
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: sink.url,
    SMS_HOURLY_LIMIT: '20',
    SMS_DAILY_LIMIT: '100',
    BOT_CHECK: 'off',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  const proc = spawnServer(checkout.dir, env, [process.execPath, ...serverArgs], 'pipe');
  let errorLines = 0;
  let counting = false;
  createInterface({ input: proc.stdout! }).on('line', (line) => {
    if (counting && /"level":50/.test(line)) errorLines += 1;
  });
  try {
    if (Number.isNaN(await waitHealthy(PORT, proc))) throw new Error(`${checkout.label} did not start`);
    let reads = 0;
    const idle = await timeReads(() => ++reads > 300, 300);

    counting = true;
    let spendSent = 0;
    for (let i = 0; i < 40; i++)
      if ((await call('sendOtp', { phone: newNumber() }, `10.41.${i % 10}.1`)) === 200) spendSent += 1;
    const memberOtp = await call('sendOtp', { phone: MEMBER }, '10.41.0.1');

    let attackSends = 0;
    let attackRefused = 0;
    const ends = performance.now() + ATTACK_MS;
    const attacker = async () => {
      while (performance.now() < ends) {
        const status = await call(
          'sendOtp',
          { phone: newNumber() },
          `10.66.${attackSends % ATTACK_ADDRESSES}.1`,
        );
        attackSends += 1;
        if (status === 429) attackRefused += 1;
      }
    };
    const [attack] = await Promise.all([
      timeReads(() => performance.now() >= ends, 50),
      ...Array.from({ length: IN_FLIGHT }, attacker),
    ]);
    counting = false;
    return {
      label: checkout.label,
      idle,
      attack: attack!,
      spendSent,
      memberOtp,
      attackSends,
      attackRefused,
      smsAtGateway: sink.received(),
      errorLines,
    };
  } finally {
    await stopPortal(proc, dataDir);
    await sink.close();
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const results: Result[] = [];
for (const checkout of checkouts()) results.push(await measure(checkout));

console.log('\nSMS pumping (budget 20 an hour; the attack: 20 s from 20 addresses, 4 in flight)\n');
console.log(
  '| | Idle read p50 / p99 | Read during the attack p50 / p99 | Sent of 40 new | Member OTP | Attack sends (refused) | SMS at the gateway | Error lines |',
);
console.log('|---|---|---|---|---|---|---|---|');
let over = false;
for (const r of results) {
  console.log(
    `| ${r.label} | ${ms(r.idle.p50)} / ${ms(r.idle.p99)} | ${ms(r.attack.p50)} / ${ms(r.attack.p99)} | ${r.spendSent} | HTTP ${r.memberOtp} | ${r.attackSends} (${r.attackRefused}) | ${r.smsAtGateway} | ${r.errorLines} |`,
  );
}
const r = results[0]!;
const checks: [string, boolean][] = [
  ["a registered member's OTP goes out while the budget is spent by new numbers", r.memberOtp === 200],
  ["the read's p99 during the attack is at most twice its idle p99", r.attack.p99 <= 2 * r.idle.p99],
  ['the spent budget is logged at most once a minute (one line in this run)', r.errorLines <= 1],
];
for (const [goal, met] of checks) {
  console.log(`${met ? 'met' : 'OVER BUDGET'}: ${goal}`);
  over ||= !met;
}
process.exitCode = over ? 1 : 0;
