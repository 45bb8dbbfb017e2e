import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  familyMembers,
  registerHouseholds,
  registerMerges,
  registerPeople,
  users,
} from '../db/schema';
import { purgeStaleRows } from '../maintenance';
import { buildAdmin, buildMember, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { householdAt } from '../test/register-world';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** Merging a register person into another record, and undoing it: nobody lost, both back exactly. */

const DAY = 86_400_000;
const clock = manualClock(new Date());
let t: TestApp;
let tree: SmallTree;
let admin: string;

const peopleOf = (householdIds: string[]) =>
  t.db
    .select()
    .from(registerPeople)
    .where(inArray(registerPeople.householdId, householdIds))
    .orderBy(asc(registerPeople.id));
const householdsOf = (ids: string[]) =>
  t.db
    .select()
    .from(registerHouseholds)
    .where(inArray(registerHouseholds.id, ids))
    .orderBy(asc(registerHouseholds.id));
const familyOf = (userId: string) =>
  t.db.select().from(familyMembers).where(eq(familyMembers.userId, userId)).orderBy(asc(familyMembers.id));
const merge = (input: Omit<Parameters<TestApp['call']>[1], never> & object, token = admin) =>
  t.call('mergeMembers', { mosqueId: tree.oldMosque, ...input } as never, token);
const undo = (mergeId: string, token = admin) => t.call('undoMerge', { mergeId }, token);

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'RM');
  admin = (await signedIn(t, buildAdmin({ email: 'rm.admin@test.local' }))).token;
});
afterAll(() => t.close());

describe('mergeMembers between two register people', () => {
  it('keeps every family member of both, takes the chosen values, and the undo restores both exactly', async () => {
    const kept = await householdAt(t.db, tree.oldMosque, [
      { name: 'Mohammed Iqbal', dob: '1980-03-04', gender: 'male' },
      { name: 'Ayesha Begum', relation: 'Wife', gender: 'female' },
    ]);
    const merged = await householdAt(t.db, tree.oldMosque, [
      {
        name: 'Mohd Iqbal',
        mobile: '9822200001',
        dob: '1980-03-04',
        address: '4 Gali Qasim Jan',
        gender: 'male',
      },
      { name: 'Zaid', relation: 'Son', gender: 'male', dob: '2010-05-05', dobApproximate: true },
      { name: 'Sana', relation: 'Daughter', gender: 'female' },
    ]);
    const households = [kept.householdId, merged.householdId];
    const before = { people: await peopleOf(households), households: await householdsOf(households) };

    const res = await merge({
      keep: { kind: 'register', id: kept.ids[0]! },
      merge: { kind: 'register', id: merged.ids[0]! },
      fields: { mobile: 'merge', address: 'merge', name: 'keep' },
    });
    expect(res.body.result).toMatchObject({
      pass: true,
      messageCode: 'registerMerged',
      mergeId: expect.any(String),
    });

    const after = await peopleOf(households);
    expect(after.map((p) => p.name).sort()).toEqual(['Ayesha Begum', 'Mohammed Iqbal', 'Sana', 'Zaid']);
    expect(new Set(after.map((p) => p.householdId))).toEqual(new Set([kept.householdId]));
    const head = after.find((p) => p.id === kept.ids[0])!;
    expect(head).toMatchObject({
      name: 'Mohammed Iqbal',
      mobile: '9822200001',
      address: '4 Gali Qasim Jan',
      isHead: true,
    });
    expect(after.find((p) => p.name === 'Zaid')).toMatchObject({
      relation: 'Son',
      isHead: false,
      dobApproximate: true,
    });
    // The emptied household is gone.
    expect(await householdsOf([merged.householdId])).toEqual([]);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, res.body.result.mergeId!));
    expect(audit).toMatchObject({ action: 'register.merge', targetType: 'registerMerge' });
    expect(JSON.stringify(audit!.details)).toContain('Mohd Iqbal');

    const undone = await undo(res.body.result.mergeId!);
    expect(undone.body.result).toMatchObject({ pass: true, messageCode: 'registerUndone' });
    expect(await peopleOf(households)).toEqual(before.people);
    expect(await householdsOf(households)).toEqual(before.households);

    expect((await undo(res.body.result.mergeId!)).body.result).toMatchObject({
      pass: false,
      messageCode: 'registerUndoDone',
    });
    const [undoAudit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'register.undoMerge'));
    expect(undoAudit).toMatchObject({ targetId: res.body.result.mergeId });
  });

  it('moves only the merged person when both are of one household, its head handing over to the kept one', async () => {
    const home = await householdAt(t.db, tree.oldMosque, [
      { name: 'Abdul Rahman', fatherName: 'Karim' },
      { name: 'Abdul Rehman', fatherName: 'Karim', relation: 'Brother' },
      { name: 'Nafisa', relation: 'Wife' },
    ]);
    const before = await peopleOf([home.householdId]);
    const res = await merge({
      keep: { kind: 'register', id: home.ids[1]! },
      merge: { kind: 'register', id: home.ids[0]! },
    });
    expect(res.body.result.pass).toBe(true);
    const after = await peopleOf([home.householdId]);
    expect(after.map((p) => p.name).sort()).toEqual(['Abdul Rehman', 'Nafisa']);
    expect(after.find((p) => p.name === 'Abdul Rehman')).toMatchObject({ isHead: true, relation: null });
    expect((await undo(res.body.result.mergeId!)).body.result.pass).toBe(true);
    expect(await peopleOf([home.householdId])).toEqual(before);
  });
});

