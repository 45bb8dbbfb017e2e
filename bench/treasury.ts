import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seed } from '../server/db/seed';
import { createSession } from '../server/sign-in/sessions';
import { fundsOf } from '../server/treasury/funds';
import { openBenchDatabase } from './support/bench-database';
import { generateNationalPlaces } from './support/national-places';
import { explainQuery, type Timing, time } from './support/timing';

/**
 * The Baitul Maal at scale: 1,000,000 receipts over 10,000 masjids (100 each, spread over the financial year
 * 2026-27 and the six default funds, those of the 7th of a month cancelled), 10 members a masjid who gave them, and 100,000
 * expenses, all generated inside the database. Times, beside an anchor (getLocations) before and after:
 * a masjid's year report (getTreasuryReport through the HTTP API as an admin), its funds with their balances
 * (fundsOf, server/treasury/funds.ts, the funds query of the report and the treasurer's screens), and a
 * member's giving (their gifts with receipts, newest first, and the year's totals per fund: the query
 * server/treasury/member-giving.ts needs, written here while getMyGiving is another part's). Prints the plans
 * of the report's and the member's reads and fails on a sequential scan of receipts or donations.
 * Usage: npx tsx bench/treasury.ts; DATABASE_URL=postgres://… runs it on PostgreSQL in a scratch database.
 */
