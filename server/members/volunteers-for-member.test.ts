import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionOutput } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { categories } from '../db/schema';
import { buildVolunteer, insertUser } from '../test/factories';
import { type CallReply, startTestApp, type TestApp } from '../test/harness';
import { mosqueIdOf, signedInAccount } from '../test/members-fixtures';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

let t: TestApp;
let tree: SmallTree;
let health: string;

type Staff = Parameters<typeof buildVolunteer>[0] & { name: string };
let n = 0;
function addStaff(values: Staff): Promise<string> {
  n += 1;
  return insertUser(
    t.db,
    buildVolunteer({
      mobile: `90001${String(n).padStart(5, '0')}`,
      email: `vf${n}@test.local`,
      categoryId: health,
      ...values,
    }),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'VF');
  const [row] = await t.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.name, 'Health')));
  health = row!.id;
  // Whose scope covers Old Masjid, and whose does not.
  await addStaff({ name: 'On the masjid', scope: { level: 'Mosque', mosqueId: tree.oldMosque } });
  await addStaff({
    name: 'On its locality',
    scope: { level: 'Area', locationId: tree.oldTown },
    categoryId: null,
  });
  await addStaff({ name: 'On its city', scope: { level: 'Area', locationId: tree.northCity } });
  await addStaff({ name: 'On its state', scope: { level: 'Area', locationId: tree.north } });
  await addStaff({ name: 'On India', scope: { level: 'Area', locationId: tree.india } });
  await addStaff({ name: 'Another masjid', scope: { level: 'Mosque', mosqueId: tree.newMosque } });
  await addStaff({ name: 'Another locality', scope: { level: 'Area', locationId: tree.newTown } });
  await addStaff({ name: 'Another state', scope: { level: 'Area', locationId: tree.south } });
  await addStaff({ name: 'Suspended', scope: { level: 'Area', locationId: tree.north }, suspended: true });
  await addStaff({
    name: 'An admin',
    role: 'admin',
    categoryId: null,
    scope: { level: 'Area', locationId: tree.north },
  });
  await addStaff({ name: 'No scope' });
});
afterAll(() => t.close());

const names = (res: CallReply<FunctionOutput<'getMyVolunteers'>>) =>
  res.body.result.volunteerData.map((v) => v.name);

