import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type EachRole, signInEachRole } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { databaseUrl } from '../test/test-database';
import { startReplica, type TestReplica } from '../test/topology';
import { APPLICATION_NAME } from './client';
import type { ReplicaStatus } from './replicas';
import { users } from './schema';

// A streaming replica of this file's own (the run's is shared by every file of the project), so that pausing
// its replay or stopping it is seen by these tests alone.

const MAX_LAG_MS = 2000;

let replica: TestReplica;
let t: TestApp;
let tree: SmallTree;
let tokens: EachRole<string>;
let ids: EachRole<string>;
/** A session on this file's database on the replica, to look at what it holds and what it was asked. */
let onReplica: pg.Pool;

beforeAll(async () => {
  replica = await startReplica(inject('testDatabase').serverUrl);
  t = await startTestApp({ replicas: { serverUrls: [replica.serverUrl], maxLagMs: MAX_LAG_MS } });
  tree = await buildSmallTree(t.db, 'RP');
  ({ ids, tokens } = await signInEachRole(t, tree, 'RP'));
  const name = new URL(t.database.directUrl).pathname.slice(1);
  onReplica = new pg.Pool({ connectionString: databaseUrl(replica.serverUrl, name), max: 1 });
  onReplica.on('error', () => {});
}, 120_000);
afterAll(async () => {
  await onReplica?.end();
  await t?.close();
  await replica?.remove();
});

async function replicas(): Promise<ReplicaStatus[]> {
  const res = await t.app.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode).toBe(200);
  return res.json().replicas;
}

/** Waits until /readyz says `inUse` of the replica, and returns how long that took. */
async function untilInUse(inUse: boolean, withinMs = 10_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if ((await replicas())[0]?.inUse === inUse) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `The replica was not ${inUse ? 'in use' : 'left out'} within ${withinMs} ms: ${JSON.stringify(await replicas())}`,
  );
}

const pickerAsked = async () => {
  const { rows } = await onReplica.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and application_name = $1 and query like '%from "locations"%'`,
    [APPLICATION_NAME],
  );
  return rows[0]!.n;
};

const childrenOfIndia = async (token?: string) => {
  const res = await t.call('getLocations', { parentId: tree.india }, token);
  expect(res.status).toBe(200);
  return res.body.result.map((l) => l.name);
};

beforeEach(async () => {
  await onReplica.query('select pg_wal_replay_resume()').catch(() => {});
  await untilInUse(true);
});

describe('read replicas', () => {
  it('answers the picker from the replica, as its pg_stat_activity shows', async () => {
    expect(await replicas()).toEqual([{ replica: 1, inUse: true, lagMs: expect.any(Number) }]);
    expect(await pickerAsked()).toBe(0);
    expect(await childrenOfIndia()).toEqual(expect.arrayContaining(['RP North', 'RP South']));
    expect(await pickerAsked()).toBeGreaterThan(0);
  });

  it('leaves a paused replica out within the lag limit, and never follows a write with a stale read', async () => {
    await onReplica.query('select pg_wal_replay_pause()');
    const added = await t.call('addLocation', { name: 'RP East', parentId: tree.india }, tokens.admin);
    expect(added.status).toBe(200);
    // The admin who wrote reads the primary: their new state is there at once.
    expect(await childrenOfIndia(tokens.admin)).toContain('RP East');
    // Anyone else may read the replica a moment behind, until it is too far behind to serve.
    const leftOutAfter = await untilInUse(false, MAX_LAG_MS * 3);
    expect(leftOutAfter).toBeLessThanOrEqual(MAX_LAG_MS + 1500);
    expect((await replicas())[0]).toMatchObject({
      inUse: false,
      reason: expect.stringContaining('replay paused'),
    });
    expect(await childrenOfIndia()).toContain('RP East');
    const { rows } = await onReplica.query('select 1 from locations where name = $1', ['RP East']);
    expect(rows).toEqual([]);

    await onReplica.query('select pg_wal_replay_resume()');
    await untilInUse(true);
    expect(await childrenOfIndia()).toContain('RP East');
  });

  it("reads a member's update back from the primary while the replica lags", async () => {
    await onReplica.query('select pg_wal_replay_pause()');
    const moved = await t.call('updateMyMosque', { mosqueId: tree.harbourMosque }, tokens.member);
    expect(moved.status).toBe(200);
    const mine = await t.call('getMyMosque', null, tokens.member);
    expect(mine.body.result.mosque?.id).toBe(tree.harbourMosque);
    // The replica has not replayed it: the answer came from the primary.
    const [onPrimary] = await t.db
      .select({ mosqueId: users.mosqueId })
      .from(users)
      .where(eq(users.id, ids.member));
    expect(onPrimary?.mosqueId).toBe(tree.harbourMosque);
    const { rows } = await onReplica.query<{ mosque_id: string }>(
      'select mosque_id from users where id = $1',
      [ids.member],
    );
    expect(rows[0]?.mosque_id).toBe(tree.oldMosque);
    // Their alerts, a read others may get a moment stale, come from the primary too: they follow the new masjid.
    const feed = await t.call('getAlerts', null, tokens.member);
    expect(feed.status).toBe(200);
    const { rows: asked } = await onReplica.query(
      `select 1 from pg_stat_activity
        where datname = current_database() and application_name = $1 and query like '%from "alerts"%'`,
      [APPLICATION_NAME],
    );
    expect(asked).toEqual([]);
  });

  it('keeps answering from the primary when the replica stops, and uses it again once it is back', async () => {
    await replica.stop();
    try {
      for (let i = 0; i < 5; i++) expect(await childrenOfIndia()).toContain('RP North');
      expect((await replicas())[0]).toMatchObject({
        inUse: false,
        reason: expect.stringContaining('unreachable'),
      });
      const masjids = await t.call('getMosques', { locationId: tree.oldTown }, null);
      expect(masjids.body.result.map((m) => m.name)).toEqual(['RP Old Masjid']);
    } finally {
      await replica.start();
    }
    await untilInUse(true);
    expect(await childrenOfIndia()).toContain('RP North');
  });
});
