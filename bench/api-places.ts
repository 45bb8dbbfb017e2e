import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { locations, mosques } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { openBenchDatabase } from './support/bench-database';

/**
 * Latency of the picker's reads on national-scale data: every district gets cities and localities and
 * every locality masjids (defaults: ~77k localities, ~230k masjids). Prints p50/p95 per function.
 * Usage: npx tsx bench/api-places.ts [citiesPerDistrict] [localitiesPerCity] [masjidsPerLocality]
 */
const [citiesPer = 10, localitiesPer = 10, mosquesPer = 3] = process.argv.slice(2).map(Number);

const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', BOT_CHECK: 'off', DEMO_DATA: 'off' });
const { database, engine, close } = await openBenchDatabase();
console.log(engine);
await database.migrate();
await seed(database.db, config);
const { db } = database;

const t0 = performance.now();
// Generated in SQL so the data never passes through this process.
await db.execute(sql`
  insert into locations (name, type, parent_id)
  select 'City ' || g, 'city', d.id from locations d, generate_series(1, ${citiesPer}) g where d.type = 'district'`);
await db.execute(sql`
  insert into locations (name, type, parent_id)
  select 'Locality ' || g, 'locality', c.id from locations c, generate_series(1, ${localitiesPer}) g where c.type = 'city'`);
await db.execute(sql`
  insert into mosques (code, name, address, location_id, url)
  select 'M-' || l.id || '-' || g, 'Masjid ' || g, 'Street ' || g, l.id, 'https://example.org'
  from locations l, generate_series(1, ${mosquesPer}) g where l.type = 'locality'`);
await db.execute(sql`analyze`);
const [l, m] = await Promise.all([db.$count(locations), db.$count(mosques)]);
console.log(`Generated in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${l} locations, ${m} masjids`);

const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
const sampleDistricts = await db
  .select({ id: locations.id })
  .from(locations)
  .where(eq(locations.type, 'district'))
  .limit(50);
const sampleLocalities = await db
  .select({ id: locations.id })
  .from(locations)
  .where(eq(locations.type, 'locality'))
  .limit(200);

// Real traffic comes from many members; one address would run into the per-IP rate limit (600 a minute).
const client = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
let callNo = 0;

async function measure(label: string, runs: number, payload: (i: number) => { url: string; data: unknown }) {
  const times: number[] = [];
  // The first calls open pool connections and warm the JIT; a server in service is past that.
  for (let i = 0; i < 50; i++)
    await app.inject({
      method: 'POST',
      url: payload(i).url,
      payload: { data: payload(i).data },
      remoteAddress: client(callNo++),
    });
  for (let i = 0; i < runs; i++) {
    const { url, data } = payload(i);
    const start = performance.now();
    const res = await app.inject({ method: 'POST', url, payload: { data }, remoteAddress: client(callNo++) });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`${label}: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms over ${runs} calls`);
}

await measure('getLocations(district → cities)', 200, (i) => ({
  url: '/api/getLocations',
  data: { parentId: sampleDistricts[i % sampleDistricts.length]!.id },
}));
await measure('getMosques(locality)', 400, (i) => ({
  url: '/api/getMosques',
  data: { locationId: sampleLocalities[i % sampleLocalities.length]!.id },
}));
await app.close();
await close();
