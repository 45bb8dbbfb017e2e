import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { financialYearOf } from '../domain/treasury/financial-year';
import { indiaDateOf } from '../domain/treasury/india-date';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seed } from '../server/db/seed';
import { createSession } from '../server/sign-in/sessions';
import { openBenchDatabase } from './support/bench-database';
import { generateNationalPlaces } from './support/national-places';
import { explainQuery, type Timing, time } from './support/timing';

/**
 * The Baitul Maal at scale: 1,000,000 receipts over 10,000 masjids (100 each, spread over the financial year
 * 2026-27 and the six default funds, those of the 7th of a month cancelled), 10 members a masjid who gave them
 * (each gift and receipt carries its member, each member's users.mosque_id is the masjid; at the even masjids
 * chanda is asked and their General gifts pay a month of it), and 100,000 expenses, all generated inside the
 * database. Times, through the HTTP API as their callers call them, beside an anchor (getLocations) before and
 * after: a masjid's year report (getTreasuryReport, as an admin), its funds with their balances
 * (getFundBalances, as an admin) and a member's own giving (getMyGiving, as a member with gifts and receipts).
 * Then 50 recordDonation calls at one masjid at once (Promise.all, as an admin): their receipts must take 50
 * consecutive numbers, and the masjid's numbers of the year no gap. Prints the plans of the statements those
 * three reads run (captured from the driver during one call of each) and fails on a sequential scan of
 * receipts, donations or expenses.
 * Usage: npx tsx bench/treasury.ts; DATABASE_URL=postgres://… runs it on PostgreSQL in a scratch database.
 */
const BUDGET_REPORT_MS = 50;
const BUDGET_MEMBER_MS = 20;
const MASJIDS = 10_000;
const RECEIPTS = 1_000_000;
const MEMBERS_PER = 10;
const CONCURRENT = 50;
/** The members getMyGiving is timed for, each with a session of their own. */
const SIGNED_IN_MEMBERS = 200;
/** The chanda the even masjids ask, in paise: a General gift of theirs pays one month of it. */
const CHANDA_PAISE = 20000;

/**
 * The statements the driver is given while `capturing` is set: the reads a function actually runs, for EXPLAIN.
 * Every pool client is a pg.Client, so its prototype sees them all.
 */
type Statement = { text: string; values: unknown[] };
let capturing: Statement[] | null = null;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [q, v] = args as [unknown, unknown];
  if (capturing) {
    if (typeof q === 'string') capturing.push({ text: q, values: Array.isArray(v) ? v : [] });
    else if (q && typeof (q as Statement).text === 'string')
      capturing.push({
        text: (q as Statement).text,
        values: (q as Statement).values ?? (Array.isArray(v) ? v : []),
      });
  }
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;

