import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock';
import { createSession } from '../sign-in/sessions';
import { buildMember, insertUser } from '../test/factories';
import { freshDataDir, type PortalProcess, startPortal, untilReady } from '../test/portal-process';
import { withScratchServer } from '../test/scratch-server';
import { databaseUrl } from '../test/test-database';
import { EMBEDDED_DATABASE, openDatabase } from './client';
import { clusterUrl } from './embedded/cluster';

// A server of DATABASE_URL: the one of TEST_DATABASE_URL where it is set, else a cluster of this file's own.
const scratch = withScratchServer();
const folders: string[] = [];
const serverDatabases: string[] = [];
afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) {
    for (const name of serverDatabases) {
      await asAdmin(process.env.TEST_DATABASE_URL, (c) =>
        c.query(`drop database if exists ${name} with (force)`),
      );
    }
  }
});

// The members below write as fast as the portal answers, and a 503 comes back at once: the per-session
// budget would end a long outage with 429s, which is the limit working, not what these tests watch.
const UNLIMITED = { API_SESSION_PER_MINUTE: '1000000' };

function dataDir(): string {
  const dir = freshDataDir();
  folders.push(dir);
  return dir;
}

async function asAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the server of DATABASE_URL. */
async function serverDatabase(name: string): Promise<string> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return scratch.emptyDatabase(name);
  const unique = `${name}_${process.pid}`;
  await asAdmin(server, (c) => c.query(`drop database if exists ${unique} with (force)`));
  await asAdmin(server, (c) => c.query(`create database ${unique}`));
  serverDatabases.push(unique);
  return databaseUrl(server, unique);
}

/** Ends every session of the portal's database except this one, as an operator's pg_terminate_backend does. */
async function endBackends(url: string): Promise<number> {
  const database = new URL(url).pathname.slice(1);
  return asAdmin(url, async (c) => {
    const { rows } = await c.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      [database],
    );
    return rows.length;
  });
}

