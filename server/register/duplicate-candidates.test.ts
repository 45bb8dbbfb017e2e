import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPeople, users } from '../db/schema';
import { buildAdmin, buildMember, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { householdAt } from '../test/register-world';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** The likely duplicates of a masjid's register: which pairs are flagged, why, with both records, page by page. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
const ids: Record<string, string> = {};

type Pair = {
  reason: string;
  a: { id: string; name: string | null };
  b: { id: string; name: string | null };
};
const named = (p: Pair) => [p.a.name, p.b.name].sort().join(' + ');

const page = (token: string, cursor: string | null, limit: number) =>
  t.call('getDuplicateCandidates', { mosqueId: tree.oldMosque, cursor, limit }, token);

async function allPairs(token = admin, limit = 100): Promise<Pair[]> {
  const pairs: Pair[] = [];
  let cursor: string | null = null;
  do {
    const res: Awaited<ReturnType<typeof page>> = await page(token, cursor, limit);
    expect(res.status).toBe(200);
    pairs.push(...res.body.result.items);
    cursor = res.body.result.nextCursor;
  } while (cursor);
  return pairs;
}

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'RD');
  admin = (await signedIn(t, buildAdmin({ email: 'rd.admin@test.local' }))).token;
  const M = tree.oldMosque;
  // A head and his wife on the family's one phone: not a pair, their names are not alike.
  const iqbal = await householdAt(t.db, M, [
    { name: 'Mohammed Iqbal', mobile: '9811100001', dob: '1980-03-04', fatherName: 'Abdul Karim' },
    { name: 'Ayesha Begum', mobile: '9811100001', relation: 'Wife', gender: 'female' },
    { name: 'Zaid Iqbal', relation: 'Son', gender: 'male', dob: '2010-05-05' },
  ]);
  ids.iqbal = iqbal.ids[0]!;
  // The same man written another way, with his date of birth, in another household.
  ids.mohd = (await householdAt(t.db, M, [{ name: 'Mohd Iqbal', dob: '1980-03-04' }])).ids[0]!;
  // Devanagari, with the same father.
  await householdAt(t.db, M, [{ name: 'अब्दुल रहमान', fatherName: 'अब्दुल करीम' }]);
  await householdAt(t.db, M, [{ name: 'अब्दुल रहमान ख़ान', fatherName: 'अब्दुल करीम' }]);
  // Urdu, beside a member of the masjid with the same date of birth.
  await householdAt(t.db, M, [{ name: 'محمد اقبال', dob: '1975-01-01' }]);
  await insertUser(
    t.db,
    buildMember({ name: 'محمد اقبال خان', dob: '1975-01-01', mobile: '9811100090', mosqueId: M }),
  );
  // The same number as a member's: flagged whatever the names.
  await householdAt(t.db, M, [{ name: 'Salma', mobile: '9811100091' }]);
  await insertUser(t.db, buildMember({ name: 'Salma Khatoon', mobile: '9811100091', mosqueId: M }));
  // Two people who only share a common word, on the same date: not alike enough.
  await householdAt(t.db, M, [{ name: 'Fatima Begum', dob: '1990-02-02' }]);
  await householdAt(t.db, M, [{ name: 'Farida Begum', dob: '1990-02-02' }]);
  await householdAt(t.db, M, [{ name: 'محمد علی', fatherName: 'یوسف' }]);
  await householdAt(t.db, M, [{ name: 'محمد عادل', fatherName: 'یوسف' }]);
  // A date made from an age (1 July of a year) is compared as any date is, as the import's dry run compares it:
  // 'Rashida Khan' is alike enough to 'Rashid Khan' (0.79), so all three are paired; staff tell them apart.
  await householdAt(t.db, M, [{ name: 'Rashid Khan', dob: '1985-07-01', dobApproximate: true }]);
  await householdAt(t.db, M, [{ name: 'rashid khan', dob: '1985-07-01', dobApproximate: true }]);
  await householdAt(t.db, M, [{ name: 'Rashida Khan', dob: '1985-07-01', dobApproximate: true }]);
  // A brother and sister of one household share their father and their surname: siblings, not one person.
  await householdAt(t.db, M, [
    { name: 'Yusuf Siddiqui' },
    { name: 'Alina Siddiqui', fatherName: 'Yusuf Siddiqui', relation: 'Daughter' },
    { name: 'Ayaan Siddiqui', fatherName: 'Yusuf Siddiqui', relation: 'Son' },
  ]);
  // Another masjid's same person, and a member of another masjid with the same number: never paired here.
  await householdAt(t.db, tree.newMosque, [
    { name: 'Mohammed Iqbal', dob: '1980-03-04', mobile: '9811100001' },
  ]);
  await insertUser(t.db, buildMember({ name: 'Ayesha', mobile: '9811100001', mosqueId: tree.newMosque }));
});
afterAll(() => t.close());

