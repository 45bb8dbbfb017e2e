import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, registerHouseholds, registerPeople, smsOutbox } from '../db/schema';
import { buildAdmin, buildSuperAdmin, buildVolunteer, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { registerHouseholdAt } from '../test/register-claim-world';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/**
 * Staff who keep a masjid's register (admins, and a volunteer of that masjid with the super admin's grant) list
 * its people, invite them to claim their record by SMS within the budget, and remove one who asked to be.
 */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let superAdmin: string;
let keeper: string;
let otherKeeper: string;
let plainVolunteer: string;
let numbers = 0;
const freshMobile = () => `96000${String(++numbers).padStart(5, '0')}`;

beforeAll(async () => {
  // A small budget: 10 an hour, of which numbers without an account (invitations') may use 5.
  t = await startTestApp({
    env: { SMS_HOURLY_LIMIT: '10', SMS_DAILY_LIMIT: '100', SMS_MEMBERS_SHARE: '50' },
  });
  tree = await buildSmallTree(t.db, 'RR');
  admin = (await signedIn(t, buildAdmin({ email: 'rr.admin@test.local' }))).token;
  superAdmin = (await signedIn(t, buildSuperAdmin({ email: 'rr.super@test.local' }))).token;
  const volunteerOf = (mosqueId: string, email: string, keepsRegister: boolean) =>
    signedIn(t, buildVolunteer({ email, scope: { level: 'Mosque', mosqueId }, keepsRegister }));
  keeper = (await volunteerOf(tree.oldMosque, 'rr.keeper@test.local', true)).token;
  otherKeeper = (await volunteerOf(tree.newMosque, 'rr.other@test.local', true)).token;
  plainVolunteer = (await volunteerOf(tree.oldMosque, 'rr.plain@test.local', false)).token;
});
afterAll(() => t.close());

describe('getRegisterRecords', () => {
  let mosqueId: string;
  beforeAll(async () => {
    const { harbourMosque } = tree;
    mosqueId = harbourMosque;
    await registerHouseholdAt(t.db, mosqueId, [
      { name: 'Zubair Qureshi', mobile: freshMobile() },
      { name: 'Amina Qureshi', relation: 'Wife' },
      { name: 'Faiz Qureshi', relation: 'Son', dob: '2010-07-01', dobApproximate: true },
    ]);
    await registerHouseholdAt(t.db, mosqueId, [{ name: 'Bano 100% Begum', mobile: freshMobile() }]);
    await registerHouseholdAt(t.db, tree.oldMosque, [{ name: 'Amir Elsewhere', mobile: freshMobile() }]);
  });
  const records = (input: Record<string, unknown>, token = admin) =>
    t.call('getRegisterRecords', { mosqueId, ...input } as never, token);

  it("lists the masjid's people by name, paged by keyset, with their household and row", async () => {
    const first = (await records({ limit: 2 })).body.result;
    expect(first.items.map((p) => p.name)).toEqual(['Amina Qureshi', 'Bano 100% Begum']);
    const second = (await records({ limit: 2, cursor: first.nextCursor })).body.result;
    expect(second.items.map((p) => p.name)).toEqual(['Faiz Qureshi', 'Zubair Qureshi']);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]).toMatchObject({
      relation: 'Son',
      isHead: false,
      dob: '2010-07-01',
      dobApproximate: true,
      mobile: null,
      row: 4,
      invitedAt: null,
    });
    expect(second.items[1]).toMatchObject({ isHead: true, householdId: second.items[0]!.householdId });
  });

  it('filters by a part of the name (its % taken as it is) and by having a mobile', async () => {
    const named = (await records({ name: 'qureshi' })).body.result.items.map((p) => p.name);
    expect(named).toEqual(['Amina Qureshi', 'Faiz Qureshi', 'Zubair Qureshi']);
    expect((await records({ name: '100%' })).body.result.items.map((p) => p.name)).toEqual([
      'Bano 100% Begum',
    ]);
    expect((await records({ name: '0%B' })).body.result.items).toEqual([]);
    const reachable = (await records({ withMobile: true })).body.result.items.map((p) => p.name);
    expect(reachable).toEqual(['Bano 100% Begum', 'Zubair Qureshi']);
  });

  it("is refused to a volunteer without the grant, and to another masjid's keeper; 404 for no masjid", async () => {
    expect((await records({}, plainVolunteer)).status).toBe(403);
    expect((await t.call('getRegisterRecords', { mosqueId: tree.oldMosque }, otherKeeper)).status).toBe(403);
    expect((await t.call('getRegisterRecords', { mosqueId: tree.oldMosque }, keeper)).status).toBe(200);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('getRegisterRecords', { mosqueId: missing }, admin)).status).toBe(404);
  });
});