/** A bound value as an SQL literal, for EXPLAIN (which takes no bind parameters on every driver). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? `{${value.map((x) => `"${String(x).replace(/["\\]/g, '\\$&')}"`).join(',')}}`
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}
const inlined = (s: Statement) => s.text.replace(/\$(\d+)/g, (_, i) => literal(s.values[Number(i) - 1]));

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'off',
  DEMO_DATA: 'off',
  API_PUBLIC_PER_MINUTE: '100000000',
  API_SESSION_PER_MINUTE: '100000000',
});
const { database, engine, close } = await openBenchDatabase();
let failed = 0;
try {
  await database.migrate();
  await seed(database.db, config);
  const { db } = database;
  const run = (q: ReturnType<typeof sql>) => db.execute(q);
  await generateNationalPlaces(db, { citiesPer: 10, localitiesPer: 10, mosquesPer: 3 });
  const started = performance.now();
  await run(sql`create temporary table bench_mosques as
    select id, code, row_number() over (order by id) - 1 as i from mosques order by id limit ${MASJIDS}`);
  await run(sql`insert into mosque_treasuries (mosque_id, upi_id, payee_name, legal_name, address, pan,
      registration_80g, chanda_paise, chanda_from, receipt_prefix)
    select id, 'bench@sbi', 'Bench Trust', 'Bench Waqf Trust', '1 Street', 'AAATB1234F', 'AAATB1234FE20241',
      case when i % 2 = 0 then ${CHANDA_PAISE}::bigint end, case when i % 2 = 0 then '2026-04' end, code
    from bench_mosques`);
  await run(sql`insert into treasury_funds (mosque_id, key, name, balance_paise)
    select m.id, f.key, initcap(f.key), 100000000 from bench_mosques m
    cross join unnest(array['general','zakat','sadaqah','lillah','fitra','construction']) as f(key)`);
  // Members since before the year, so their chanda is due from when their masjid asked it.
  await run(sql`insert into users (unique_id, role, name, mosque_id, created_at)
    select 'BM' || lpad(m.i::text, 5, '0') || k, 'user', 'Bench Member ' || k, m.id, timestamp '2026-01-01'
    from bench_mosques m cross join generate_series(0, ${MEMBERS_PER - 1}) k`);
  await run(sql`create temporary table bench_members as
    select u.id, m.i, row_number() over (partition by m.i order by u.id) - 1 as k
    from users u join bench_mosques m on m.id = u.mosque_id where u.role = 'user'`);
  await run(sql`create temporary table bench_funds as
    select f.id, f.key, m.i, row_number() over (partition by m.i order by f.key) - 1 as k
    from treasury_funds f join bench_mosques m on m.id = f.mosque_id`);
  await run(sql`create index on bench_members (i, k)`);
  await run(sql`create index on bench_funds (i, k)`);
  // Gift g belongs to masjid g % 10,000, one of its funds and members, on a day of 2026-27; at a masjid that
  // asks chanda, a General gift is one month's chanda, the month it was given in.
  await run(sql`insert into donations (mosque_id, fund_id, member_id, amount_paise, mode, status, reference,
      chanda_months, created_at)
    select m.id, f.id, u.id, case when chanda then ${CHANDA_PAISE}::bigint else 10000 + (g % 500) * 100 end, 'cash',
      'confirmed', 'BENCH' || g, case when chanda then array[to_char(day, 'YYYY-MM')] else '{}' end, day
    from generate_series(0, ${RECEIPTS - 1}) g
    cross join lateral (select timestamp '2026-04-01 10:00' + ((g / ${MASJIDS}) % 365) * interval '1 day' as day) t
    join bench_mosques m on m.i = g % ${MASJIDS}
    join bench_funds f on f.i = m.i and f.k = (g / ${MASJIDS}) % 6
    join bench_members u on u.i = m.i and u.k = (g / ${MASJIDS}) % ${MEMBERS_PER}
    cross join lateral (select m.i % 2 = 0 and f.key = 'general' as chanda) c`);
  await run(sql`insert into receipts (mosque_id, donation_id, financial_year, number, receipt_number, code,
      member_id, donor_name, fund_id, fund_key, fund_name, amount_paise, mode, registration_80g, issued_at,
      issued_on, cancelled_at, cancel_reason)
    select d.mosque_id, d.id, '2026-27', row_number() over (partition by d.mosque_id order by d.created_at, d.id),
      'B/2026-27/' || d.reference, md5(d.reference), d.member_id, 'Bench Donor', d.fund_id, f.key, f.name,
      d.amount_paise, 'cash', 'AAATB1234FE20241', d.created_at, d.created_at::date,
      case when extract(day from d.created_at) = 7 then d.created_at end,
      case when extract(day from d.created_at) = 7 then 'Bench' end
    from donations d join treasury_funds f on f.id = d.fund_id where d.reference like 'BENCH%'`);
  // The counters the receipts were numbered from, as issueReceipt leaves them.
  await run(sql`insert into receipt_counters (mosque_id, financial_year, last_number)
    select mosque_id, financial_year, max(number) from receipts group by 1, 2`);
  await run(sql`insert into treasury_expenses (mosque_id, fund_id, amount_paise, payee, purpose, spent_on)
    select m.id, f.id, 5000, 'Bench payee', 'Electricity', date '2026-04-01' + (g / ${MASJIDS}) % 365
    from generate_series(0, ${RECEIPTS / 10 - 1}) g
    join bench_mosques m on m.i = g % ${MASJIDS}
    join bench_funds f on f.i = m.i and f.k = 0`);
  await run(sql`analyze`);
  const counted = (await run(
    sql`select (select count(*) from receipts) as r, (select count(*) from donations) as d,
      (select count(*) from bench_members) as u, (select count(*) from bench_funds) as f`,
  )) as unknown as { rows: Record<string, string>[] };
  console.log('rows:', JSON.stringify(counted.rows[0]));
  console.log(
    `${engine}: ${RECEIPTS} receipts, ${RECEIPTS / 10} expenses over ${MASJIDS} masjids in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const rowsOf = async <T>(q: ReturnType<typeof sql>) => ((await run(q)) as unknown as { rows: T[] }).rows;
  const mosqueIds = (await rowsOf<{ id: string }>(sql`select id from bench_mosques order by i`)).map(
    (r) => r.id,
  );
  // Members of masjids spread over the country, both those that ask chanda (even) and those that do not.
  const members = await rowsOf<{ id: string; i: number }>(
    sql`select id, i::int from bench_members where i % 49 = 0 and k = i % ${MEMBERS_PER} order by i
      limit ${SIGNED_IN_MEMBERS}`,
  );
  const adminRows = await rowsOf<{ id: string }>(sql`insert into users (unique_id, role, email, name)
    values ('AD-BENCH-T', 'admin', 'bench-treasury@test.local', 'Bench Admin') returning id`);
  const clock = { now: () => new Date() };
  const adminToken = await createSession(db, clock, adminRows[0]!.id, 'password');
  const memberTokens: string[] = [];
  for (const m of members) memberTokens.push(await createSession(db, clock, m.id, 'otp'));

  const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.ready();
  const call = async <T>(token: string, name: string, data: unknown): Promise<T> => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ data }),
    });
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
    return (res.json() as { result: T }).result;
  };
  type Giving = {
    gifts: { receipt: { receiptNumber: string } | null }[];
    yearTotals: unknown[];
    chanda: { paidMonths: string[]; dueMonths: string[] } | null;
  };
  const pick = <T>(list: T[], i: number) => list[(Math.abs(i) * 7919) % list.length]!;
  const report = (i: number) =>
    call<{ collections?: unknown[] }>(adminToken, 'getTreasuryReport', {
      mosqueId: pick(mosqueIds, i),
      financialYear: '2026-27',
    });
  const balances = (i: number) =>
    call<{ funds: unknown[] }>(adminToken, 'getFundBalances', { mosqueId: pick(mosqueIds, i) });
  const giving = (i: number) => {
    const n = (Math.abs(i) * 7919) % members.length;
    return call<Giving>(memberTokens[n]!, 'getMyGiving', {});
  };

  // Every signed-in member reads real rows: gifts with receipts, year totals, and chanda where it is asked.
  let withChanda = 0;
  for (let n = 0; n < members.length; n++) {
    const g = await call<Giving>(memberTokens[n]!, 'getMyGiving', {});
    const asked = members[n]!.i % 2 === 0;
    const ok =
      g.gifts.length > 0 &&
      g.gifts.every((gift) => gift.receipt !== null) &&
      g.yearTotals.length > 0 &&
      (asked ? (g.chanda?.paidMonths.length ?? 0) > 0 : g.chanda === null);
    if (!ok) throw new Error(`getMyGiving of member ${n}: ${JSON.stringify(g).slice(0, 300)}`);
    if (g.chanda) withChanda++;
  }
  console.log(
    `getMyGiving: ${members.length} members with gifts and receipts, ${withChanda} of them with chanda paid`,
  );

  const results: (Timing & { budget?: number })[] = [];
  results.push(await time('anchor: getLocations (states)', () => call(adminToken, 'getLocations', {})));
  results.push({
    ...(await time('getTreasuryReport (a masjid, 2026-27, admin)', async (i) => {
      const reply = await report(i);
      if (!reply.collections?.length)
        throw new Error(`no collections: ${JSON.stringify(reply).slice(0, 300)}`);
    })),
    budget: BUDGET_REPORT_MS,
  });
  results.push({
    ...(await time('getFundBalances (a masjid, admin)', async (i) => {
      const reply = await balances(i);
      if (reply.funds.length !== 6) throw new Error(`funds: ${JSON.stringify(reply).slice(0, 300)}`);
    })),
    budget: BUDGET_REPORT_MS,
  });
  results.push({
    ...(await time('getMyGiving (a member)', async (i) => {
      const reply = await giving(i);
      if (!reply.gifts.length) throw new Error('no gifts');
    })),
    budget: BUDGET_MEMBER_MS,
  });
  results.push(await time('anchor again: getLocations (states)', () => call(adminToken, 'getLocations', {})));
  for (const r of results) {
    const over = r.budget !== undefined && r.p95 > r.budget;
    if (over) failed++;
    console.log(
      `${r.label}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms` +
        (r.budget === undefined
          ? ''
          : `${over ? ' OVER BUDGET' : ' within budget'} [p95 budget ${r.budget} ms]`),
    );
  }

  // The plans of what each read runs: its statements, captured from the driver during one call.
  const captured = async (fn: () => Promise<unknown>) => {
    capturing = [];
    try {
      await fn();
      return capturing;
    } finally {
      capturing = null;
    }
  };
  const reads: [string, () => Promise<unknown>][] = [
    ['getTreasuryReport', () => report(4321)],
    ['getFundBalances', () => balances(4321)],
    ['getMyGiving (chanda asked)', () => giving(members.findIndex((m) => m.i % 2 === 0))],
    ['getMyGiving (no chanda)', () => giving(members.findIndex((m) => m.i % 2 === 1))],
  ];
  const TABLES = /\b(receipts|donations|treasury_expenses|treasury_funds|mosque_treasuries)\b/;
  for (const [name, fn] of reads) {
    const statements = (await captured(fn)).filter(
      (s) => /^\s*select\b/i.test(s.text) && TABLES.test(s.text),
    );
    if (!statements.length) {
      failed++;
      console.log(`\n${name}: no statement captured`);
    }
    for (const [n, s] of statements.entries()) {
      const plan = await explainQuery(db, sql.raw(inlined(s)));
      const seq = plan.scans.filter((x) => /^Seq Scan on (receipts|donations|treasury_expenses)\b/.test(x));
      if (seq.length) failed++;
      const named = [...new Set(s.text.match(new RegExp(TABLES.source, 'g')) ?? [])].join(', ');
      console.log(
        `\n${name} #${n + 1} (${named}): ${plan.ms.toFixed(2)} ms executed` +
          `${seq.length ? ' SEQUENTIAL SCAN' : ''}`,
      );
      for (const x of plan.scans) console.log(`  ${x}`);
    }
  }

  // 50 gifts recorded at one masjid in the same moment, as 50 treasurers' screens would send them: their
  // receipts take 50 consecutive numbers after the last one, and the year's numbers there have no gap.
  const target = mosqueIds[1234]!;
  const financialYear = financialYearOf(indiaDateOf(new Date()));
  // From the real tables: the bench_ ones are temporary, of the connection that made them, and the pool has
  // more than one by now.
  const [general] = await rowsOf<{ id: string }>(
    sql`select id from treasury_funds where mosque_id = ${target} and key = 'general'`,
  );
  const targetMembers = (
    await rowsOf<{ id: string }>(
      sql`select id from users where mosque_id = ${target} and role = 'user' order by id`,
    )
  ).map((r) => r.id);
  const lastNumber = async () =>
    (
      await rowsOf<{ n: number }>(sql`select coalesce(max(last_number), 0)::int as n from receipt_counters
        where mosque_id = ${target} and financial_year = ${financialYear}`)
    )[0]!.n;
  const before = await lastNumber();
  const wallStart = performance.now();
  const settled = await Promise.allSettled(
    Array.from({ length: CONCURRENT }, (_, n) =>
      call<{ pass: boolean; receiptNumber: string | null }>(adminToken, 'recordDonation', {
        mosqueId: target,
        idempotencyKey: `bench-${randomUUID()}`,
        fundId: general!.id,
        amountPaise: 25_000 + n * 100,
        mode: 'cash',
        donorName: `Bench Donor ${n}`,
        memberId: n % 2 ? targetMembers[n % targetMembers.length] : null,
      }),
    ),
  );
  const wallMs = performance.now() - wallStart;
  const numbers = settled
    .map((s) => (s.status === 'fulfilled' && s.value.pass ? s.value.receiptNumber : null))
    .filter((x): x is string => x !== null)
    .map((x) => Number(x.slice(x.lastIndexOf('/') + 1)))
    .sort((a, b) => a - b);
  const errors = settled.filter((s) => s.status === 'rejected' || !s.value.pass);
  const yearNumbers = (
    await rowsOf<{ number: number }>(sql`select number from receipts
      where mosque_id = ${target} and financial_year = ${financialYear} order by number`)
  ).map((r) => r.number);
  const consecutive = numbers.length === CONCURRENT && numbers.every((x, k) => x === before + 1 + k);
  const noGap = yearNumbers.every((x, k) => x === k + 1) && (await lastNumber()) === yearNumbers.length;
  const ok = errors.length === 0 && consecutive && noGap;
  if (!ok) failed++;
  console.log(
    `\n${CONCURRENT} concurrent recordDonation at one masjid (${financialYear}): ${wallMs.toFixed(0)} ms wall; ` +
      `${numbers.length} receipts, numbers ${numbers[0]} to ${numbers.at(-1)} after ${before}` +
      `${consecutive ? ', consecutive' : ', NOT CONSECUTIVE'}; the year's ${yearNumbers.length} numbers ` +
      `${noGap ? 'without a gap' : 'WITH A GAP OR A DUPLICATE'}` +
      `${errors.length ? `; ${errors.length} FAILED: ${String((errors[0] as PromiseRejectedResult).reason ?? JSON.stringify(errors[0]))}` : ''}` +
      (ok ? ' — met' : ' — FAIL'),
  );
  await app.close();
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
