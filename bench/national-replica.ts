import { readFileSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { createSession } from '../server/sign-in/sessions';
import { startReplica } from '../server/test/topology';
import { generateNationalPlaces } from './support/national-places';
import { createScratchDatabase } from './support/scratch-database';
import { time } from './support/timing';

/**
 * A national deployment on PostgreSQL with a streaming replica (pg_basebackup -R, server/test/topology.ts):
 * [members] members (default 10,000,000) over ~308,000 masjids (every district 10 cities, every city 10
 * localities, every locality 4 masjids), each member with two or three family members (2.5 on average),
 * generated with generate_series in a scratch database of DATABASE_URL's server (or TEST_DATABASE_URL's),
 * which the replica streams as it is written. Then, through the HTTP API of a portal whose
 * DATABASE_REPLICA_URLS names the replica:
 * - the directory's first page (getMembers, as an admin) and the overview (getMembersOverview), p95 at most
 *   20 ms and 50 ms, checked to be read on the replica (its pg_stat_activity);
 * - getLocations throughput with the read/write split against a portal on the primary alone, in alternating
 *   rounds (the machine's load moves between rounds), at most 5% slower;
 * - rows, disk (pg_database_size, each large table with its indexes), the memory of the portal and of the
 *   database's sessions (PSS, from /proc), and the connections each side held, with each per million members.
 * Prints OVER BUDGET past a budget. The scratch database and the replica are removed at the end.
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/national-replica.ts [members]
 */
const [memberCount = 10_000_000] = process.argv.slice(2).map(Number);
const DIRECTORY_P95_MS = 20;
const OVERVIEW_P95_MS = 50;
const SPLIT_COST_MAX = 0.05;
const ROUND_MS = Number(process.env.ROUND_MS ?? 5000);
const ROUNDS = Number(process.env.ROUNDS ?? 4);
const CONCURRENCY = 20;

const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('national-replica.ts needs DATABASE_URL (a PostgreSQL server to work on)');
const withDatabase = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'off',
  DEMO_DATA: 'off',
  API_SESSION_PER_MINUTE: '100000000',
  API_PUBLIC_PER_MINUTE: '100000000',
});
const fmt = (n: number) => n.toLocaleString('en-IN', { maximumFractionDigits: 1 });
const perMillion = memberCount / 1_000_000;
let failures = 0;