/** Members with sessions, each of them writing until told to stop; what each call answered is kept. */
async function membersWriting(url: string, portal: PortalProcess, count: number) {
  const database = await openDatabase({ url });
  const tokens: string[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const id = await insertUser(database.db, buildMember({ mobile: `90000${String(10000 + i)}` }));
      tokens.push(await createSession(database.db, systemClock, id, 'password'));
    }
  } finally {
    await database.close();
  }
  const answers: { status: number; body: unknown }[] = [];
  let stopped = false;
  const write = async (token: string, lane: number) => {
    for (let i = 0; !stopped; i++) {
      try {
        // Half of them in a transaction of two statements, half in one statement.
        const res =
          lane % 2 === 0
            ? await portal.call('setDirectoryListing', { listed: i % 2 === 0 }, token)
            : await portal.call(
                'updateBasicInfo',
                {
                  name: `Member ${lane} ${i}`,
                  dob: '1990-01-01',
                  gender: 'female',
                  address: '1 Street',
                  parentId: null,
                },
                token,
              );
        answers.push({ status: res.status, body: res.body });
      } catch (err) {
        // No answer at all: the process that served it died.
        answers.push({ status: 0, body: String(err) });
        await sleep(100);
      }
    }
  };
  const lanes = tokens.map(write);
  return {
    answers,
    /** Stops them, and fails when a write still has no answer after 10 s (a pool left without clients). */
    stop: async () => {
      stopped = true;
      let timer: NodeJS.Timeout | undefined;
      const stuck = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('A write got no answer within 10 s')), 10_000);
      });
      try {
        await Promise.race([Promise.all(lanes), stuck]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ready = async (portal: PortalProcess) =>
  (await fetch(`${portal.baseUrl}/readyz`).catch(() => null))?.status;

/** How long /readyz took to answer 200 again. */
async function msUntilReady(portal: PortalProcess, timeoutMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if ((await ready(portal)) === 200) return Date.now() - start;
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

/** The worker processes of a WORKERS portal. */
function children(pid: number): number[] {
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

/** What a write that was cut off answered: the database's 503, never a 500 or a dropped connection. */
function expectOnlyOkOrUnavailable(answers: { status: number; body: unknown }[]): void {
  const unavailable = answers.filter((a) => a.status !== 200);
  for (const answer of unavailable) {
    expect(answer).toMatchObject({
      status: 503,
      body: { error: { status: 'UNAVAILABLE', messageCode: 'databaseUnavailable' } },
    });
  }
}

/** Ends the database's backends 8 times while 16 members write; the portal's processes all stay. */
async function endBackendsEightTimes(portal: PortalProcess, url: string): Promise<void> {
  const writing = await membersWriting(url, portal, 16);
  await sleep(1000);
  let ended = 0;
  for (let round = 0; round < 8; round++) {
    ended += await endBackends(url);
    await sleep(400);
  }
  const waited = await msUntilReady(portal, 5000);
  await writing.stop();
  expect(ended).toBeGreaterThan(8);
  expect(portal.proc.exitCode, portal.output()).toBeNull();
  expect(waited, portal.output()).toBeLessThan(5000);
  expectOnlyOkOrUnavailable(writing.answers);
  // The writes go on after it: the portal reconnected by itself.
  expect(writing.answers.slice(-16).some((a) => a.status === 200)).toBe(true);
  expect(portal.output()).not.toMatch(/Unhandled 'error' event|Unhandled Error/);
  // The operator hears that the database went away and came back, not one line per failed request.
  expect(portal.output()).toMatch(/The database is unavailable/);
  await expect.poll(() => portal.output()).toMatch(/The database answers again/);
  const lines = portal.output().match(/The database is unavailable/g) ?? [];
  expect(lines.length).toBeLessThanOrEqual(8 * 3);
}

function postmasterPid(dir: string): number {
  return Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function stop(portal: PortalProcess): Promise<number | null> {
  portal.proc.kill('SIGTERM');
  return portal.exited;
}

describe('a portal whose database connections are ended', { timeout: 180_000 }, () => {
  it('on a server of DATABASE_URL: the primary and every worker keep running and serve again at once', async () => {
    const url = await serverDatabase('outage_fleet');
    const portal = await startPortal(dataDir(), { ...UNLIMITED, DATABASE_URL: url, WORKERS: '2' });
    await untilReady(portal);
    await expect.poll(() => portal.output(), { timeout: 30_000 }).toMatch(/\(2 worker processes\)/);
    const workers = children(portal.proc.pid!);
    expect(workers).toHaveLength(2);

    await endBackendsEightTimes(portal, url);
    // The same workers: none of them died and was replaced.
    expect(children(portal.proc.pid!)).toEqual(workers);
    expect(await stop(portal)).toBe(0);
  });

  it('on the embedded database: the portal keeps running and serves again at once', async () => {
    const dir = dataDir();
    const portal = await startPortal(dir, UNLIMITED);
    await untilReady(portal);
    await endBackendsEightTimes(portal, clusterUrl(join(dir, 'postgres'), EMBEDDED_DATABASE));
    expect(await stop(portal)).toBe(0);
  });

  it('on a server of DATABASE_URL that stops and starts again: 503 while it is down, /readyz too, then serves', async () => {
    const url = await scratch.emptyDatabase('outage_restart');
    const portal = await startPortal(dataDir(), { ...UNLIMITED, DATABASE_URL: url });
    await untilReady(portal);
    const writing = await membersWriting(url, portal, 4);
    await sleep(500);
    await scratch.stop();
    let whileDown: { status: number; body: unknown }[];
    try {
      await expect.poll(() => ready(portal), { timeout: 10_000 }).toBe(503);
      const from = writing.answers.length;
      await sleep(1000);
      whileDown = writing.answers.slice(from);
    } finally {
      await scratch.start();
    }
    const waited = await msUntilReady(portal, 5000);
    await writing.stop();
    expect(portal.proc.exitCode, portal.output()).toBeNull();
    expect(waited, portal.output()).toBeLessThan(5000);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.every((a) => a.status === 503)).toBe(true);
    expectOnlyOkOrUnavailable(writing.answers);
    expect(writing.answers.slice(-4).every((a) => a.status === 200)).toBe(true);
    // One outage, one pair of lines, however many requests failed in it.
    expect(portal.output().match(/The database is unavailable/g)).toHaveLength(1);
    await expect.poll(() => portal.output().match(/The database answers again/g)).toHaveLength(1);
    expect(await stop(portal)).toBe(0);
  });

  it('on the embedded database whose postmaster is killed: the portal starts it again and serves', async () => {
    const dir = dataDir();
    const portal = await startPortal(dir, UNLIMITED);
    await untilReady(portal);
    const writing = await membersWriting(clusterUrl(join(dir, 'postgres'), EMBEDDED_DATABASE), portal, 4);
    await sleep(500);
    const killed = postmasterPid(dir);
    process.kill(killed, 'SIGKILL');
    await sleep(200);
    const waited = await msUntilReady(portal, 60_000);
    await sleep(500);
    await writing.stop();
    expect(portal.proc.exitCode, portal.output()).toBeNull();
    expect(waited, portal.output()).toBeLessThan(60_000);
    expect(postmasterPid(dir)).not.toBe(killed);
    expectOnlyOkOrUnavailable(writing.answers);
    expect(writing.answers.slice(-4).every((a) => a.status === 200)).toBe(true);
    expect(portal.output()).toMatch(/The embedded database stopped; starting it again/);
    await expect.poll(() => portal.output()).toMatch(/The database answers again/);
    expect(await stop(portal)).toBe(0);
  });
});
