import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { todayInIndia } from '../domain/dates';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seed } from '../server/db/seed';
import { createSession } from '../server/sign-in/sessions';
import { deployedSiteBody, startLocalCaddy } from '../server/test/local-caddy';
import { startLocalVarnish } from '../server/test/local-varnish';
import { createScratchDatabase } from './support/scratch-database';

/**
 * An Eid morning: [members] members (default 2,000) of [masjids] masjids of one city (default 20) open the
 * portal within [seconds] seconds (default 120), spread evenly, each on a connection of their own, through
 * Debian's Caddy with deploy/Caddyfile: their home (getSessionUser, the shell's who-am-I, and getAlerts, both
 * signed in, never cached), and their masjid's times (`GET /api/getMosqueTimes`, public, cacheable). Run twice
 * in one process on the same data: with the cache on (Caddy sends the public GETs to Debian's Varnish with
 * deploy/varnish/anjuman.vcl) and off (Caddy sends them to the portal). Prints, for each: the requests that
 * reached the portal (counted on its own socket), p50/p95/p99 of all requests and of each kind, errors, and the
 * database's CPU (utime + stime from /proc of the PostgreSQL sessions the portal held on the scratch
 * database). The members' clients run in the same process as the portal, as on one machine; budget: none
 * beyond no errors, the figures go to bench/README.md. DATABASE_URL names the PostgreSQL server (a scratch
 * database of its own, dropped at the end).
 * Usage: DATABASE_URL=postgres://… npx tsx bench/eid-morning.ts [members] [masjids] [seconds]
 */
