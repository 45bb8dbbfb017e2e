import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, familyMembers, registerHouseholds, registerPeople, users } from '../db/schema';
import { buildMember, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { registerHouseholdAt, registerImportAt, type TestPerson } from '../test/register-claim-world';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/**
 * A member whose number a masjid's register holds is offered that record (its name and masjid only), and once
 * they accepted the notice, claims it: their empty details come from it and its household becomes their family.
 * Their data download shows the unclaimed records of their number, and their account's deletion takes them.
 */

let t: TestApp;
let tree: SmallTree;
let numbers = 0;
const freshMobile = () => `97000${String(++numbers).padStart(5, '0')}`;

/** The household of the tests: Yusuf (head), his wife, a son whose age was written, and a daughter. */
const household = (mobile: string): TestPerson[] => [
  {
    name: 'Yusuf Ansari',
    mobile,
    gender: 'male',
    dob: '1970-03-01',
    address: '12 Mill Road',
    fatherName: 'Idris',
  },
  { name: 'Rukhsana Ansari', relation: 'Wife', gender: 'female', dob: '1975-05-05' },
  {
    name: 'Imran Ansari',
    relation: 'Son',
    gender: 'male',
    dob: '2001-07-01',
    dobApproximate: true,
    mobile: null,
  },
  { name: 'Sadia Ansari', relation: 'Daughter', gender: 'female' },
];

const call = <N extends Parameters<TestApp['call']>[0]>(name: N, token: string) =>
  t.call(name, {} as never, token);

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'RC');
});
afterAll(() => t.close());

describe('getRegisterOffer', () => {
  it("offers the person's own name, masjid and how many come with them, nothing of the others", async () => {
    const mobile = freshMobile();
    await registerHouseholdAt(t.db, tree.oldMosque, household(mobile));
    const member = await signedIn(t, buildMember({ mobile }));
    const res = await call('getRegisterOffer', member.token);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      offer: { name: 'Yusuf Ansari', mosqueName: 'RC Old Masjid', familyCount: 3 },
    });
    expect(JSON.stringify(res.body.result)).not.toContain('Rukhsana');
  });

  it('answers null for a number the register does not hold, and a head before a member of another household', async () => {
    const none = await signedIn(t, buildMember({ mobile: freshMobile() }));
    expect((await call('getRegisterOffer', none.token)).body.result).toEqual({ offer: null });

    const mobile = freshMobile();
    // The number is a son's in one household and the head's in another, older one: the head is offered.
    const older = await registerImportAt(t.db, tree.newMosque, new Date('2025-01-01T00:00:00Z'));
    await registerHouseholdAt(t.db, tree.newMosque, [{ name: 'Head Person', mobile }, { name: 'Other' }], {
      importId: older,
    });
    await registerHouseholdAt(t.db, tree.oldMosque, [
      { name: 'Father' },
      { name: 'Son Person', relation: 'Son', mobile },
    ]);
    const member = await signedIn(t, buildMember({ mobile }));
    expect((await call('getRegisterOffer', member.token)).body.result.offer?.name).toBe('Head Person');
  });

  it("of two heads of the number, offers the newest import's", async () => {
    const mobile = freshMobile();
    const older = await registerImportAt(t.db, tree.oldMosque, new Date('2025-01-01T00:00:00Z'));
    const newer = await registerImportAt(t.db, tree.newMosque, new Date('2026-01-01T00:00:00Z'));
    await registerHouseholdAt(t.db, tree.oldMosque, [{ name: 'Old Entry', mobile }], { importId: older });
    await registerHouseholdAt(t.db, tree.newMosque, [{ name: 'New Entry', mobile }], { importId: newer });
    const member = await signedIn(t, buildMember({ mobile }));
    expect((await call('getRegisterOffer', member.token)).body.result.offer).toEqual({
      name: 'New Entry',
      mosqueName: 'RC New Masjid',
      familyCount: 0,
    });
  });

  it('is for members: staff and visitors are refused', async () => {
    expect((await t.call('getRegisterOffer', {}, undefined)).status).toBe(401);
  });
});