describe('getMyVolunteers', () => {
  it("lists the active volunteers whose scope covers the caller's masjid, nearest first", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const res = await t.call('getMyVolunteers', { mosqueId: tree.oldMosque }, me.token);
    expect(res.status).toBe(200);
    expect(res.body.result.pass).toBe(true);
    // Demo volunteers in Delhi and Hyderabad cover none of this tree.
    expect(names(res)).toEqual([
      'On the masjid',
      'On its locality',
      'On its city',
      'On its state',
      'On India',
    ]);
  });

  it('shows name, mobile, email, category name and scope name', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const [first, second] = (await t.call('getMyVolunteers', { mosqueId: tree.oldMosque }, me.token)).body
      .result.volunteerData;
    expect(first).toEqual({
      id: expect.any(String),
      name: 'On the masjid',
      mobile: expect.stringMatching(/^90001\d{5}$/),
      email: expect.stringMatching(/@test\.local$/),
      categoryName: 'Health',
      scopeName: 'VF Old Masjid',
    });
    expect(second).toMatchObject({ name: 'On its locality', categoryName: null, scopeName: 'VF Old Town' });
  });

  it("lists another masjid's volunteers for its own members", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.harbourMosque });
    const res = await t.call('getMyVolunteers', { mosqueId: tree.harbourMosque }, me.token);
    expect(names(res)).toEqual(['Another state', 'On India']);
  });

  it("takes the caller's own masjid when none is named", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.newMosque });
    for (const input of [null, {}, { mosqueId: null }]) {
      expect(names(await t.call('getMyVolunteers', input, me.token))).toEqual([
        'Another masjid',
        'Another locality',
        'On its city',
        'On its state',
        'On India',
      ]);
    }
  });

  it("refuses a masjid that is not the caller's own with 403", async () => {
    const b = await signedInAccount(t, { mosqueId: tree.harbourMosque });
    const res = await t.call('getMyVolunteers', { mosqueId: tree.oldMosque }, b.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject(said(MSG.ownMosqueVolunteersOnly));
    expect(res.body.result).toBeUndefined();
    const nowhere = await signedInAccount(t, { mosqueId: null });
    expect((await t.call('getMyVolunteers', { mosqueId: tree.oldMosque }, nowhere.token)).status).toBe(403);
  });

  it('gives a member without a masjid no volunteers', async () => {
    const me = await signedInAccount(t, { mosqueId: null });
    expect((await t.call('getMyVolunteers', {}, me.token)).body.result).toEqual({
      pass: true,
      volunteerData: [],
      applyUrl: null,
    });
  });

  it("gives no 'Apply for volunteer' address when VOLUNTEER_FORM_URL is unset", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const res = await t.call('getMyVolunteers', { mosqueId: tree.oldMosque }, me.token);
    expect(res.body.result.applyUrl).toBeNull();
  });

  it('follows the member to a new masjid', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    await t.call('updateMyMosque', { mosqueId: tree.harbourMosque }, me.token);
    expect((await t.call('getMyVolunteers', { mosqueId: tree.oldMosque }, me.token)).status).toBe(403);
    expect(names(await t.call('getMyVolunteers', { mosqueId: tree.harbourMosque }, me.token))).toEqual([
      'Another state',
      'On India',
    ]);
  });

  it('refuses a malformed masjid id with 400', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMosque });
    const res = await t.call('getMyVolunteers', { mosqueId: 'old' }, me.token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.invalidId);
  });

  it('shows the demo volunteer of Jama Masjid, Delhi to its members, before the national one', async () => {
    const delhi = await mosqueIdOf(t, 'DL-JM-001');
    const me = await signedInAccount(t, { mosqueId: delhi });
    const res = await t.call('getMyVolunteers', { mosqueId: delhi }, me.token);
    expect(names(res)).toEqual(['Ayesha Siddiqui', 'On India']);
    expect(res.body.result.volunteerData[0]).toMatchObject({
      mobile: '9000000001',
      email: 'ayesha.siddiqui@example.org',
      categoryName: 'Education',
      scopeName: 'Jama Masjid',
    });
  });
});

describe('getMyVolunteers with VOLUNTEER_FORM_URL set', () => {
  const FORM = 'https://forms.example.org/apply';
  let withForm: TestApp;
  beforeAll(async () => {
    withForm = await startTestApp({ env: { VOLUNTEER_FORM_URL: FORM } });
  });
  afterAll(() => withForm?.close());

  it("gives the form's address beside the volunteers, and to a member whom none covers", async () => {
    const delhi = await mosqueIdOf(withForm, 'DL-JM-001');
    const covered = await signedInAccount(withForm, { mosqueId: delhi });
    const res = await withForm.call('getMyVolunteers', { mosqueId: delhi }, covered.token);
    expect(res.body.result).toMatchObject({ pass: true, applyUrl: FORM });
    expect(names(res)).toEqual(['Ayesha Siddiqui']);
    const kerala = await mosqueIdOf(withForm, 'KL-CJ-001');
    const uncovered = await signedInAccount(withForm, { mosqueId: kerala });
    expect((await withForm.call('getMyVolunteers', {}, uncovered.token)).body.result).toEqual({
      pass: true,
      volunteerData: [],
      applyUrl: FORM,
    });
    const nowhere = await signedInAccount(withForm, { mosqueId: null });
    expect((await withForm.call('getMyVolunteers', {}, nowhere.token)).body.result.applyUrl).toBe(FORM);
  });
});