describe('getDuplicateCandidates', () => {
  it('flags the same mobile, and a similar Latin, Devanagari or Urdu name with the same date of birth or father', async () => {
    const pairs = await allPairs();
    expect(pairs.map((p) => `${p.reason}: ${named(p)}`).sort()).toEqual([
      'mobile: Salma + Salma Khatoon',
      'nameAndDob: Mohammed Iqbal + Mohd Iqbal',
      'nameAndDob: Rashid Khan + Rashida Khan',
      'nameAndDob: Rashid Khan + rashid khan',
      'nameAndDob: Rashida Khan + rashid khan',
      'nameAndDob: محمد اقبال + محمد اقبال خان',
      'nameAndFather: अब्दुल रहमान + अब्दुल रहमान ख़ान',
    ]);
    // The strongest reason first.
    const order = ['mobile', 'nameAndDob', 'nameAndFather'];
    const ranks = pairs.map((p) => order.indexOf(p.reason));
    expect(ranks).toEqual([...ranks].sort());
  });

  it('shows both records side by side, each with the family that comes with it', async () => {
    const pair = (await allPairs()).find((p) => p.reason === 'nameAndDob' && named(p).includes('Mohd'))!;
    const sides = [pair.a, pair.b] as unknown as Array<Record<string, unknown>>;
    const iqbal = sides.find((s) => s.id === ids.iqbal)!;
    expect(iqbal).toMatchObject({
      kind: 'register',
      name: 'Mohammed Iqbal',
      mobile: '9811100001',
      fatherName: 'Abdul Karim',
      dob: '1980-03-04',
      headName: null,
      family: [
        { name: 'Ayesha Begum', relation: 'Wife', dob: null },
        { name: 'Zaid Iqbal', relation: 'Son', dob: '2010-05-05' },
      ],
    });
    expect(sides.find((s) => s.id === ids.mohd)).toMatchObject({ kind: 'register', family: [] });
  });

  it('pages through the same pairs one at a time, never repeating one', async () => {
    const whole = await allPairs();
    const onePerPage = await allPairs(admin, 1);
    expect(onePerPage.map(named)).toEqual(whole.map(named));
  });

  it('answers a volunteer who keeps this register, and refuses one of another masjid (403) and an unknown masjid (404)', async () => {
    const keeper = await signedIn(
      t,
      buildVolunteer({
        email: 'rd.keeper@test.local',
        scope: { level: 'Mosque', mosqueId: tree.oldMosque },
        keepsRegister: true,
      }),
    );
    expect((await allPairs(keeper.token)).length).toBe(7);
    const other = await signedIn(
      t,
      buildVolunteer({
        email: 'rd.other@test.local',
        scope: { level: 'Mosque', mosqueId: tree.newMosque },
        keepsRegister: true,
      }),
    );
    const refused = await t.call('getDuplicateCandidates', { mosqueId: tree.oldMosque }, other.token);
    expect(refused.status).toBe(403);
    const unknown = await t.call(
      'getDuplicateCandidates',
      { mosqueId: '00000000-0000-4000-8000-000000000000' },
      admin,
    );
    expect(unknown.status).toBe(404);
    const badCursor = await t.call(
      'getDuplicateCandidates',
      { mosqueId: tree.oldMosque, cursor: 'nonsense' },
      admin,
    );
    expect(badCursor.status).toBe(400);
  });

  it('finds the pairs again after a write: a new record, a renamed one, a member who changes number', async () => {
    const before = (await allPairs()).map((p) => `${p.reason}: ${named(p)}`);
    const added = await householdAt(t.db, tree.oldMosque, [{ name: 'Farida Begam', dob: '1990-02-02' }]);
    const afterAdd = (await allPairs()).map((p) => `${p.reason}: ${named(p)}`);
    expect(afterAdd).toContain('nameAndDob: Farida Begam + Farida Begum');
    // Renamed apart, the pair goes; so does the member's when she changes her number.
    await t.db
      .update(registerPeople)
      .set({ name: 'Zubaida Parveen' })
      .where(eq(registerPeople.id, added.ids[0]!));
    await t.db.update(users).set({ mobile: '9811100099' }).where(eq(users.name, 'Salma Khatoon'));
    const afterEdit = (await allPairs()).map((p) => `${p.reason}: ${named(p)}`);
    expect(afterEdit).toEqual(before.filter((p) => p !== 'mobile: Salma + Salma Khatoon'));
    // A record removed takes its pairs with it.
    await t.db.delete(registerPeople).where(eq(registerPeople.id, ids.mohd!));
    expect((await allPairs()).map(named)).not.toContain('Mohammed Iqbal + Mohd Iqbal');
  });
});