describe('mergeMembers into a member', () => {
  it('keeps the member password, mobile and own details, fills the empty ones, and the family joins theirs once', async () => {
    const memberId = await insertUser(
      t.db,
      buildMember({
        name: 'Mohammed Iqbal Khan',
        mobile: '9822200010',
        passwordHash: 'kept-password-hash',
        dob: '1980-03-04',
        gender: null,
        address: null,
        mosqueId: tree.oldMosque,
      }),
    );
    await t.db
      .insert(familyMembers)
      .values({ userId: memberId, uniqueId: 'AJ-RM-ZAID', name: 'Zaid', dob: '2010-05-05', relation: 'Son' });
    const member = (await t.db.select().from(users).where(eq(users.id, memberId)))[0]!;
    const familyBefore = await familyOf(memberId);
    const register = await householdAt(t.db, tree.oldMosque, [
      { name: 'Haji Abdul Karim', gender: 'male' },
      {
        name: 'Mohd Iqbal',
        relation: 'Son',
        mobile: '9822200011',
        gender: 'male',
        address: '4 Gali Qasim Jan',
        dob: '1980-03-04',
      },
      { name: 'zaid ', relation: 'Son', dob: '2010-05-05' },
      { name: 'Rukhsana', relation: 'Wife', gender: 'female', dob: '1955-07-01', dobApproximate: true },
    ]);
    const peopleBefore = await peopleOf([register.householdId]);
    const householdBefore = await householdsOf([register.householdId]);

    // Named the other way round: the member is still the one kept.
    const res = await merge({
      keep: { kind: 'register', id: register.ids[1]! },
      merge: { kind: 'member', id: memberId },
      fields: { name: 'keep', mobile: 'keep', gender: 'keep', address: 'keep', dob: 'keep' },
    });
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'registerMerged' });

    const now = (await t.db.select().from(users).where(eq(users.id, memberId)))[0]!;
    expect(now).toMatchObject({
      name: 'Mohammed Iqbal Khan',
      mobile: '9822200010',
      passwordHash: 'kept-password-hash',
      dob: '1980-03-04',
      gender: 'male',
      address: '4 Gali Qasim Jan',
    });
    const family = await familyOf(memberId);
    // The head is his father and the head's wife his mother; the son already in the family is not added again.
    expect(family.map((f) => [f.name, f.relation, f.dob, f.dobApproximate]).sort()).toEqual([
      ['Haji Abdul Karim', 'Father', null, false],
      ['Rukhsana', 'Mother', '1955-07-01', true],
      ['Zaid', 'Son', '2010-05-05', false],
    ]);
    expect(await peopleOf([register.householdId])).toEqual([]);
    expect(await householdsOf([register.householdId])).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, res.body.result.mergeId!));
    expect(JSON.stringify(audit!.details)).not.toContain('kept-password-hash');

    const merges = await t.call('getRegisterMerges', { mosqueId: tree.oldMosque }, admin);
    expect(merges.body.result.merges[0]).toMatchObject({
      mergeId: res.body.result.mergeId,
      keptName: 'Mohammed Iqbal Khan',
      mergedName: 'Mohd Iqbal',
      keptKind: 'member',
      undoneAt: null,
      undoable: true,
    });

    expect((await undo(res.body.result.mergeId!)).body.result.pass).toBe(true);
    const back = (await t.db.select().from(users).where(eq(users.id, memberId)))[0]!;
    expect({ ...back, updatedAt: null }).toEqual({ ...member, updatedAt: null });
    expect(await familyOf(memberId)).toEqual(familyBefore);
    expect(await peopleOf([register.householdId])).toEqual(peopleBefore);
    expect(await householdsOf([register.householdId])).toEqual(householdBefore);
  });
});

