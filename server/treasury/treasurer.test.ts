import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildSuperAdmin, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { treasuryAt } from '../test/treasury-world';

/** The super admin makes a masjid's volunteer its treasurer; the right reaches their session at once. */

let t: TestApp;
let tree: SmallTree;
let superAdmin: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'TT');
  await treasuryAt(t.db, tree.oldMosque);
  await treasuryAt(t.db, tree.newMosque);
  superAdmin = (await signedIn(t, buildSuperAdmin({ email: 'tt.super@test.local' }))).token;
  admin = (await signedIn(t, buildAdmin({ email: 'tt.admin@test.local' }))).token;
});
afterAll(() => t.close());

describe('setTreasurer', () => {
  it("lets a masjid's volunteer keep its treasury, only its own, and takes it back", async () => {
    const volunteer = await signedIn(
      t,
      buildVolunteer({ email: 'tt.v@test.local', scope: { level: 'Mosque', mosqueId: tree.oldMosque } }),
    );
    const read = (mosqueId = tree.oldMosque) => t.call('getFundBalances', { mosqueId }, volunteer.token);
    expect((await read()).status).toBe(403);
    const granted = await t.call(
      'setTreasurer',
      { userId: volunteer.userId, keepsTreasury: true },
      superAdmin,
    );
    expect(granted.body.result).toMatchObject({ pass: true, messageCode: 'treasurerGranted' });
    expect((await t.call('getSessionUser', {}, volunteer.token)).body.result.keepsTreasury).toBe(true);
    const accounts = await t.call('getAccounts', {}, superAdmin);
    expect(accounts.body.result.items.find((a) => a.userId === volunteer.userId)?.keepsTreasury).toBe(true);
    expect((await read()).status).toBe(200);
    expect((await read(tree.newMosque)).status).toBe(403);
    const addOther = await t.call(
      'addFund',
      { mosqueId: tree.newMosque, idempotencyKey: `tt-${randomUUID()}`, name: 'Roof' },
      volunteer.token,
    );
    expect(addOther.status).toBe(403);
    const revoked = await t.call(
      'setTreasurer',
      { userId: volunteer.userId, keepsTreasury: false },
      superAdmin,
    );
    expect(revoked.body.result).toMatchObject({ pass: true, messageCode: 'treasurerRevoked' });
    expect((await read()).status).toBe(403);
  });

  it('refuses the right to an Area volunteer with a message', async () => {
    const userId = await insertUser(
      t.db,
      buildVolunteer({ email: 'tt.area@test.local', scope: { level: 'Area', locationId: tree.north } }),
    );
    const res = await t.call('setTreasurer', { userId, keepsTreasury: true }, superAdmin);
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'treasurerNeedsMosque' });
  });

  it('is for the super admin only, and 404 for an unknown account', async () => {
    const userId = await insertUser(
      t.db,
      buildVolunteer({ email: 'tt.v2@test.local', scope: { level: 'Mosque', mosqueId: tree.newMosque } }),
    );
    expect((await t.call('setTreasurer', { userId, keepsTreasury: true }, admin)).status).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('setTreasurer', { userId: missing, keepsTreasury: true }, superAdmin)).status).toBe(
      404,
    );
  });
});
