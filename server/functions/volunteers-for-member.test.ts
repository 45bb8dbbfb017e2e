import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { categories, users } from '../db/schema';
import { humanId } from '../lib/tokens';
import { startTestApp, type TestApp } from '../test/harness';
import { mosqueIdOf, signedInAccount } from '../test/members-fixtures';
import { said } from '../test/said';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

let t: TestApp;
let tree: SmallTree;
let health: string;

type Staff = Partial<typeof users.$inferInsert> & { name: string };
let n = 0;
async function addStaff(values: Staff): Promise<string> {
  n += 1;
  const [row] = await t.db
    .insert(users)
    .values({
      uniqueId: humanId('VL'),
      role: 'volunteer',
      mobile: `90001${String(n).padStart(5, '0')}`,
      email: `vf${n}@test.local`,
      categoryId: health,
      ...values,
    })
    .returning({ id: users.id });
  return row!.id;
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
  await addStaff({ name: 'On the masjid', scopeLevel: 'Mosque', scopeMosqueId: tree.oldMasjid });
  await addStaff({
    name: 'On its locality',
    scopeLevel: 'Area',
    scopeLocationId: tree.oldTown,
    categoryId: null,
  });
  await addStaff({ name: 'On its city', scopeLevel: 'Area', scopeLocationId: tree.northCity });
  await addStaff({ name: 'On its state', scopeLevel: 'Area', scopeLocationId: tree.north });
  await addStaff({ name: 'On India', scopeLevel: 'Area', scopeLocationId: tree.india });
  await addStaff({ name: 'Another masjid', scopeLevel: 'Mosque', scopeMosqueId: tree.newMasjid });
  await addStaff({ name: 'Another locality', scopeLevel: 'Area', scopeLocationId: tree.newTown });
  await addStaff({ name: 'Another state', scopeLevel: 'Area', scopeLocationId: tree.south });
  await addStaff({ name: 'Suspended', scopeLevel: 'Area', scopeLocationId: tree.north, suspended: true });
  await addStaff({
    name: 'An admin',
    role: 'admin',
    categoryId: null,
    scopeLevel: 'Area',
    scopeLocationId: tree.north,
  });
  await addStaff({ name: 'No scope' });
});
afterAll(() => t.close());

const names = (res: { body: { result: { volunteerData: { name: string }[] } } }) =>
  res.body.result.volunteerData.map((v) => v.name);

describe('fetchVolunteers', () => {
  it("lists the active volunteers whose scope covers the caller's masjid, nearest first", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const res = await t.call('fetchVolunteers', { mosqueId: tree.oldMasjid }, me.token);
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
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const [first, second] = (await t.call('fetchVolunteers', { mosqueId: tree.oldMasjid }, me.token)).body
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
    const me = await signedInAccount(t, { mosqueId: tree.harbourMasjid });
    const res = await t.call('fetchVolunteers', { mosqueId: tree.harbourMasjid }, me.token);
    expect(names(res)).toEqual(['Another state', 'On India']);
  });

  it("takes the caller's own masjid when none is named", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.newMasjid });
    for (const input of [null, {}, { mosqueId: null }]) {
      expect(names(await t.call('fetchVolunteers', input, me.token))).toEqual([
        'Another masjid',
        'Another locality',
        'On its city',
        'On its state',
        'On India',
      ]);
    }
  });

  it("refuses a masjid that is not the caller's own with 403", async () => {
    const b = await signedInAccount(t, { mosqueId: tree.harbourMasjid });
    const res = await t.call('fetchVolunteers', { mosqueId: tree.oldMasjid }, b.token);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject(said(MSG.ownMosqueVolunteersOnly));
    expect(res.body.result).toBeUndefined();
    const nowhere = await signedInAccount(t, { mosqueId: null });
    expect((await t.call('fetchVolunteers', { mosqueId: tree.oldMasjid }, nowhere.token)).status).toBe(403);
  });

  it('gives a member without a masjid no volunteers', async () => {
    const me = await signedInAccount(t, { mosqueId: null });
    expect((await t.call('fetchVolunteers', {}, me.token)).body.result).toEqual({
      pass: true,
      volunteerData: [],
      applyUrl: null,
    });
  });

  it("gives no 'Apply for volunteer' address when VOLUNTEER_FORM_URL is unset", async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const res = await t.call('fetchVolunteers', { mosqueId: tree.oldMasjid }, me.token);
    expect(res.body.result.applyUrl).toBeNull();
  });

  it('follows the member to a new masjid', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    await t.call('updateMosque', { mosqueId: tree.harbourMasjid }, me.token);
    expect((await t.call('fetchVolunteers', { mosqueId: tree.oldMasjid }, me.token)).status).toBe(403);
    expect(names(await t.call('fetchVolunteers', { mosqueId: tree.harbourMasjid }, me.token))).toEqual([
      'Another state',
      'On India',
    ]);
  });

  it('refuses a malformed masjid id with 400', async () => {
    const me = await signedInAccount(t, { mosqueId: tree.oldMasjid });
    const res = await t.call('fetchVolunteers', { mosqueId: 'old' }, me.token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(MSG.invalidId);
  });

  it('shows the demo volunteer of Jama Masjid, Delhi to its members, before the national one', async () => {
    const delhi = await mosqueIdOf(t, 'DL-JM-001');
    const me = await signedInAccount(t, { mosqueId: delhi });
    const res = await t.call('fetchVolunteers', { mosqueId: delhi }, me.token);
    expect(names(res)).toEqual(['Ayesha Siddiqui', 'On India']);
    expect(res.body.result.volunteerData[0]).toMatchObject({
      mobile: '9000000001',
      email: 'ayesha.siddiqui@example.org',
      categoryName: 'Education',
      scopeName: 'Jama Masjid',
    });
  });
});

describe('fetchVolunteers with VOLUNTEER_FORM_URL set', () => {
  const FORM = 'https://forms.example.org/apply';
  let withForm: TestApp;
  beforeAll(async () => {
    withForm = await startTestApp({ env: { VOLUNTEER_FORM_URL: FORM } });
  });
  afterAll(() => withForm?.close());

  it("gives the form's address beside the volunteers, and to a member whom none covers", async () => {
    const delhi = await mosqueIdOf(withForm, 'DL-JM-001');
    const covered = await signedInAccount(withForm, { mosqueId: delhi });
    const res = await withForm.call('fetchVolunteers', { mosqueId: delhi }, covered.token);
    expect(res.body.result).toMatchObject({ pass: true, applyUrl: FORM });
    expect(names(res)).toEqual(['Ayesha Siddiqui']);
    const kerala = await mosqueIdOf(withForm, 'KL-CJ-001');
    const uncovered = await signedInAccount(withForm, { mosqueId: kerala });
    expect((await withForm.call('fetchVolunteers', {}, uncovered.token)).body.result).toEqual({
      pass: true,
      volunteerData: [],
      applyUrl: FORM,
    });
    const nowhere = await signedInAccount(withForm, { mosqueId: null });
    expect((await withForm.call('fetchVolunteers', {}, nowhere.token)).body.result.applyUrl).toBe(FORM);
  });
});
