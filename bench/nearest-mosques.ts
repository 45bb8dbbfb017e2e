import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { seed } from '../server/db/seed';
import { nearestMosques } from '../server/times/nearby-mosques';
import { openBenchDatabase } from './support/bench-database';
import { generateNationalPlaces } from './support/national-places';
import { explainQuery, type Timing, time } from './support/timing';

/**
 * "Masjids near me" among 300,000 masjids with points across India: getNearbyMosques through the HTTP API
 * (the 10 nearest, each with its distance and its next jamaat computed from its rules), from points spread over
 * the country, beside an anchor (getLocations of the country's states) measured in the same run. Prints the
 * EXPLAIN of the nearest-neighbour query, which must walk mosques_earth_point_idx (GiST) and not scan the table.
 * Usage: npx tsx bench/nearest-mosques.ts [masjidsPerLocality] (default 4: ~308k masjids)
 * DATABASE_URL=postgres://… runs it on PostgreSQL, in a scratch database of its own dropped at the end.
 */
const [mosquesPer = 4] = process.argv.slice(2).map(Number);
const BUDGET_P95_MS = 20;

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'off',
  DEMO_DATA: 'off',
  API_PUBLIC_PER_MINUTE: '100000000',
  API_SESSION_PER_MINUTE: '100000000',
});
const { database, engine, close } = await openBenchDatabase();
let over = 0;
try {
  await database.migrate();
  await seed(database.db, config);
  const { db } = database;
  const t0 = performance.now();
  await generateNationalPlaces(db, { citiesPer: 10, localitiesPer: 10, mosquesPer });
  // A point for every masjid, spread over the mainland's box (where in it does not matter to the index).
  await db.execute(sql`update mosques set latitude = 8.5 + random() * 25, longitude = 69 + random() * 19`);
  await db.execute(sql`analyze mosques`);
  const [{ n }] = (
    (await db.execute(
      sql`select count(*)::int as n from mosques where earth_point is not null`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows as [{ n: number }];
  console.log(
    `${engine}: ${n} masjids with points, made in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.ready();
  const call = async (name: string, data: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data }),
    });
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
    return res.json() as { result: { mosques?: unknown[] } };
  };
  // The same points every run: a fixed walk over the country.
  const pointOf = (i: number) => ({
    latitude: 9 + ((Math.abs(i) * 7.31) % 24),
    longitude: 70 + ((Math.abs(i) * 11.17) % 18),
  });
  const results: Timing[] = [];
  results.push(await time('anchor: getLocations (states)', () => call('getLocations', {})));
  results.push(
    await time('getNearbyMosques', async (i) => {
      const reply = await call('getNearbyMosques', pointOf(i));
      if (reply.result.mosques?.length !== 10) throw new Error('fewer than 10 masjids near');
    }),
  );
  results.push(await time('anchor again: getLocations (states)', () => call('getLocations', {})));
  for (const r of results) {
    const budgeted = r.label === 'getNearbyMosques';
    const verdict = budgeted ? (r.p95 <= BUDGET_P95_MS ? ' within budget' : ' OVER BUDGET') : '';
    if (budgeted && r.p95 > BUDGET_P95_MS) over++;
    console.log(
      `${r.label}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms${verdict}` +
        `${budgeted ? ` [p95 budget ${BUDGET_P95_MS} ms]` : ''}`,
    );
  }
  const plan = await explainQuery(db, nearestMosques(db, 28.6507, 77.2334).$dynamic());
  const usesIndex = plan.scans.some((s) => s.includes('mosques_earth_point_idx'));
  if (!usesIndex) over++;
  console.log(
    `EXPLAIN nearest 10 to Delhi: ${plan.ms.toFixed(2)} ms${usesIndex ? '' : ' NOT USING mosques_earth_point_idx'}\n${plan.text}`,
  );
  await app.close();
} finally {
  await close();
}
process.exit(over ? 1 : 0);