describe('removeRegisterRecord', () => {
  it('removes a person; the next person heads the household; an emptied household goes; audited bare', async () => {
    const { householdId, personIds } = await registerHouseholdAt(t.db, tree.oldMosque, [
      { name: 'Head Who Asked', mobile: freshMobile(), gender: 'male' },
      { name: 'His Son', relation: 'Son', gender: 'male' },
      { name: 'His Daughter', relation: 'Daughter', gender: 'female' },
    ]);
    const remove = (personId: string, token = keeper) =>
      t.call('removeRegisterRecord', { mosqueId: tree.oldMosque, personId }, token);
    expect((await remove(personIds[0]!)).body.result).toMatchObject({
      pass: true,
      messageCode: 'registerRecordRemoved',
    });
    const left = await t.db
      .select()
      .from(registerPeople)
      .where(eq(registerPeople.householdId, householdId))
      .orderBy(registerPeople.rowNumber);
    // The son heads it now, and his sister is read through him.
    expect(left.map((p) => [p.name, p.isHead, p.relation])).toEqual([
      ['His Son', true, null],
      ['His Daughter', false, 'Sister'],
    ]);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'register.remove'), eq(auditLog.targetId, personIds[0]!)));
    expect(row?.details).toEqual({ before: { mosqueId: tree.oldMosque }, after: null });
    expect(JSON.stringify(row)).not.toContain('Head Who Asked');

    await remove(personIds[1]!);
    await remove(personIds[2]!, admin);
    expect(
      await t.db.select().from(registerHouseholds).where(eq(registerHouseholds.id, householdId)),
    ).toEqual([]);
    // Gone already: as an unknown id.
    expect((await remove(personIds[2]!)).status).toBe(404);
  });

  it("answers 404 for another masjid's person and 403 to a volunteer of another masjid", async () => {
    const { personIds } = await registerHouseholdAt(t.db, tree.newMosque, [{ name: 'Stays Put' }]);
    const personId = personIds[0]!;
    expect(
      (await t.call('removeRegisterRecord', { mosqueId: tree.oldMosque, personId }, keeper)).status,
    ).toBe(404);
    expect(
      (await t.call('removeRegisterRecord', { mosqueId: tree.newMosque, personId }, keeper)).status,
    ).toBe(403);
    expect(
      (await t.call('removeRegisterRecord', { mosqueId: tree.newMosque, personId }, plainVolunteer)).status,
    ).toBe(403);
    expect(await t.db.select().from(registerPeople).where(eq(registerPeople.id, personId))).toHaveLength(1);
  });
});

