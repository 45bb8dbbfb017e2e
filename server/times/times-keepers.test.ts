import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosques, mosqueTimeVersions } from '../db/schema';
import { buildAdmin, buildSuperAdmin, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** The super admin lets a masjid's volunteer keep its times; the grant reaches their session at once. */

let t: TestApp;
let tree: SmallTree;
let superAdmin: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'KP');
  await t.db
    .update(mosques)
    .set({ latitude: 22.5726, longitude: 88.3639 })
    .where(eq(mosques.id, tree.oldMosque));
  superAdmin = (await signedIn(t, buildSuperAdmin({ email: 'kp.super@test.local' }))).token;
  admin = (await signedIn(t, buildAdmin({ email: 'kp.admin@test.local' }))).token;
});
afterAll(() => t.close());

describe('setTimesKeeper', () => {
  it("lets a masjid's volunteer keep its times, and takes it back", async () => {
    const imam = await signedIn(
      t,
      buildVolunteer({ email: 'kp.imam@test.local', scope: { level: 'Mosque', mosqueId: tree.oldMosque } }),
    );
    const change = () => t.call('updateMosqueTimes', { mosqueId: tree.oldMosque, asr: 'shafii' }, imam.token);
    expect((await change()).status).toBe(403);
    const granted = await t.call('setTimesKeeper', { userId: imam.userId, keepsTimes: true }, superAdmin);
    expect(granted.body.result).toMatchObject({ pass: true, messageCode: 'timesKeeperGranted' });
    expect((await t.call('getSessionUser', {}, imam.token)).body.result.keepsMosqueTimes).toBe(true);
    const accounts = await t.call('getAccounts', {}, superAdmin);
    expect(accounts.body.result.items.find((a) => a.userId === imam.userId)?.keepsMosqueTimes).toBe(true);
    const saved = await change();
    expect(saved.body.result.pass).toBe(true);
    expect(
      await t.db.select().from(mosqueTimeVersions).where(eq(mosqueTimeVersions.mosqueId, tree.oldMosque)),
    ).toHaveLength(1);
    await t.call('setTimesKeeper', { userId: imam.userId, keepsTimes: false }, superAdmin);
    expect((await change()).status).toBe(403);
  });

  it('refuses the grant to an Area volunteer with a message', async () => {
    const userId = await insertUser(
      t.db,
      buildVolunteer({ email: 'kp.area@test.local', scope: { level: 'Area', locationId: tree.north } }),
    );
    const res = await t.call('setTimesKeeper', { userId, keepsTimes: true }, superAdmin);
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'timesKeeperNeedsMosque' });
  });

  it('is for the super admin, and 404 for a member or an unknown account', async () => {
    const userId = await insertUser(
      t.db,
      buildVolunteer({ email: 'kp.v2@test.local', scope: { level: 'Mosque', mosqueId: tree.newMosque } }),
    );
    expect((await t.call('setTimesKeeper', { userId, keepsTimes: true }, admin)).status).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('setTimesKeeper', { userId: missing, keepsTimes: true }, superAdmin)).status).toBe(
      404,
    );
  });
});