describe('claimRegisterRecord', () => {
  it('is refused until the notice in force is accepted, and changes nothing', async () => {
    const mobile = freshMobile();
    const { householdId } = await registerHouseholdAt(t.db, tree.oldMosque, household(mobile));
    const member = await signedIn(t, buildMember({ mobile, noticeVersion: null }));
    const res = await call('claimRegisterRecord', member.token);
    expect(res.body.result).toMatchObject({
      pass: false,
      messageCode: 'registerClaimNoticeFirst',
      familyAdded: 0,
    });
    const left = await t.db.select().from(registerPeople).where(eq(registerPeople.householdId, householdId));
    expect(left).toHaveLength(4);
  });

  it('says so when the register holds nothing for the number', async () => {
    const member = await signedIn(t, buildMember({ mobile: freshMobile() }));
    expect((await call('claimRegisterRecord', member.token)).body.result).toMatchObject({
      pass: false,
      messageCode: 'registerClaimNone',
    });
  });

  it('fills the empty details, makes the household the family and deletes the register rows, audited', async () => {
    const mobile = freshMobile();
    const { householdId, personIds } = await registerHouseholdAt(t.db, tree.oldMosque, household(mobile));
    // A new number: signed up by OTP at no masjid yet, with no details.
    const member = await signedIn(t, buildMember({ mobile }), 'otp');
    const res = await call('claimRegisterRecord', member.token);
    expect(res.body.result).toMatchObject({
      pass: true,
      messageCode: 'registerClaimed',
      messageParams: { count: 3 },
      familyAdded: 3,
    });

    const me = (await call('getSessionUser', member.token)).body.result;
    expect(me).toMatchObject({
      name: 'Yusuf Ansari',
      dob: '1970-03-01',
      dobApproximate: false,
      gender: 'male',
      address: '12 Mill Road',
      mosqueId: tree.oldMosque,
    });
    expect(me.family?.map((f) => [f.name, f.relation, f.dob, f.dobApproximate])).toEqual([
      ['Rukhsana Ansari', 'Wife', '1975-05-05', false],
      ['Imran Ansari', 'Son', '2001-07-01', true],
      ['Sadia Ansari', 'Daughter', null, false],
    ]);
    const son = me.family!.find((f) => f.name === 'Imran Ansari')!;
    expect(son.uniqueId).toMatch(/^AJ-[A-Z0-9]{8}$/);
    const full = (await t.call('getFamilyMember', { id: son.id }, member.token)).body.result;
    expect(full).toMatchObject({ dobApproximate: true, address: '12 Mill Road' });
    // Saved as it was, the date stays approximate; once the member gives the real one, it no longer is.
    const edit = (dob: string) =>
      t.call(
        'updateFamilyMember',
        { id: son.id, name: son.name!, dob, gender: 'male', address: '12 Mill Road', relation: 'Son' },
        member.token,
      );
    await edit('2001-07-01');
    expect((await t.call('getFamilyMember', { id: son.id }, member.token)).body.result.dobApproximate).toBe(
      true,
    );
    await edit('2001-09-14');
    expect((await t.call('getFamilyMember', { id: son.id }, member.token)).body.result.dobApproximate).toBe(
      false,
    );

    expect(
      await t.db.select().from(registerPeople).where(eq(registerPeople.householdId, householdId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(registerHouseholds).where(eq(registerHouseholds.id, householdId)),
    ).toEqual([]);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'register.claim'), eq(auditLog.actorId, member.userId)));
    expect(trail.map((r) => [r.targetType, r.targetId, r.details])).toEqual([
      ['registerPerson', personIds[0], { before: null, after: { mosqueId: tree.oldMosque, familyAdded: 3 } }],
    ]);
    // Claimed once: the offer is gone, and a second claim finds nothing.
    expect((await call('getRegisterOffer', member.token)).body.result.offer).toBeNull();
    expect((await call('claimRegisterRecord', member.token)).body.result.messageCode).toBe(
      'registerClaimNone',
    );
  });

  it("keeps the member's own details and reads each relation through a claimant who is not the head", async () => {
    const mobile = freshMobile();
    const people = household(freshMobile());
    // The number is the son's: the head is his father, the wife his mother, the daughter his sister.
    people[2] = { ...people[2]!, mobile };
    await registerHouseholdAt(t.db, tree.oldMosque, people);
    const member = await signedIn(
      t,
      buildMember({ mobile, name: 'Imran A.', dob: '2001-08-15', mosqueId: tree.newMosque }),
    );
    const reply = (await call('claimRegisterRecord', member.token)).body.result;
    expect(reply).toMatchObject({ pass: true, familyAdded: 3 });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.userId));
    expect(row).toMatchObject({
      name: 'Imran A.',
      dob: '2001-08-15',
      dobApproximate: false,
      gender: 'male',
      mosqueId: tree.newMosque,
    });
    const family = await t.db.select().from(familyMembers).where(eq(familyMembers.userId, member.userId));
    expect(Object.fromEntries(family.map((f) => [f.name, f.relation]))).toEqual({
      'Yusuf Ansari': 'Father',
      'Rukhsana Ansari': 'Mother',
      'Sadia Ansari': 'Sister',
    });
  });

  it('takes a household of one alone', async () => {
    const mobile = freshMobile();
    await registerHouseholdAt(t.db, tree.oldMosque, [
      { name: 'Alone', mobile, dob: '1990-07-01', dobApproximate: true },
    ]);
    const member = await signedIn(t, buildMember({ mobile }));
    expect((await call('claimRegisterRecord', member.token)).body.result).toMatchObject({
      pass: true,
      messageCode: 'registerClaimedAlone',
      familyAdded: 0,
    });
    expect((await call('getSessionUser', member.token)).body.result).toMatchObject({
      name: 'Alone',
      dob: '1990-07-01',
      dobApproximate: true,
    });
  });
});

