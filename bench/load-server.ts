import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { locations, mosques, users } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { sha256 } from '../server/lib/tokens';
import { createSession } from '../server/sign-in/sessions';

/**
 * One server of the load benchmark (bench/load.ts), in its own process: `anjuman` is the portal as it runs,
 * `bare` is Fastify answering the same three reads with the same SQL and nothing else (no validation, no
 * limiter, no headers, no logging). Prints one JSON line with its port, a member's token and a district.
 * Usage: tsx bench/load-server.ts anjuman|bare <postgres url> [--setup]
 */
const [kind, target, setupFlag] = process.argv.slice(2);
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  BOT_CHECK: 'off',
  DEMO_DATA: 'on',
  API_SESSION_PER_MINUTE: '100000000',
  API_PUBLIC_PER_MINUTE: '100000000',
});
const database = await openDatabase({ url: target! });

// The database is set up once, by the first server.
if (setupFlag === '--setup') {
  await database.migrate();
  await seed(database.db, config);
}
const [district] = await database.db
  .select({ id: locations.id })
  .from(locations)
  .where(eq(locations.name, 'Hyderabad'))
  .limit(1);
const [masjid] = await database.db.select({ id: mosques.id }).from(mosques).limit(1);
let [member] = await database.db.select().from(users).where(eq(users.uniqueId, 'AJ-LOAD-1'));
member ??= (
  await database.db
    .insert(users)
    .values({
      uniqueId: 'AJ-LOAD-1',
      role: 'user',
      name: 'Load Member',
      mobile: '9000099999',
      mosqueId: masjid!.id,
    })
    .returning()
)[0];
const token = await createSession(database.db, { now: () => new Date() }, member!.id, 'password');

let port: number;
if (kind === 'anjuman') {
  const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
  const { app } = await buildApp({ config, database, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
} else {
  const pool = new pg.Pool({ connectionString: target, max: 10 });
  const query = (text: string, params: unknown[]) => pool.query(text, params);
  const userFor = async (authorization: string | undefined) => {
    const hash = sha256((authorization ?? '').replace(/^Bearer /, ''));
    const { rows } = await query(
      'select u.* from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now()',
      [hash],
    );
    return rows[0] as { id: string; mosque_id: string } | undefined;
  };
  const app = Fastify();
  app.post('/api/getLocations', async (req) => {
    const { parentId } = (req.body as { data: { parentId: string } }).data;
    const { rows } = await query(
      'select id, name, type, parent_id as "parentId" from locations where parent_id = $1 order by name',
      [parentId],
    );
    return { result: rows };
  });
  app.post('/api/getSessionUser', async (req) => ({ result: await userFor(req.headers.authorization) }));
  app.post('/api/getAlerts', async (req) => {
    const user = await userFor(req.headers.authorization);
    const { rows } = await query(
      `select a.*, coalesce(m.name, l.name) as level_name from alerts a
       left join mosques m on m.id = a.mosque_id left join locations l on l.id = a.location_id
       where a.expires_at > now() and (a.mosque_id = $1 or a.location_id = any(array(
         select ancestor_id from location_ancestors where location_id = (select location_id from mosques where id = $1))))
       order by a.created_at desc, a.id desc limit 20`,
      [user?.mosque_id],
    );
    return { result: rows };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
}
process.stdout.write(`${JSON.stringify({ port, token, districtId: district!.id })}\n`);