const BUDGET_REPORT_MS = 50;
const BUDGET_MEMBER_MS = 20;
const MASJIDS = 10_000;
const RECEIPTS = 1_000_000;
const MEMBERS_PER = 10;

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
      20000, '2026-04', code from bench_mosques`);
  await run(sql`insert into treasury_funds (mosque_id, key, name, balance_paise)
    select m.id, f.key, initcap(f.key), 100000000 from bench_mosques m
    cross join unnest(array['general','zakat','sadaqah','lillah','fitra','construction']) as f(key)`);
  await run(sql`insert into users (unique_id, role, name, mosque_id)
    select 'BM' || lpad(m.i::text, 5, '0') || k, 'user', 'Bench Member ' || k, m.id
    from bench_mosques m cross join generate_series(0, ${MEMBERS_PER - 1}) k`);
  await run(sql`create temporary table bench_members as
    select u.id, m.i, row_number() over (partition by m.i order by u.id) - 1 as k
    from users u join bench_mosques m on m.id = u.mosque_id where u.role = 'user'`);
  await run(sql`create temporary table bench_funds as
    select f.id, m.i, row_number() over (partition by m.i order by f.key) - 1 as k
    from treasury_funds f join bench_mosques m on m.id = f.mosque_id`);
  await run(sql`create index on bench_members (i, k)`);
  await run(sql`create index on bench_funds (i, k)`);
  // Gift g belongs to masjid g % 10,000, one of its funds and members, on a day of 2026-27.
  await run(sql`insert into donations (mosque_id, fund_id, member_id, amount_paise, mode, status, reference, created_at)
    select m.id, f.id, u.id, 10000 + (g % 500) * 100, 'cash', 'confirmed', 'BENCH' || g,
      timestamp '2026-04-01 10:00' + ((g / ${MASJIDS}) % 365) * interval '1 day'
    from generate_series(0, ${RECEIPTS - 1}) g
    join bench_mosques m on m.i = g % ${MASJIDS}
    join bench_funds f on f.i = m.i and f.k = (g / ${MASJIDS}) % 6
    join bench_members u on u.i = m.i and u.k = (g / ${MASJIDS}) % ${MEMBERS_PER}`);
  await run(sql`insert into receipts (mosque_id, donation_id, financial_year, number, receipt_number, code,
      member_id, donor_name, fund_id, fund_key, fund_name, amount_paise, mode, registration_80g, issued_at,
      issued_on, cancelled_at, cancel_reason)
    select d.mosque_id, d.id, '2026-27', row_number() over (partition by d.mosque_id order by d.created_at, d.id),
      'B/2026-27/' || d.reference, md5(d.reference), d.member_id, 'Bench Donor', d.fund_id, f.key, f.name,
      d.amount_paise, 'cash', 'AAATB1234FE20241', d.created_at, d.created_at::date,
      case when extract(day from d.created_at) = 7 then d.created_at end,
      case when extract(day from d.created_at) = 7 then 'Bench' end
    from donations d join treasury_funds f on f.id = d.fund_id where d.reference like 'BENCH%'`);
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

  const mosqueIds = (
    (await run(sql`select id from bench_mosques order by i`)) as unknown as { rows: { id: string }[] }
  ).rows.map((r) => r.id);
  const memberIds = (
    (await run(sql`select id from bench_members order by i, k limit 2000`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  const adminRows = (await run(sql`insert into users (unique_id, role, email, name)
    values ('AD-BENCH-T', 'admin', 'bench-treasury@test.local', 'Bench Admin') returning id`)) as unknown as {
    rows: { id: string }[];
  };
  const token = await createSession(db, { now: () => new Date() }, adminRows.rows[0]!.id, 'password');

  const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.ready();
  const call = async (name: string, data: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify({ data }),
    });
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
    return res.json() as { result: Record<string, unknown[]> };
  };
  const pick = <T>(list: T[], i: number) => list[(Math.abs(i) * 7919) % list.length]!;
  const memberGiving = (memberId: string) => sql`
    select d.id, d.amount_paise, d.mode, d.status, d.created_at, f.key, f.name, r.id as receipt_id,
      r.receipt_number, r.cancelled_at
    from donations d join treasury_funds f on f.id = d.fund_id left join receipts r on r.donation_id = d.id
    where d.member_id = ${memberId} order by d.created_at desc limit 100`;
  const memberTotals = (memberId: string) => sql`
    select financial_year, fund_key, fund_name, sum(amount_paise)::bigint as total
    from receipts where member_id = ${memberId} and cancelled_at is null
    group by financial_year, fund_key, fund_name`;

  const results: (Timing & { budget?: number })[] = [];
  results.push(await time('anchor: getLocations (states)', () => call('getLocations', {})));
  results.push({
    ...(await time('getTreasuryReport (a masjid, 2026-27)', async (i) => {
      const reply = await call('getTreasuryReport', {
        mosqueId: pick(mosqueIds, i),
        financialYear: '2026-27',
      });
      if (!reply.result.collections?.length)
        throw new Error(`no collections: ${JSON.stringify(reply).slice(0, 300)}`);
    })),
    budget: BUDGET_REPORT_MS,
  });
  results.push({
    ...(await time('fund balances (fundsOf)', (i) => fundsOf(db, pick(mosqueIds, i)))),
    budget: BUDGET_REPORT_MS,
  });
  results.push({
    ...(await time("a member's giving (gifts and year totals)", async (i) => {
      const memberId = pick(memberIds, i);
      await Promise.all([run(memberGiving(memberId)), run(memberTotals(memberId))]);
    })),
    budget: BUDGET_MEMBER_MS,
  });
  results.push(await time('anchor again: getLocations (states)', () => call('getLocations', {})));
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

  const mosqueId = mosqueIds[4321]!;
  const plans = {
    "report's receipts": sql`select to_char(issued_on, 'YYYY-MM'), fund_id, cancelled_at is not null,
      sum(amount_paise)::bigint, count(*)::int from receipts
      where mosque_id = ${mosqueId} and issued_on between '2026-04-01' and '2027-03-31' group by 1, 2, 3`,
    "report's expenses": sql`select to_char(spent_on, 'YYYY-MM'), fund_id, sum(amount_paise)::bigint, count(*)
      from treasury_expenses where mosque_id = ${mosqueId} and spent_on between '2026-04-01' and '2027-03-31'
      group by 1, 2`,
    "funds (fundsOf's used check)": sql`select f.id, (exists (select 1 from donations d where d.mosque_id = f.mosque_id
      and d.fund_id = f.id) or exists (select 1 from treasury_expenses e where e.mosque_id = f.mosque_id
      and e.fund_id = f.id)) from treasury_funds f where f.mosque_id = ${mosqueId}`,
    "member's gifts": memberGiving(memberIds[77]!),
    "member's totals": memberTotals(memberIds[77]!),
  };
  for (const [label, query] of Object.entries(plans)) {
    const plan = await explainQuery(db, query);
    const seq = plan.scans.filter((s) => /^Seq Scan on (receipts|donations|treasury_expenses)/.test(s));
    if (seq.length) failed++;
    console.log(`\n${label}: ${plan.ms.toFixed(2)} ms executed${seq.length ? ' SEQUENTIAL SCAN' : ''}`);
    for (const s of plan.scans) console.log(`  ${s}`);
  }
  await app.close();
} finally {
  await close();
}
process.exit(failed ? 1 : 0);
