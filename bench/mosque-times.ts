import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { DEFAULT_TIMES_SETTINGS } from '../domain/prayer-times/time-settings';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { mosques, mosqueTimeVersions } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { openBenchDatabase } from './support/bench-database';
import { generateNationalPlaces } from './support/national-places';
import { type Timing, time } from './support/timing';

/**
 * getMosqueTimes for 31 days through the HTTP API, as a member's /mosque asks for a month: masjids with
 * points and a few versions of settings each (a Ramadan timetable for dates, Jumu'ah, a change from a later
 * date), among api-places.ts's ~230k masjids, beside an anchor (getLocations of the country's states)
 * measured before and after in the same run. Also getMosqueTimesRules, which the phone keeps for offline.
 * Usage: npx tsx bench/mosque-times.ts; DATABASE_URL=postgres://… runs it on PostgreSQL in a scratch database.
 */
const BUDGET_P95_MS = 20;
const MASJIDS = 50;

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
  await generateNationalPlaces(db, { citiesPer: 10, localitiesPer: 10, mosquesPer: 3 });
  const chosen = await db.select({ id: mosques.id }).from(mosques).orderBy(mosques.id).limit(MASJIDS);
  const settings = {
    ...DEFAULT_TIMES_SETTINGS,
    asr: 'shafii' as const,
    jumuah: [{ khutbah: '13:00', jamaat: '13:30' }],
    overrides: [{ from: '2027-02-08', to: '2027-03-09', jamaat: { isha: { at: '21:00' } } }],
  };
  for (const [i, m] of chosen.entries()) {
    await db
      .update(mosques)
      .set({ latitude: 10 + (i % 25), longitude: 72 + (i % 15) })
      .where(eq(mosques.id, m.id));
    await db.insert(mosqueTimeVersions).values([
      { mosqueId: m.id, effectiveFrom: '2026-01-01', settings },
      { mosqueId: m.id, effectiveFrom: '2027-02-01', settings: { ...settings, asr: 'hanafi' } },
    ]);
  }
  await db.execute(sql`analyze`);
  console.log(`${engine}: ${chosen.length} masjids with times among the generated ones`);

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
    return res.json() as { result: { days?: unknown[] } };
  };
  const mosqueOf = (i: number) => chosen[Math.abs(i) % chosen.length]!.id;
  const results: Timing[] = [];
  results.push(await time('anchor: getLocations (states)', () => call('getLocations', {})));
  results.push(
    await time('getMosqueTimes 31 days', async (i) => {
      const reply = await call('getMosqueTimes', { mosqueId: mosqueOf(i), from: '2027-02-01', days: 31 });
      if (reply.result.days?.length !== 31) throw new Error('not 31 days');
    }),
  );
  results.push(
    await time('getMosqueTimesRules', (i) => call('getMosqueTimesRules', { mosqueId: mosqueOf(i) })),
  );
  results.push(await time('anchor again: getLocations (states)', () => call('getLocations', {})));
  for (const r of results) {
    const budgeted = r.label.startsWith('getMosqueTimes 31');
    const verdict = budgeted ? (r.p95 <= BUDGET_P95_MS ? ' within budget' : ' OVER BUDGET') : '';
    if (budgeted && r.p95 > BUDGET_P95_MS) over++;
    console.log(
      `${r.label}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms${verdict}` +
        `${budgeted ? ` [p95 budget ${BUDGET_P95_MS} ms]` : ''}`,
    );
  }
  await app.close();
} finally {
  await close();
}
process.exit(over ? 1 : 0);
