import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { todayInIndia } from '../domain/dates';
import { loadConfig } from '../server/config';
import { locations, mosques } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { memberPageQuery, memberSortKey, membersWhere } from '../server/directory/member-queries';
import { volunteersCoveringQuery } from '../server/members/volunteers-for-member';
import { findArea, inArea } from '../server/places/mosques-in-area';
import type { Scope } from '../server/policy/scope';
import { openBenchDatabase } from './support/bench-database';
import { generateNationalPlaces } from './support/national-places';

/**
 * Query plans of scoped staff reads on national-scale data: every district gets cities, every city
 * localities, every locality masjids, and members are spread over the masjids. For each scope (a district,
 * a state, one masjid) it EXPLAIN ANALYZEs a directory page of members and an area's page of masjids, and once a member's
 * volunteers; it prints each plan's scans and time, and fails when a big table (users, mosques,
 * location_ancestors) is read by a sequential scan.
 * Usage: npx tsx bench/scope-plan.ts [citiesPerDistrict] [localitiesPerCity] [masjidsPerLocality] [members]
 * (defaults 10 10 3 1000000). DATABASE_URL=postgres://… runs it on PostgreSQL.
 */
const [citiesPer = 10, localitiesPer = 10, mosquesPer = 3, memberCount = 1_000_000] = process.argv
  .slice(2)
  .map(Number);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BOT_CHECK: 'off', DEMO_DATA: 'off' });
const { database, engine, close } = await openBenchDatabase();
let failures = 0;
try {
  await database.migrate();
  await seed(database.db, config);
  const { db } = database;
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

  const t0 = performance.now();
  await generateNationalPlaces(db, { citiesPer, localitiesPer, mosquesPer });
  await db.execute(sql`create temporary table numbered_mosques as
  select id, row_number() over (order by id) as n from mosques`);
  await db.execute(sql`create index on numbered_mosques (n)`);
  const [{ masjids } = { masjids: 0 }] = await rows<{ masjids: number }>(
    sql`select count(*)::int as masjids from numbered_mosques`,
  );
  // In batches, so no one statement's transaction holds the whole insert.
  const BATCH = 200_000;
  for (let from = 1; from <= memberCount; from += BATCH) {
    const to = Math.min(memberCount, from + BATCH - 1);
    await db.execute(sql`
    insert into users (unique_id, role, notice_version, name, mosque_id, created_at)
    select 'AJ-B' || g, 'user', 1, 'Member ' || g, m.id, now() - g * interval '1 second'
    from generate_series(${from}::int, ${to}::int) g
    join numbered_mosques m on m.n = 1 + (g::bigint * 7919) % ${masjids}`);
  }
  // Staff: a volunteer on every 50th masjid and on every city, district and state, so the scope indexes are
  // what finds a member's volunteers among a million members.
  await db.execute(sql`
  insert into users (unique_id, role, name, scope_level, scope_mosque_id)
  select 'VL-BM' || n, 'volunteer', 'Volunteer ' || n, 'Mosque', id from numbered_mosques where n % 50 = 0`);
  await db.execute(sql`
  insert into users (unique_id, role, name, scope_level, scope_location_id)
  select 'VL-BA-' || id, 'volunteer', 'Volunteer ' || name, 'Area', id from locations
  where type in ('state', 'district', 'city')`);
  await db.execute(sql`analyze`);
  const [counts] = await rows<{ l: number; la: number; m: number; u: number }>(sql`select
  (select count(*)::int from locations) as l, (select count(*)::int from location_ancestors) as la,
  (select count(*)::int from mosques) as m, (select count(*)::int from users) as u`);
  console.log(
    `${engine}: generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${counts!.l} locations, ` +
      `${counts!.la} closure rows, ${counts!.m} masjids, ${counts!.u} users`,
  );

  // A district and a state from the middle of the data, and one masjid.
  const [district] = await db
    .select()
    .from(locations)
    .where(eq(locations.type, 'district'))
    .offset(300)
    .limit(1);
  const [state] = await db.select().from(locations).where(eq(locations.id, district!.parentId!));
  const [masjid] = await db.select().from(mosques).offset(1000).limit(1);
  const scopes: [string, Scope][] = [
    ['everything (admin)', { kind: 'everything' }],
    [`area district ${district!.name}`, { kind: 'area', locationId: district!.id }],
    [`area state ${state!.name}`, { kind: 'area', locationId: state!.id }],
    [`mosque ${masjid!.code}`, { kind: 'mosque', mosqueId: masjid!.id }],
  ];

  type PlanNode = {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    Plans?: PlanNode[];
  };
  const BIG_TABLES = ['users', 'mosques', 'location_ancestors'];

  function scans(node: PlanNode, out: string[] = []): string[] {
    if (node['Relation Name'])
      out.push(
        `${node['Node Type']} ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`,
      );
    // A bitmap index scan names only its index; the heap scan above it names the table.
    else if (node['Index Name']) out.push(`${node['Node Type']} (${node['Index Name']})`);
    for (const child of node.Plans ?? []) scans(child, out);
    return out;
  }

  async function explain(label: string, query: PgSelect) {
    const { sql: text, params } = query.toSQL();
    // Parameters inlined as literals: EXPLAIN cannot take bind parameters on every driver.
    const literal = text.replace(
      /\$(\d+)/g,
      (_, i) => `'${String(params[Number(i) - 1]).replace(/'/g, "''")}'`,
    );
    const [row] = await rows<Record<string, unknown>>(sql.raw(`explain (analyze, format json) ${literal}`));
    const raw = Object.values(row!)[0];
    const [plan] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
      { Plan: PlanNode; 'Execution Time': number },
    ];
    const found = scans(plan!.Plan);
    const seq = found.filter((s) => s.startsWith('Seq Scan') && BIG_TABLES.some((t) => s.endsWith(` ${t}`)));
    if (seq.length) failures += 1;
    console.log(
      `${label}: ${plan!['Execution Time'].toFixed(2)} ms${seq.length ? ' SEQ SCAN ON A BIG TABLE' : ''}\n    ${found.join('\n    ')}`,
    );
  }

  const today = todayInIndia(new Date());
  for (const [name, scope] of scopes) {
    await explain(
      `members page (memberInScope), ${name}`,
      memberPageQuery(
        db,
        await membersWhere(db, scope, { locationId: null, filters: {} }, today),
        memberSortKey({}),
        null,
        20,
      ),
    );
    const area = scope.kind === 'area' ? await findArea(db, scope.locationId) : null;
    if (area)
      await explain(
        `masjids page (inArea), ${name}`,
        db
          .select({ id: mosques.id, name: mosques.name })
          .from(mosques)
          .where(inArea(area))
          .orderBy(mosques.name, mosques.id)
          .limit(21)
          .$dynamic(),
      );
  }

  await explain(
    `a member's volunteers (getMyVolunteers), mosque ${masjid!.code}`,
    volunteersCoveringQuery(db, masjid!.id),
  );
} finally {
  await close();
}
if (failures) {
  console.error(`${failures} plan(s) read a big table sequentially`);
  process.exitCode = 1;
}