/** PSS in KiB of a process, from /proc (0 when it is gone or unreadable). */
function pssKiB(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

const scratch = await createScratchDatabase(serverUrl);
const dbName = new URL(scratch.url).pathname.slice(1);
// The replica first: it then streams the generation as it is written, as a replica in service would.
const replica = await startReplica(serverUrl);
const replicaUrl = withDatabase(replica.serverUrl, dbName);
const databases: Database[] = [];
try {
  const primary = await openDatabase({ url: scratch.url });
  databases.push(primary);
  await primary.migrate();
  await seed(primary.db, config);
  const { db } = primary;
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  const t0 = performance.now();
  await generateNationalPlaces(db, { citiesPer: 10, localitiesPer: 10, mosquesPer: 4 });
  await db.execute(sql`create table bench_numbered_mosques as
  select id, row_number() over (order by id) as n from mosques`);
  await db.execute(sql`create index on bench_numbered_mosques (n)`);
  const [{ masjids } = { masjids: 0 }] = await rows<{ masjids: number }>(
    sql`select count(*)::int as masjids from bench_numbered_mosques`,
  );
  const tPlaces = performance.now();
  console.log(`${fmt(masjids)} masjids in ${((tPlaces - t0) / 1000).toFixed(1)} s`);
  // In batches, so no one transaction holds the whole insert; the area columns fill by trigger, as for a
  // member who registers. Family members as members-directory.ts makes them: two or three each.
  const BATCH = 200_000;
  for (let from = 1; from <= memberCount; from += BATCH) {
    const to = Math.min(memberCount, from + BATCH - 1);
    await db.execute(sql`
    with numbered as (
      select g, (current_date - (14 * 365 + (g::bigint * 7907) % (66 * 365))::int) as dob, m.id as mosque_id
      from generate_series(${from}::int, ${to}::int) g
      join bench_numbered_mosques m on m.n = 1 + (g::bigint * 7919) % ${masjids}
    ), inserted as (
      insert into users (unique_id, role, notice_version, name, mobile, gender, dob, address, mosque_id, category, details)
      select 'AJ-N' || g, 'user', 1,
        (array['Farhan','Ayesha','Imran','Fatima','Yusuf','Sana','Bilal','Nazia','Asif','Amina'])[1 + g % 10]
          || ' ' || (array['Qureshi','Khan','Ansari','Siddiqui','Shaikh','Mirza','Hashmi','Rahman','Pathan','Syed'])[1 + (g / 10) % 10],
        '6' || lpad(g::text, 9, '0'), case when g % 2 = 0 then 'male' else 'female' end,
        dob, 'House ' || g, mosque_id, 'working', jsonb_build_object('workType', 1 + g % 10, 'workTypeName', 'Work')
      from numbered
      returning id, unique_id, name, dob
    )
    insert into family_members (user_id, unique_id, name, dob, gender, relation, category)
    select i.id, i.unique_id || '-F' || f, 'Family ' || f || ' ' || split_part(i.name, ' ', 2),
      i.dob + (365 * 25 + f * 700), case when f % 2 = 0 then 'male' else 'female' end,
      case f when 1 then 'Wife' when 2 then 'Son' else 'Daughter' end, 'student'
    from inserted i, generate_series(1, 2 + (hashtext(i.unique_id) & 1)) f`);
    if ((to / BATCH) % 5 === 0 || to === memberCount)
      console.log(`  ${fmt(to)} members, ${((performance.now() - tPlaces) / 1000).toFixed(0)} s`);
  }
  await db.execute(sql`drop table bench_numbered_mosques`);
  const [admin] = await db
    .insert(users)
    .values({ uniqueId: 'AD-NAT-1', role: 'admin', email: 'bench-national@test.local', name: 'Bench Admin' })
    .returning();
  await db.execute(sql`vacuum analyze`);
  const tGenerated = performance.now();

  // The replica has caught up when it has replayed what the primary has written by now.
  const [{ lsn } = { lsn: '' }] = await rows<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
  const onReplica = new pg.Client({ connectionString: replicaUrl });
  await onReplica.connect();
  for (;;) {
    const { rows: r } = await onReplica.query<{ behind: string }>(
      `select pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text as behind`,
      [lsn],
    );
    if (Number(r[0]!.behind) <= 0) break;
    await new Promise((res) => setTimeout(res, 500));
  }
  console.log(
    `${fmt(memberCount)} members generated in ${((tGenerated - tPlaces) / 1000).toFixed(0)} s (with vacuum); ` +
      `the replica caught up ${((performance.now() - tGenerated) / 1000).toFixed(1)} s later`,
  );

  // Rows and disk, measured.
  const [counts] = await rows<{ u: number; f: number; m: number; l: number }>(sql`select
    (select count(*)::int from users where role = 'user') as u, (select count(*)::int from family_members) as f,
    (select count(*)::int from mosques) as m, (select count(*)::int from locations) as l`);
  console.log(
    `rows: ${fmt(counts!.u)} members, ${fmt(counts!.f)} family members, ${fmt(counts!.m)} masjids, ${fmt(counts!.l)} locations`,
  );
  const [{ size } = { size: 0 }] = await rows<{ size: number }>(
    sql`select pg_database_size(current_database())::float8 as size`,
  );
  const mib = (b: number) => b / 1024 / 1024;
  console.log(
    `disk: database ${fmt(mib(size))} MiB (${fmt(mib(size) / perMillion)} MiB per million members)`,
  );
  const tables = await rows<{ name: string; heap: number; idx: number }>(sql`
    select c.relname as name, pg_table_size(c.oid)::float8 as heap, pg_indexes_size(c.oid)::float8 as idx
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = 'public' order by pg_total_relation_size(c.oid) desc limit 8`);
  for (const t of tables)
    console.log(
      `  ${t.name}: table ${fmt(mib(t.heap))} MiB, indexes ${fmt(mib(t.idx))} MiB; ÷ millions of members ${fmt(mib(t.heap + t.idx) / perMillion)} MiB`,
    );
  const userIndexes = await rows<{ name: string; bytes: number }>(sql`
    select indexrelname as name, pg_relation_size(indexrelid)::float8 as bytes from pg_stat_user_indexes
    where relname = 'users' order by 2 desc limit 6`);
  console.log(
    `  users' largest indexes: ${userIndexes.map((i) => `${i.name} ${fmt(mib(i.bytes))} MiB`).join(', ')}`,
  );

  // Two portals on the same data: one reads stale-ok functions from the replica, one reads all from the primary.
  const split = await openDatabase({ url: scratch.url, replicaUrls: [replicaUrl] });
  databases.push(split);
  const splitApp = (await buildApp({ config, database: split, logger: pino({ level: 'silent' }) })).app;
  const aloneApp = (await buildApp({ config, database: primary, logger: pino({ level: 'silent' }) })).app;
  await splitApp.ready();
  await aloneApp.ready();
  const token = await createSession(db, { now: () => new Date() }, admin!.id, 'password');
  const call = async (app: typeof splitApp, name: string, data: unknown, auth = true) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ data }),
    });
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
  };
  const replicaSessions = async () => {
    const { rows: r } = await onReplica.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
    return r[0]!.n;
  };

  const directory = await time('getMembers', () => call(splitApp, 'getMembers', { limit: 50 }), {
    runs: 100,
    warmup: 10,
  });
  const overview = await time('getMembersOverview', () => call(splitApp, 'getMembersOverview', {}), {
    runs: 30,
    warmup: 3,
  });
  const onTheReplica = await replicaSessions();
  for (const [t, budget] of [
    [directory, DIRECTORY_P95_MS],
    [overview, OVERVIEW_P95_MS],
  ] as const) {
    const pass = t.p95 <= budget;
    if (!pass) failures++;
    console.log(
      `${t.label} through the replica: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms ${pass ? 'PASS' : 'OVER BUDGET'} (budget p95 ${budget} ms)`,
    );
  }
  console.log(`the replica's pg_stat_activity: ${onTheReplica} portal sessions on ${dbName}`);
  if (onTheReplica === 0) {
    failures++;
    console.log('FAIL: the directory was not read on the replica');
  }

  // getLocations throughput, CONCURRENCY calls in flight for ROUND_MS, alternating split and primary alone.
  const states = await rows<{ id: string }>(sql`select id from locations where type = 'state' order by id`);
  const throughput = async (app: typeof splitApp) => {
    let done = 0;
    const end = performance.now() + ROUND_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, w) => {
        for (let i = w; performance.now() < end; i += CONCURRENCY) {
          await call(app, 'getLocations', { parentId: states[i % states.length]!.id }, false);
          done++;
        }
      }),
    );
    return (done / ROUND_MS) * 1000;
  };
  await throughput(splitApp);
  await throughput(aloneApp);
  const splitRates: number[] = [];
  const aloneRates: number[] = [];
  let portalPss = 0;
  for (let r = 0; r < ROUNDS; r++) {
    const [first, second] = r % 2 ? [aloneApp, splitApp] : [splitApp, aloneApp];
    const a = await throughput(first);
    portalPss = Math.max(portalPss, pssKiB(process.pid));
    const b = await throughput(second);
    (first === splitApp ? splitRates : aloneRates).push(a);
    (second === splitApp ? splitRates : aloneRates).push(b);
  }
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  const splitRate = sum(splitRates) / splitRates.length;
  const aloneRate = sum(aloneRates) / aloneRates.length;
  const cost = 1 - splitRate / aloneRate;
  const costPass = cost <= SPLIT_COST_MAX;
  if (!costPass) failures++;
  console.log(
    `getLocations, ${CONCURRENCY} in flight, ${ROUNDS} rounds of ${ROUND_MS / 1000} s each: split ${fmt(splitRate)}/s ` +
      `[${splitRates.map((x) => fmt(x)).join(', ')}], primary alone ${fmt(aloneRate)}/s [${aloneRates.map((x) => fmt(x)).join(', ')}]; ` +
      `the split costs ${(cost * 100).toFixed(1)}% ${costPass ? 'PASS' : 'OVER BUDGET'} (at most ${SPLIT_COST_MAX * 100}%)`,
  );

  // Memory and connections: the portal process, and the database sessions it holds on each server.
  const sessionsOf = async (client: pg.Client) =>
    (
      await client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [dbName],
      )
    ).rows.map((r) => r.pid);
  const onPrimary = new pg.Client({ connectionString: scratch.url });
  await onPrimary.connect();
  const primaryPids = await sessionsOf(onPrimary);
  const replicaPids = await sessionsOf(onReplica);
  const pss = (pids: number[]) => sum(pids.map(pssKiB)) / 1024;
  const [shared] = (
    await onPrimary.query<{ sb: string; wm: string }>(
      `select current_setting('shared_buffers') as sb, current_setting('work_mem') as wm`,
    )
  ).rows;
  console.log(
    `memory: the portal process ${fmt(portalPss / 1024)} MiB PSS; database sessions: primary ${primaryPids.length} ` +
      `(${fmt(pss(primaryPids))} MiB PSS), replica ${replicaPids.length} (${fmt(pss(replicaPids))} MiB PSS); ` +
      `shared_buffers ${shared!.sb}, work_mem ${shared!.wm}`,
  );
  console.log(
    `per million members: ${fmt(mib(size) / perMillion)} MiB on disk on each server (primary and replica, the places included), ` +
      `the working set of users and family_members with their indexes ${fmt(mib(sum(tables.filter((t) => t.name === 'users' || t.name === 'family_members').map((t) => t.heap + t.idx))) / perMillion)} MiB`,
  );
  await onPrimary.end();
  await onReplica.end();
  await splitApp.close();
  await aloneApp.close();
} finally {
  for (const d of databases.reverse()) await d.close().catch(() => {});
  await replica.remove();
  if (process.env.BENCH_KEEP === '1') {
    console.log(`kept: ${scratch.url}`);
    await scratch.keep();
  } else await scratch.drop();
}
console.log(failures ? `${failures} OVER BUDGET or FAIL` : 'all within budget');
process.exitCode = failures ? 1 : 0;