describe('refusals', () => {
  it('refuses a record into itself, two members, a gone record, and another masjid (404)', async () => {
    const one = await householdAt(t.db, tree.oldMosque, [{ name: 'Salma' }]);
    const me = { kind: 'register' as const, id: one.ids[0]! };
    expect((await merge({ keep: me, merge: me })).body.result).toMatchObject({
      pass: false,
      messageCode: 'registerMergeSame',
    });
    const a = await insertUser(
      t.db,
      buildMember({ name: 'A', mobile: '9822200020', mosqueId: tree.oldMosque }),
    );
    const b = await insertUser(
      t.db,
      buildMember({ name: 'B', mobile: '9822200021', mosqueId: tree.oldMosque }),
    );
    expect(
      (await merge({ keep: { kind: 'member', id: a }, merge: { kind: 'member', id: b } })).body.result,
    ).toMatchObject({
      pass: false,
      messageCode: 'registerMergeTwoMembers',
    });
    const gone = { kind: 'register' as const, id: '00000000-0000-4000-8000-000000000000' };
    expect((await merge({ keep: me, merge: gone })).body.result).toMatchObject({
      pass: false,
      messageCode: 'registerMergeGone',
    });
    expect((await merge({ keep: gone, merge: me })).body.result).toMatchObject({
      pass: false,
      messageCode: 'registerMergeGone',
    });
    const elsewhere = await householdAt(t.db, tree.newMosque, [{ name: 'Salma' }]);
    expect((await merge({ keep: me, merge: { kind: 'register', id: elsewhere.ids[0]! } })).status).toBe(404);
    const otherMember = await insertUser(
      t.db,
      buildMember({ name: 'C', mobile: '9822200022', mosqueId: tree.newMosque }),
    );
    expect((await merge({ keep: { kind: 'member', id: otherMember }, merge: me })).status).toBe(404);
    expect(await peopleOf([one.householdId])).toHaveLength(1);
  });

  it('answers 403 to a volunteer of another masjid, and lets the volunteer who keeps this register merge', async () => {
    const pair = await householdAt(t.db, tree.oldMosque, [
      { name: 'Bilal' },
      { name: 'Bilal Ahmed', relation: 'Brother' },
    ]);
    const input = {
      keep: { kind: 'register' as const, id: pair.ids[0]! },
      merge: { kind: 'register' as const, id: pair.ids[1]! },
    };
    const other = await signedIn(
      t,
      buildVolunteer({
        email: 'rm.other@test.local',
        scope: { level: 'Mosque', mosqueId: tree.newMosque },
        keepsRegister: true,
      }),
    );
    expect((await merge(input, other.token)).status).toBe(403);
    const keeper = await signedIn(
      t,
      buildVolunteer({
        email: 'rm.keeper@test.local',
        scope: { level: 'Mosque', mosqueId: tree.oldMosque },
        keepsRegister: true,
      }),
    );
    const res = await merge(input, keeper.token);
    expect(res.body.result.pass).toBe(true);
    expect((await undo(res.body.result.mergeId!, other.token)).status).toBe(403);
    expect((await t.call('getRegisterMerges', { mosqueId: tree.oldMosque }, other.token)).status).toBe(403);
    expect((await undo('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('refuses the undo once the kept record is gone, and after 30 days, when the maintenance purges it', async () => {
    const a = await householdAt(t.db, tree.oldMosque, [{ name: 'Yusuf' }]);
    const b = await householdAt(t.db, tree.oldMosque, [{ name: 'Yusuf Ali' }]);
    const res = await merge({
      keep: { kind: 'register', id: a.ids[0]! },
      merge: { kind: 'register', id: b.ids[0]! },
    });
    await t.db.delete(registerPeople).where(eq(registerPeople.id, a.ids[0]!));
    expect((await undo(res.body.result.mergeId!)).body.result).toMatchObject({
      pass: false,
      messageCode: 'registerUndoChanged',
    });
    const listed = await t.call('getRegisterMerges', { mosqueId: tree.oldMosque }, admin);
    expect(listed.body.result.merges.find((m) => m.mergeId === res.body.result.mergeId)?.undoable).toBe(
      false,
    );

    const c = await householdAt(t.db, tree.oldMosque, [{ name: 'Imran' }]);
    const d = await householdAt(t.db, tree.oldMosque, [{ name: 'Imran Khan' }]);
    const late = await merge({
      keep: { kind: 'register', id: c.ids[0]! },
      merge: { kind: 'register', id: d.ids[0]! },
    });
    clock.advance(31 * DAY);
    // The admin's session has ended by then too.
    admin = (await signedIn(t, buildAdmin({ email: 'rm.admin2@test.local' }))).token;
    expect((await undo(late.body.result.mergeId!)).body.result).toMatchObject({
      pass: false,
      messageCode: 'registerUndoExpired',
    });
    expect(
      (await t.call('getRegisterMerges', { mosqueId: tree.oldMosque }, admin)).body.result.merges,
    ).toEqual([]);
    await purgeStaleRows(t.db, clock);
    expect(await t.db.$count(registerMerges)).toBe(0);
  });
});
