import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { alertPushes, alerts } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { systemClock } from '../server/lib/clock';
import { sendDuePushes } from '../server/push/fan-out-job';
import { ThreadedPushSender } from '../server/push/threaded-push-sender';
import { openBenchDatabase } from './support/bench-database';
import { type Timing, time } from './support/timing';

/**
 * One alert fanned out to 100,000 push subscriptions spread over one state's masjids, on an embedded
 * cluster of its own (or DATABASE_URL's server), to the local fake push service, which checks the VAPID JWT and
 * decrypts every notification. Reports pushes a second, the time to the last delivery, and a member read's
 * p99 (`getLocations` through the HTTP API) idle and while the fan-out runs. The fake runs in a process of its
 * own, as a real push service is elsewhere; the portal, its fan-out and the reads share this one.
 * Goals: at least 500 pushes a second; the read's p99 during the fan-out at most twice its idle p99.
 * Usage: npx tsx bench/push-fanout.ts [subscriptions]
 */
const SUBSCRIPTIONS = Number(process.argv[2] ?? 100_000);

const fake = await startFakeInItsOwnProcess();
const shared = { keys: fake.keys };
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  BOT_CHECK: 'off',
  DEMO_DATA: 'on',
  PUSH_TEST_ENDPOINTS: fake.origin,
  API_SESSION_PER_MINUTE: '100000000',
  API_PUBLIC_PER_MINUTE: '100000000',
});
const { database, engine, close } = await openBenchDatabase();
let over = false;
try {
  await database.migrate();
  await seed(database.db, config);
  const { db } = database;
  const rows = async <T>(q: ReturnType<typeof sql>) =>
    ((await db.execute(q)) as unknown as { rows: T[] }).rows;
  const [state] = await rows<{ id: string; masjids: number }>(sql`
    select state_id as id, count(*)::int as masjids from mosques where state_id is not null
    group by state_id order by count(*) desc limit 1`);
  await db.execute(sql`create temporary table state_mosques as
    select id, row_number() over (order by id) as n from mosques where state_id = ${state!.id}`);
  // Members of the state's masjids, each with one device (the area columns fill by trigger).
  await db.execute(sql`
    insert into users (unique_id, role, notice_version, name, mosque_id)
    select 'AJ-P' || g, 'user', 1, 'Push Member ' || g, m.id
    from generate_series(1, ${SUBSCRIPTIONS}::int) g
    join state_mosques m on m.n = 1 + g % ${state!.masjids}`);
  await db.execute(sql`
    insert into push_subscriptions (user_id, endpoint, p256dh, auth, language)
    select id, ${`${fake.origin}/push/`} || gen_random_uuid(), ${shared.keys.p256dh}, ${shared.keys.auth},
           (array['en','hi','ur'])[1 + (abs(hashtext(id::text)) % 3)]
    from users where unique_id like 'AJ-P%'`);
  await db.execute(sql`analyze`);

  const { app, services } = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const read = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/getLocations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    await res.arrayBuffer();
  };
  // As many reads as the fan-out's own measurement takes, so both p99s stand on thousands of samples.
  const idle = await time('idle', read, { runs: 3000 });

  const [alert] = await db
    .insert(alerts)
    .values({
      title: 'Bench alert',
      message: 'A state-wide alert',
      category: 'society',
      severity: 'high',
      expiresAt: new Date(Date.now() + 86_400_000),
      level: 'state',
      locationId: state!.id,
    })
    .returning({ id: alerts.id });
  await db.insert(alertPushes).values({ alertId: alert!.id, status: 'queued' });
  const start = performance.now();
  let fanOutDone = false;
  // As the job process sends them: from a thread of its own (server/main.ts).
  const sender = new ThreadedPushSender(services.push.vapid);
  const fanOut = sendDuePushes(db, systemClock, sender).finally(() => {
    fanOutDone = true;
  });
  const during: number[] = [];
  while (!fanOutDone) {
    const t0 = performance.now();
    await read();
    during.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 5));
  }
  const tried = await fanOut;
  const seconds = (performance.now() - start) / 1000;
  during.sort((a, b) => a - b);
  const busy: Timing = {
    label: 'during',
    p50: during[Math.floor(during.length * 0.5)] ?? 0,
    p95: during[Math.floor(during.length * 0.95)] ?? 0,
    p99: during[Math.min(during.length - 1, Math.floor(during.length * 0.99))] ?? 0,
  };
  const counts = await fake.counts();
  const rate = counts.received / seconds;
  console.log(
    `push fan-out on ${engine}: ${SUBSCRIPTIONS} subscriptions over ${state!.masjids} masjids of one state`,
  );
  console.log(`  tried ${tried}, delivered ${counts.received}, refused by the fake ${counts.refused}`);
  console.log(`  last delivery after ${seconds.toFixed(1)} s: ${rate.toFixed(0)} pushes/s (goal ≥ 500)`);
  console.log(
    `  getLocations p99 idle ${idle.p99.toFixed(1)} ms, during ${busy.p99.toFixed(1)} ms (goal ≤ 2× idle; ${during.length} reads)`,
  );
  if (rate < 500) {
    console.log('  OVER BUDGET: fewer than 500 pushes a second');
    over = true;
  }
  if (busy.p99 > 2 * idle.p99) {
    console.log('  OVER BUDGET: the read p99 more than doubled during the fan-out');
    over = true;
  }
  await sender.close();
  await app.close();
} finally {
  await close();
  fake.close();
}
process.exit(over ? 1 : 0);

/** The fake push service of bench/support/fake-push-child.ts: where it listens, its device's keys, its counts. */
async function startFakeInItsOwnProcess() {
  const child = fork(new URL('./support/fake-push-child.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
  });
  // A real push service runs on someone else's machine; this one's decrypting should not take the processor
  // from the portal whose reads are measured, so it gives way to them.
  if (child.pid) setPriority(child.pid, 10);
  const next = <T>() => new Promise<T>((resolve) => child.once('message', (m) => resolve(m as T)));
  const { origin, keys } = await next<{ origin: string; keys: { p256dh: string; auth: string } }>();
  return {
    origin,
    keys,
    counts: () => {
      const reply = next<{ received: number; refused: number }>();
      child.send('count');
      return reply;
    },
    close: () => child.send('close'),
  };
}
