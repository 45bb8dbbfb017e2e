import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { familyMembers, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, newPhone, registerMember, signedInAccount } from '../test/members-fixtures';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

// The warnings the server logs, to check what a burst of masjid changes writes (and what it leaves out).
const warnings: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      const entry = JSON.parse(line);
      if (entry.level === 40) warnings.push(entry);
    }
    done();
  },
});

const clock = manualClock(new Date());
let t: TestApp;
let tree: SmallTree;
beforeAll(async () => {
  t = await startTestApp({ clock, logger: pino({ level: 'warn' }, sink) });
  tree = await buildSmallTree(t.db, 'MM');
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const mosqueOf = async (userId: string) =>
  (await t.db.select({ m: users.mosqueId }).from(users).where(eq(users.id, userId)))[0]?.m;

describe('updateMyMosque', () => {
  it("changes the caller's masjid; the family, which has no masjid of its own, moves with them", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    await t.db
      .insert(familyMembers)
      .values({ userId: me.userId, uniqueId: 'AJ-MM-KID', name: 'Kid', relation: 'Son' });
    // The session is read once before the change, so a stale cached copy would show.
    expect((await t.call('getSessionUser', {}, me.token)).body.result.mosqueId).toBe(tree.oldMosque);

    const res = await t.call('updateMyMosque', { mosqueId: tree.harbourMosque, userId: me.userId }, me.token);
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.mosqueChanged) });
    const after = (await t.call('getSessionUser', {}, me.token)).body.result;
    expect(after.mosqueId).toBe(tree.harbourMosque);
    expect(after.family).toEqual([expect.objectContaining({ name: 'Kid' })]);
    expect((await t.call('getMyMosque', {}, me.token)).body.result.mosque?.id).toBe(tree.harbourMosque);

    const alias = await t.send('updateMyMosque', { mosqueId: tree.newMosque }, me.token);
    expect(alias.body.result).toMatchObject({ pass: true });
    expect(await mosqueOf(me.userId)).toBe(tree.newMosque);
  });

  it('refuses a masjid that does not exist with 404, and changes nothing', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const res = await t.call('updateMyMosque', { mosqueId: MISSING }, me.token);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Masjid not found');
    expect(await mosqueOf(me.userId)).toBe(tree.oldMosque);
  });

  it('refuses a missing or malformed masjid id with 400', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    for (const input of [{}, { mosqueId: null }, { mosqueId: 'old-masjid' }, { mosqueId: 7 }]) {
      const res = await t.send('updateMyMosque', input, me.token);
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    expect((await t.call('updateMyMosque', { mosqueId: 'x' }, me.token)).body.error.message).toBe(
      MSG.invalidId,
    );
    expect(await mosqueOf(me.userId)).toBe(tree.oldMosque);
  });

  it("refuses someone else's userId with 403: it only ever moves the caller", async () => {
    const other = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const res = await t.call(
      'updateMyMosque',
      { mosqueId: tree.harbourMosque, userId: other.userId },
      me.token,
    );
    expect(res.status).toBe(403);
    expect(await mosqueOf(other.userId)).toBe(tree.oldMosque);
    expect(await mosqueOf(me.userId)).toBe(tree.oldMosque);
  });
});