describe('sendClaimInvitations', () => {
  it('queues one SMS per number of the chosen people, naming the masjid and the address, and marks them', async () => {
    const shared = freshMobile();
    const own = freshMobile();
    const { personIds } = await registerHouseholdAt(t.db, tree.oldMosque, [
      { name: 'Shares A Phone', mobile: shared },
      { name: 'Wife On It Too', relation: 'Wife', mobile: shared },
      { name: 'Has No Phone', relation: 'Son' },
      { name: 'Own Phone', relation: 'Daughter', mobile: own },
    ]);
    const elsewhere = await registerHouseholdAt(t.db, tree.newMosque, [
      { name: 'Not Theirs', mobile: freshMobile() },
    ]);
    const res = await t.call(
      'sendClaimInvitations',
      { mosqueId: tree.oldMosque, personIds: [...personIds, ...elsewhere.personIds], language: 'hi' },
      keeper,
    );
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'registerInvitesSent', sent: 2 });
    const sms = await t.db
      .select()
      .from(smsOutbox)
      .where(inArray(smsOutbox.phone, [`91${shared}`, `91${own}`]));
    expect(sms.map((s) => [s.purpose, s.template, s.language, s.variables]).sort()).toEqual([
      ['registerInvite', 'registerInvite', 'hi', ['RR Old Masjid']],
      ['registerInvite', 'registerInvite', 'hi', ['RR Old Masjid']],
    ]);
    expect(t.config.smsTemplates!.registerInvite.en.text).toContain(t.config.publicUrl);
    const people = await t.db.select().from(registerPeople).where(inArray(registerPeople.id, personIds));
    expect(
      people
        .filter((p) => p.invitedAt !== null)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Own Phone', 'Shares A Phone', 'Wife On It Too']);
    const [notTheirs] = await t.db
      .select()
      .from(registerPeople)
      .where(eq(registerPeople.id, elsewhere.personIds[0]!));
    expect(notTheirs?.invitedAt).toBeNull();
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'register.invite'));
    expect(row).toMatchObject({ targetType: 'mosque', targetId: tree.oldMosque });
    expect(row?.details).toEqual({ before: null, after: { people: 3, sms: 2, parts: expect.any(Number) } });
    expect(JSON.stringify(row)).not.toContain(shared);
  });

  it('refuses the whole batch past the budget, saying how many are left, and sends nothing', async () => {
    // 2 of the 5 the hour leaves to numbers without an account are spent above: 3 are left.
    const mobiles = Array.from({ length: 4 }, freshMobile);
    const { personIds } = await registerHouseholdAt(
      t.db,
      tree.oldMosque,
      mobiles.map((mobile, i) => ({ name: `Budget Person ${i}`, mobile })),
    );
    const res = await t.call('sendClaimInvitations', { mosqueId: tree.oldMosque, personIds }, admin);
    expect(res.body.result).toMatchObject({
      pass: false,
      messageCode: 'registerInviteOverBudget',
      messageParams: { left: 3, asked: 4 },
      sent: 0,
    });
    const queued = await t.db
      .select()
      .from(smsOutbox)
      .where(
        inArray(
          smsOutbox.phone,
          mobiles.map((m) => `91${m}`),
        ),
      );
    expect(queued).toEqual([]);
    const people = await t.db.select().from(registerPeople).where(inArray(registerPeople.id, personIds));
    expect(people.every((p) => p.invitedAt === null)).toBe(true);
    // Three fit.
    const fits = await t.call(
      'sendClaimInvitations',
      { mosqueId: tree.oldMosque, personIds: personIds.slice(1) },
      admin,
    );
    expect(fits.body.result).toMatchObject({ pass: true, sent: 3 });
  });

  it('says so when none of the chosen has a number, and refuses a volunteer of another masjid', async () => {
    const { personIds } = await registerHouseholdAt(t.db, tree.newMosque, [{ name: 'No Number' }]);
    const none = await t.call('sendClaimInvitations', { mosqueId: tree.newMosque, personIds }, otherKeeper);
    expect(none.body.result).toMatchObject({ pass: false, messageCode: 'registerInviteNone', sent: 0 });
    expect(
      (await t.call('sendClaimInvitations', { mosqueId: tree.newMosque, personIds }, keeper)).status,
    ).toBe(403);
    expect(
      (await t.call('sendClaimInvitations', { mosqueId: tree.oldMosque, personIds }, plainVolunteer)).status,
    ).toBe(403);
  });
});

describe('setRegisterKeeper', () => {
  it("lets a masjid's volunteer keep its register, only its own, and takes it back", async () => {
    const volunteer = await signedIn(
      t,
      buildVolunteer({ email: 'rr.v@test.local', scope: { level: 'Mosque', mosqueId: tree.newMosque } }),
    );
    const read = (mosqueId = tree.newMosque) => t.call('getRegisterRecords', { mosqueId }, volunteer.token);
    expect((await read()).status).toBe(403);
    const granted = await t.call(
      'setRegisterKeeper',
      { userId: volunteer.userId, keepsRegister: true },
      superAdmin,
    );
    expect(granted.body.result).toMatchObject({ pass: true, messageCode: 'registerKeeperGranted' });
    expect((await t.call('getSessionUser', {}, volunteer.token)).body.result.keepsRegister).toBe(true);
    const accounts = await t.call('getAccounts', {}, superAdmin);
    expect(accounts.body.result.items.find((a) => a.userId === volunteer.userId)?.keepsRegister).toBe(true);
    expect((await read()).status).toBe(200);
    expect((await read(tree.oldMosque)).status).toBe(403);
    const [trail] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.registerKeeper'), eq(auditLog.targetId, volunteer.userId)));
    expect(trail?.details).toEqual({ before: { keepsRegister: false }, after: { keepsRegister: true } });
    const revoked = await t.call(
      'setRegisterKeeper',
      { userId: volunteer.userId, keepsRegister: false },
      superAdmin,
    );
    expect(revoked.body.result).toMatchObject({ pass: true, messageCode: 'registerKeeperRevoked' });
    expect((await read()).status).toBe(403);
  });

  it('refuses the right to an Area volunteer with a message, and is for the super admin only', async () => {
    const area = await insertUser(
      t.db,
      buildVolunteer({ email: 'rr.area@test.local', scope: { level: 'Area', locationId: tree.north } }),
    );
    const res = await t.call('setRegisterKeeper', { userId: area, keepsRegister: true }, superAdmin);
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'registerKeeperNeedsMosque' });
    expect((await t.call('setRegisterKeeper', { userId: area, keepsRegister: true }, admin)).status).toBe(
      403,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.call('setRegisterKeeper', { userId: missing, keepsRegister: true }, superAdmin)).status,
    ).toBe(404);
  });
});