describe("the register and the member's privacy rights", () => {
  it("'Download my data' carries the unclaimed records of the member's own number, and no one else's", async () => {
    const mobile = freshMobile();
    await registerHouseholdAt(t.db, tree.oldMosque, household(mobile));
    await registerHouseholdAt(t.db, tree.newMosque, [{ name: 'Someone Else', mobile: freshMobile() }]);
    const member = await signedIn(t, buildMember({ mobile }));
    const data = JSON.parse((await call('downloadMyData', member.token)).body.result.json);
    expect(data.masjidRegister).toEqual([
      expect.objectContaining({
        masjid: 'RC Old Masjid',
        name: 'Yusuf Ansari',
        mobile,
        fatherName: 'Idris',
        headOfHousehold: true,
        dob: '1970-03-01',
        consentHow: 'Census forms signed at the masjid',
        consentDate: '2025-06-01',
        invitedAt: null,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Someone Else');
  });

  it("deleting the account deletes the records of the member's number; the household's others stay", async () => {
    const mobile = freshMobile();
    const { householdId, personIds } = await registerHouseholdAt(t.db, tree.oldMosque, household(mobile));
    const other = await registerHouseholdAt(t.db, tree.newMosque, [
      { name: 'Keeps Their Record', mobile: freshMobile() },
    ]);
    const member = await signedIn(t, buildMember({ mobile }), 'otp');
    const res = await t.call('removeMyAccount', { confirm: mobile }, member.token);
    expect(res.body.result).toMatchObject({ pass: true });
    const left = await t.db
      .select()
      .from(registerPeople)
      .where(eq(registerPeople.householdId, householdId))
      .orderBy(registerPeople.rowNumber);
    expect(left.map((p) => p.id)).toEqual(personIds.slice(1));
    // The head went: the wife, next in the file, heads the household now, the children hers.
    expect(left.map((p) => [p.name, p.isHead, p.relation])).toEqual([
      ['Rukhsana Ansari', true, null],
      ['Imran Ansari', false, 'Son'],
      ['Sadia Ansari', false, 'Daughter'],
    ]);
    expect(
      await t.db.select().from(registerPeople).where(eq(registerPeople.id, other.personIds[0]!)),
    ).toHaveLength(1);
  });
});