// Changing masjid then reading its volunteers, in a loop, collected every volunteer's mobile
// and email across the country (14 masjids in 0.17 s).
describe('updateMosque: at most 5 changes in 24 hours', () => {
  const mosques = () => [tree.harbourMosque, tree.newMosque, tree.oldMosque];
  /** Changes the member's masjid `times` times, each to another one, and gives the statuses. */
  async function change(token: string, times: number, from: string): Promise<number[]> {
    const statuses: number[] = [];
    let at = from;
    for (let i = 0; i < times; i++) {
      at = mosques().find((m) => m !== at)!;
      statuses.push((await t.call('updateMyMosque', { mosqueId: at }, token)).status);
    }
    return statuses;
  }

  it('refuses the sixth change with a 429 that says why, changes nothing, and logs the burst once', async () => {
    const me = await signedInAccount(t, {
      mosqueId: tree.oldMosque,
      name: 'Burst Tester',
      mobile: '9123456780',
    });
    warnings.length = 0;
    expect(await change(me.token, 5, tree.oldMosque)).toEqual([200, 200, 200, 200, 200]);
    const before = await mosqueOf(me.userId);

    const elsewhere = mosques().find((m) => m !== before)!;
    const refused = await t.call('updateMyMosque', { mosqueId: elsewhere }, me.token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: MSG.tooManyMosqueChanges,
      messageCode: 'tooManyMosqueChanges',
    });
    expect(await mosqueOf(me.userId)).toBe(before);
    // Its volunteers stay out of reach too: only the member's own masjid may be asked for.
    expect((await t.call('getMyVolunteers', { mosqueId: elsewhere }, me.token)).status).not.toBe(200);

    await t.call('updateMyMosque', { mosqueId: elsewhere }, me.token);
    const bursts = warnings.filter((w) => w.rule === 'mosque-change-member');
    expect(bursts).toHaveLength(1);
    expect(JSON.stringify(bursts)).not.toMatch(new RegExp(`${me.userId}|Burst Tester|9123456780|${before}`));
  });

  it('allows changes again 24 hours later', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    await change(me.token, 5, tree.oldMosque);
    const now = await mosqueOf(me.userId);
    const other = mosques().find((m) => m !== now)!;
    expect((await t.call('updateMyMosque', { mosqueId: other }, me.token)).status).toBe(429);
    clock.advance(24 * 60 * 60_000 + 1000);
    expect((await t.call('updateMyMosque', { mosqueId: other }, me.token)).status).toBe(200);
  });

  it('does not count a first choice, the masjid the member has, or a masjid that does not exist', async () => {
    // A member with no masjid (one whose masjid was removed) chooses one, as often as it takes.
    const me = await signedInAccount(t, { mosqueId: null });
    expect((await t.call('updateMyMosque', { mosqueId: tree.oldMosque }, me.token)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await t.call('updateMyMosque', { mosqueId: tree.oldMosque }, me.token)).status).toBe(200);
      expect((await t.call('updateMyMosque', { mosqueId: MISSING }, me.token)).status).toBe(404);
    }
    expect(await change(me.token, 5, tree.oldMosque)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe("updateMyMosque after a registration's first choice", () => {
  const env = withMemberTestApp();

  it('leaves the new member all 5 changes: the masjid chosen while registering does not count', async () => {
    const small = await buildSmallTree(env.t.db, 'MR');
    const api = clientAt(env.t, '10.33.0.1');
    const me = await registerMember(api, env.inbox, { phone: newPhone(), mosqueId: small.oldMosque });
    const order = [
      small.newMosque,
      small.harbourMosque,
      small.oldMosque,
      small.newMosque,
      small.harbourMosque,
    ];
    for (const mosqueId of order)
      expect((await api('updateMyMosque', { mosqueId }, me.token)).status).toBe(200);
    expect((await api('updateMyMosque', { mosqueId: small.oldMosque }, me.token)).status).toBe(429);
  });
});

describe('getMyMosque', () => {
  it('gives the masjid and its places, locality first and India last', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const res = await t.call('getMyMosque', null, me.token);
    expect(res.body.result).toEqual({
      mosque: {
        id: tree.oldMosque,
        mosqueId: 'MM-OLD',
        name: 'MM Old Masjid',
        address: 'Street 1',
        url: '',
        latitude: null,
        longitude: null,
      },
      places: ['MM Old Town', 'MM North City', 'MM North District', 'MM North', 'India'],
    });
  });

  it('gives nothing for a member whose masjid was removed', async () => {
    const me = await signedInAccount(t, { mosqueId: null });
    expect((await t.call('getMyMosque', {}, me.token)).body.result).toEqual({ mosque: null, places: [] });
  });
});
