import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { familyMembers, users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { signedInAccount } from '../test/members-fixtures';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

let t: TestApp;
let tree: SmallTree;
beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'MM');
});
afterAll(() => t.close());

const MISSING = '00000000-0000-4000-8000-000000000000';
const mosqueOf = async (userId: string) =>
  (await t.db.select({ m: users.mosqueId }).from(users).where(eq(users.id, userId)))[0]?.m;

describe('updateMosque', () => {
  it("changes the caller's masjid; the family, which has no masjid of its own, moves with them", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    await t.db
      .insert(familyMembers)
      .values({ userId: me.userId, uniqueId: 'AJ-MM-KID', name: 'Kid', relation: 'Son' });
    // The session is read once before the change, so a stale cached copy would show.
    expect((await t.call('fetchUserData', {}, me.token)).body.result.mosqueId).toBe(tree.oldMasjid);

    const res = await t.call('updateMosque', { mosqueId: tree.harbourMasjid, userId: me.userId }, me.token);
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.mosqueChanged) });
    const after = (await t.call('fetchUserData', {}, me.token)).body.result;
    expect(after.mosqueId).toBe(tree.harbourMasjid);
    expect(after.family).toEqual([expect.objectContaining({ name: 'Kid' })]);
    expect((await t.call('fetchMyMosque', {}, me.token)).body.result.mosque.id).toBe(tree.harbourMasjid);

    const alias = await t.call('updateMyMosque', { mosqueId: tree.newMasjid }, me.token);
    expect(alias.body.result.pass).toBe(true);
    expect(await mosqueOf(me.userId)).toBe(tree.newMasjid);
  });

  it('refuses a masjid that does not exist with 404, and changes nothing', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const res = await t.call('updateMosque', { mosqueId: MISSING }, me.token);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Masjid not found');
    expect(await mosqueOf(me.userId)).toBe(tree.oldMasjid);
  });

  it('refuses a missing or malformed masjid id with 400', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    for (const input of [{}, { mosqueId: null }, { mosqueId: 'old-masjid' }, { mosqueId: 7 }]) {
      const res = await t.call('updateMosque', input, me.token);
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
    expect((await t.call('updateMosque', { mosqueId: 'x' }, me.token)).body.error.message).toBe(
      MSG.invalidId,
    );
    expect(await mosqueOf(me.userId)).toBe(tree.oldMasjid);
  });

  it("refuses someone else's userId with 403: it only ever moves the caller", async () => {
    const other = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const res = await t.call(
      'updateMosque',
      { mosqueId: tree.harbourMasjid, userId: other.userId },
      me.token,
    );
    expect(res.status).toBe(403);
    expect(await mosqueOf(other.userId)).toBe(tree.oldMasjid);
    expect(await mosqueOf(me.userId)).toBe(tree.oldMasjid);
  });
});

describe('fetchMyMosque', () => {
  it('gives the masjid and its places, locality first and India last', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const res = await t.call('fetchMyMosque', null, me.token);
    expect(res.body.result).toEqual({
      mosque: { id: tree.oldMasjid, mosqueId: 'MM-OLD', name: 'MM Old Masjid', address: 'Street 1', url: '' },
      places: ['MM Old Town', 'MM North City', 'MM North District', 'MM North', 'India'],
    });
  });

  it('gives nothing for a member whose masjid was removed', async () => {
    const me = await signedInAccount(t, { mosqueId: null });
    expect((await t.call('fetchMyMosque', {}, me.token)).body.result).toEqual({ mosque: null, places: [] });
  });
});