const [memberCount = 2000, masjidCount = 20, seconds = 120] = process.argv.slice(2).map(Number);
const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('eid-morning.ts needs DATABASE_URL (a PostgreSQL server to work on)');
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'off',
  DEMO_DATA: 'off',
  // Every member comes through Caddy, so the portal sees one address: the per-address limit is not measured.
  API_PUBLIC_PER_MINUTE: '100000000',
});
const CLOCK_TICKS = 100;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const scratch = await createScratchDatabase(serverUrl);
const dbName = new URL(scratch.url).pathname.slice(1);
const database = await openDatabase({ url: scratch.url });
let failed = false;
try {
  await database.migrate();
  await seed(database.db, config);
  const { db } = database;
  const rows = async <T>(q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  // One city of the first district, a locality for each masjid, the masjids with coordinates near Delhi's.
  const [city] = await rows<{ id: string }>(sql`
  insert into locations (name, type, parent_id)
  select 'Eid City', 'city', id from locations where type = 'district' order by id limit 1 returning id`);
  await db.execute(sql`
  insert into locations (name, type, parent_id)
  select 'Eid Locality ' || g, 'locality', ${city!.id}::uuid from generate_series(1, ${masjidCount}) g`);
  const masjids = await rows<{ id: string }>(sql`
  insert into mosques (code, name, address, location_id, url, latitude, longitude)
  select 'EID-' || row_number() over (order by l.id), 'Masjid ' || l.name, 'Street 1', l.id, 'https://example.org',
    28.60 + row_number() over (order by l.id) * 0.01, 77.20
  from locations l where l.parent_id = ${city!.id}::uuid returning id`);
  const members = await rows<{ id: string; mosque_id: string }>(sql`
  insert into users (unique_id, role, notice_version, name, mobile, gender, dob, mosque_id, category, details)
  select 'AJ-EID' || g, 'user', 1, 'Eid Member ' || g, '5' || lpad(g::text, 9, '0'),
    case when g % 2 = 0 then 'male' else 'female' end, date '1990-01-01', m.id, 'working',
    jsonb_build_object('workType', 1, 'workTypeName', 'Work')
  from generate_series(1, ${memberCount}) g
  join (select id, row_number() over (order by id) as n from mosques where code like 'EID-%') m
    on m.n = 1 + g % ${masjidCount}
  returning id, mosque_id`);
  // The alerts of an Eid morning: the city's announcement and one for each masjid.
  await db.execute(sql`
  insert into alerts (title, message, category, severity, expires_at, level, location_id)
  values ('Eid Mubarak', 'Eid prayer at the Eidgah at 7:30', 'society', 'moderate', now() + interval '1 day', 'city', ${city!.id}::uuid)`);
  await db.execute(sql`
  insert into alerts (title, message, category, severity, expires_at, level, mosque_id)
  select 'Eid jamaat', 'First jamaat at 7:00, second at 8:00', 'society', 'low', now() + interval '1 day', 'Mosque', id
  from mosques where code like 'EID-%'`);
  const now = () => new Date();
  const tokens: string[] = [];
  for (const m of members) tokens.push(await createSession(db, { now }, m.id, 'otp'));
  await db.execute(sql`vacuum analyze`);
  console.log(
    `${memberCount} members of ${masjids.length} masjids, ${seconds} s, PostgreSQL ${dbName}; load ${load()}`,
  );

  const { app } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  let reached = 0;
  // Only the API: Caddy's health checks of the portal (/healthz) are not members' requests.
  app.server.on('request', (req: IncomingMessage) => {
    if (req.url?.startsWith('/api/')) reached++;
  });
  const portal = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const varnish = await startLocalVarnish({ host: '127.0.0.1', port: Number(portal.split(':')[1]) });
  const caddy = await startLocalCaddy([
    {
      host: 'cached.test',
      body: deployedSiteBody({ '127.0.0.1:6081': varnish.address, '127.0.0.1:3000': portal }),
    },
    { host: 'direct.test', body: deployedSiteBody({ '127.0.0.1:6081': portal, '127.0.0.1:3000': portal }) },
  ]);
  const monitor = new pg.Client({ connectionString: scratch.url });
  await monitor.connect();
  /** CPU ticks of the database sessions the portal holds now (a session opened later starts at 0). */
  const databaseTicks = async () => {
    const { rows: r } = await monitor.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
    const ticks = new Map<number, number>();
    for (const { pid } of r) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks.set(pid, Number(f[11]) + Number(f[12]));
      } catch {}
    }
    return ticks;
  };

  type Kind = 'getSessionUser' | 'getMosqueTimes' | 'getAlerts';
  const today = todayInIndia(new Date());
  const morning = async (site: string) => {
    const url = new URL(site);
    const times: Record<Kind, number[]> = { getSessionUser: [], getMosqueTimes: [], getAlerts: [] };
    let errors = 0;
    let hits = 0;
    const one = (agent: Agent, kind: Kind, path: string, token: string | null, body?: string) =>
      new Promise<void>((resolve) => {
        const start = performance.now();
        const req = request(
          {
            host: '127.0.0.1',
            port: url.port,
            servername: url.hostname,
            path,
            method: body === undefined ? 'GET' : 'POST',
            ca: caddy.rootCertificate,
            agent,
            headers: {
              host: url.host,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              times[kind].push(performance.now() - start);
              if (res.statusCode !== 200) errors++;
              if (res.headers['x-cache'] === 'hit') hits++;
              resolve();
            });
          },
        );
        req.on('error', () => {
          errors++;
          resolve();
        });
        req.end(body);
      });
    const reachedBefore = reached;
    const ticksBefore = await databaseTicks();
    const cpuBefore = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      members.map(async (m, i) => {
        await new Promise((r) => setTimeout(r, (i / memberCount) * seconds * 1000));
        // A phone of its own: one connection for its three requests.
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        const token = tokens[i]!;
        await one(agent, 'getSessionUser', '/api/getSessionUser', token, '{"data":{}}');
        const data = encodeURIComponent(JSON.stringify({ mosqueId: m.mosque_id, from: today, days: 1 }));
        await one(agent, 'getMosqueTimes', `/api/getMosqueTimes?data=${data}`, null);
        await one(agent, 'getAlerts', '/api/getAlerts', token, '{"data":{}}');
        agent.destroy();
      }),
    );
    const wall = (performance.now() - t0) / 1000;
    const ticksAfter = await databaseTicks();
    let dbTicks = 0;
    for (const [pid, t] of ticksAfter) dbTicks += t - (ticksBefore.get(pid) ?? 0);
    const cpu = process.cpuUsage(cpuBefore);
    const p = (xs: number[], q: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
    };
    const all = Object.values(times).flat();
    const line = (xs: number[]) =>
      `p50 ${p(xs, 0.5).toFixed(1)} ms, p95 ${p(xs, 0.95).toFixed(1)} ms, p99 ${p(xs, 0.99).toFixed(1)} ms`;
    return {
      summary:
        `${all.length} requests in ${wall.toFixed(1)} s, ${reached - reachedBefore} reached the portal, ${hits} cache hits, ` +
        `${errors} errors; all: ${line(all)}; database CPU ${(dbTicks / CLOCK_TICKS).toFixed(1)} s ` +
        `(${((dbTicks / CLOCK_TICKS / wall) * 100).toFixed(1)}% of one core); this process (portal and clients) ` +
        `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; load ${load()}`,
      kinds: (Object.keys(times) as Kind[]).map((k) => `  ${k}: ${line(times[k])}`),
      errors,
    };
  };

  for (const [label, site] of [
    ['cache on (Caddy, Varnish)', caddy.urls[0]!],
    ['cache off (Caddy to the portal)', caddy.urls[1]!],
  ] as const) {
    const r = await morning(site);
    console.log(`${label}: ${r.summary}`);
    for (const k of r.kinds) console.log(k);
    if (r.errors) failed = true;
  }
  await monitor.end();
  await caddy.stop();
  await varnish.stop();
  await app.close();
} finally {
  await database.close().catch(() => {});
  await scratch.drop();
}
if (failed) console.log('FAIL: some requests failed');
process.exitCode = failed ? 1 : 0;
