import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../domain/access';
import { catalogue, type FunctionName } from '../../domain/catalogue';
import { alerts, categories, familyMembers, locations, mosques, users } from '../db/schema';
import { createSession } from '../sign-in/sessions';
import {
  buildAdmin,
  buildMember,
  buildSuperAdmin,
  buildVolunteer,
  insertUser,
  type NewUser,
} from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/**
 * Every catalogue function, called by each of the eight kinds of caller. A caller the function's access rule
 * refuses gets 401 (no valid session) or 403 (the wrong role), never data; a caller it admits is never refused
 * for who they are. And nobody but member A (and staff, whose reads are scoped) ever gets member A's data back.
 *
 * A new function needs a sample input in SAMPLES, or this test fails: every function is covered the day it
 * is added.
 */
const CALLERS = [
  'anonymous',
  'member A',
  'member B',
  'volunteer in scope',
  'volunteer out of scope',
  'admin',
  'super admin',
  'suspended',
] as const;
type Caller = (typeof CALLERS)[number];

/** Who each access rule admits. */
const ADMITS: Record<Access, Caller[]> = {
  public: [...CALLERS],
  signedIn: ['member A', 'member B', 'volunteer in scope', 'volunteer out of scope', 'admin', 'super admin'],
  member: ['member A', 'member B'],
  memberOrAdmin: ['member A', 'member B', 'admin', 'super admin'],
  staff: ['volunteer in scope', 'volunteer out of scope', 'admin', 'super admin'],
  admin: ['admin', 'super admin'],
  superAdmin: ['super admin'],
};

/** Who may see member A's personal data in a reply. */
const MAY_SEE_MEMBER_A: Caller[] = ['member A', 'volunteer in scope', 'admin', 'super admin'];

const MEMBER_A = { name: 'Matrix Alpha Qadri', mobile: '9000011111', uniqueId: 'AJ-MATRIX-A' };
/** Member A's family: theirs alone too. The spare one is there to be removed by removeFamilyMember. */
const FAMILY_OF_A = { name: 'Matrix Alpha Son', uniqueId: 'AJ-MATRIX-A1' };
const SPARE_OF_A = { name: 'Matrix Alpha Spare', uniqueId: 'AJ-MATRIX-A2' };
const PRIVATE_TO_A = [
  ...Object.values(MEMBER_A),
  ...Object.values(FAMILY_OF_A),
  ...Object.values(SPARE_OF_A),
];

type SampleContext = {
  tree: SmallTree;
  callerId: string | null;
  /** The caller's own masjid (null for staff and visitors). */
  callerMosqueId: string | null;
  familyOfA: string;
  spareOfA: string;
  /** A location, a category and a masjid to change, and one of each to delete (nothing uses them). */
  spare: {
    location: string;
    doomedLocation: string;
    category: string;
    doomedCategory: string;
    mosque: string;
    doomedMosque: string;
    /** A staff account to fix, give a new password, and reactivate. */
    account: string;
    /** An alert the admin created: theirs and the super admin's to change, NOT_FOUND for anyone else. */
    alert: string;
  };
};
/** A valid input for every function: what a real caller of it would send. */
const SAMPLES: Record<FunctionName, (c: SampleContext) => unknown> = {
  signInStaff: () => ({ email: 'nobody@test.local', password: 'not-the-password' }),
  signOut: () => ({}),
  getSessionUser: () => ({}),
  getLocations: () => ({}),
  getMosques: ({ tree }) => ({ locationId: tree.oldTown }),
  getPlaceTrail: ({ tree }) => ({ id: tree.oldMosque }),
  getReferenceValues: () => null,
  getCategories: () => null,
  checkMobileRegistered: () => ({ phone: '9000022222' }),
  signInWithPassword: () => ({ phone: MEMBER_A.mobile, password: 'not-the-password' }),
  getBotChallenge: () => null,
  sendOtp: () => ({ phone: '9000033333' }),
  verifyOtp: () => ({ phone: '9000033333', code: '000000' }),
  signUpMember: () => ({ password: 'new-password-1' }),
  updatePassword: () => ({ password: 'new-password-2', currentPassword: 'not-the-password' }),
  updateBasicInfo: ({ tree, callerId }) => ({
    name: 'Family Person',
    dob: '1990-01-01',
    gender: 'female',
    address: '1 Street',
    mosqueId: tree.oldMosque,
    parentId: callerId,
    relation: 'Daughter',
  }),
  // Each member keeps their own name, so member A is still found by it, and nobody else ever takes it.
  updateProfile: ({ tree, callerId }) => ({
    name: callerId === accounts['member A'] ? MEMBER_A.name : 'Matrix Profile',
    dob: '1990-01-01',
    gender: 'female',
    address: '1 Street',
    mosqueId: tree.oldMosque,
  }),
  addFamilyMember: () => ({
    name: 'Family Person',
    dob: '1990-01-01',
    gender: 'female',
    address: '1 Street',
    relation: 'Daughter',
  }),
  // Member A's own family member keeps its name, so the reads after it still see what is private to A.
  updateFamilyMember: ({ familyOfA }) => ({
    id: familyOfA,
    name: FAMILY_OF_A.name,
    dob: '1990-01-01',
    gender: 'male',
    address: '1 Street',
    relation: 'Son',
  }),
  getAlerts: () => ({}),
  getAlert: ({ spare }) => ({ alertId: spare.alert }),
  getFamilyMember: ({ familyOfA }) => ({ id: familyOfA }),
  removeFamilyMember: ({ spareOfA }) => ({ id: spareOfA }),
  updateOtherInfo: ({ callerId }) => ({
    userId: callerId,
    parentId: null,
    category: 'student',
    details: { education: 7, educationLevel: 15, institution: 'Matrix College', course: 'BSc' },
  }),
  // The caller's own masjid again, so the later callers keep their places in the tree.
  updateMyMosque: ({ tree, callerMosqueId }) => ({ mosqueId: callerMosqueId ?? tree.oldMosque }),
  getMyMosque: () => null,
  getMyVolunteers: ({ callerMosqueId }) => ({ mosqueId: callerMosqueId }),
  addLocation: ({ tree }) => ({ name: 'Matrix Locality', parentId: tree.northCity }),
  updateLocation: ({ spare }) => ({ id: spare.location, name: 'Matrix Spare Renamed' }),
  removeLocation: ({ spare }) => ({ id: spare.doomedLocation }),
  addCategory: () => ({ name: 'Matrix Category', parentCategoryId: null }),
  updateCategory: ({ spare }) => ({ id: spare.category, name: 'Matrix Category Renamed' }),
  removeCategory: ({ spare }) => ({ id: spare.doomedCategory }),
  getMosquesInArea: ({ tree }) => ({ locationId: tree.north, search: 'masjid' }),
  addMosque: ({ tree }) => ({ ...MATRIX_MOSQUE, mosqueId: 'AM-ADDED', locationId: tree.newTown }),
  updateMosqueDetails: ({ tree, spare }) => ({
    ...MATRIX_MOSQUE,
    id: spare.mosque,
    locationId: tree.newTown,
  }),
  removeMosque: ({ spare }) => ({ id: spare.doomedMosque }),
  previewMosqueImport: () => ({ csv: MATRIX_SHEET }),
  importMosques: () => ({ csv: MATRIX_SHEET }),
  exportMosques: ({ tree }) => ({ locationId: tree.north }),
  getAccounts: ({ tree }) => ({ areaId: tree.north }),
  addAccount: ({ tree, spare }) => ({
    name: 'Matrix New Volunteer',
    mobile: '9000044444',
    email: 'matrix.new@test.local',
    password: 'new-password-1',
    level: 'Area',
    levelId: tree.north,
    categoryId: spare.category,
  }),
  updateAccount: ({ spare }) => ({
    userId: spare.account,
    name: 'Matrix Spare Staff',
    mobile: '9000055555',
    email: 'matrix.spare@test.local',
    categoryId: null,
  }),
  resetAccountPassword: ({ spare }) => ({ userId: spare.account, password: 'another-password-1' }),
  setAccountSuspended: ({ spare }) => ({ userId: spare.account, suspended: false }),
  addAlert: ({ tree }) => ({ ...MATRIX_ALERT, alertLevel: 'city', alertLevelId: tree.northCity }),
  updateAlert: ({ tree, spare }) => ({
    ...MATRIX_ALERT,
    alertId: spare.alert,
    alertLevel: 'Mosque',
    alertLevelId: tree.oldMosque,
  }),
  expireAlert: ({ spare }) => ({ alertId: spare.alert }),
  getMembers: ({ tree }) => ({ locationId: tree.north, filters: { name: 'Matrix' } }),
  getMembersOverview: ({ tree }) => ({ locationId: tree.north }),
  exportMembers: ({ tree }) => ({ locationId: tree.north, filters: { name: 'Matrix' } }),
  acceptPrivacyNotice: () => ({ version: 1 }),
  setDirectoryListing: () => ({ listed: true }),
  setAlertSmsConsent: () => ({ agreed: true }),
  downloadMyData: () => ({}),
  // Refused for its confirmation: the matrix's members must stay for the calls after it.
  removeMyAccount: () => ({ confirm: '0000000000', currentPassword: 'not-the-password' }),
  getAuditLog: () => ({ action: 'mosque.update' }),
  getSmsReport: () => ({}),
  previewAlertSms: ({ spare }) => ({ alertId: spare.alert }),
  sendAlertSms: ({ spare }) => ({ alertId: spare.alert }),
  setAlertSmsAllowed: () => ({ allowed: false }),
  getPushKey: () => ({}),
  addPushSubscription: () => ({
    endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device',
    keys: { p256dh: 'BMatrixKey', auth: 'MatrixAuth' },
    language: 'en',
  }),
  removePushSubscription: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/matrix-device' }),
  // The admin's own alert: the reach of another admin's is left out, never an error.
  getAlertReach: ({ spare }) => ({ alertIds: [spare.alert] }),
};

const MATRIX_ALERT = {
  title: 'Matrix alert',
  message: 'Matrix message',
  category: 'society',
  severity: 'low',
  // Far ahead of the test clock, so it is always in the future.
  expiry: { seconds: 4_102_444_800 },
};

const MATRIX_MOSQUE = {
  mosqueId: 'AM-SPARE',
  name: 'Matrix Spare Masjid',
  address: '2 Street',
  url: 'https://example.org/spare',
};
const MATRIX_SHEET = [
  'State,District,City,Locality,Mosque ID,Name,Address,URL',
  'AM North,AM North District,Matrix Import City,Matrix Import Town,AM-IMPORTED,Matrix Imported Masjid,3 Street,https://example.org/i',
].join('\n');

let t: TestApp;
let tree: SmallTree;
const accounts = {} as Record<Exclude<Caller, 'anonymous'>, string>;
const mosqueOf = {} as Partial<Record<Caller, string>>;
let familyOfA: string;
let spareOfA: string;
const spare = {} as SampleContext['spare'];

beforeAll(async () => {
  t = await startTestApp({ env: { API_SESSION_PER_MINUTE: '1000000', API_PUBLIC_PER_MINUTE: '1000000' } });
  tree = await buildSmallTree(t.db, 'AM');
  const add = (values: NewUser) => insertUser(t.db, values);
  // Members who accepted the privacy notice: only they are in the directory, so only then does a staff read that
  // stays out of member A's data prove anything.
  const member = {
    dob: '1990-01-01',
    gender: 'male' as const,
    address: '1 Street',
    noticeAcceptedAt: new Date(),
  };
  accounts['member A'] = await add(buildMember({ ...member, ...MEMBER_A, mosqueId: tree.oldMosque }));
  const familyMember = async (values: typeof FAMILY_OF_A) =>
    (
      await t.db
        .insert(familyMembers)
        .values({ ...values, userId: accounts['member A'], relation: 'Son' })
        .returning({ id: familyMembers.id })
    )[0]!.id;
  const place = async (name: string) =>
    (
      await t.db
        .insert(locations)
        .values({ name, type: 'locality', parentId: tree.northCity })
        .returning({ id: locations.id })
    )[0]!.id;
  const category = async (name: string) =>
    (await t.db.insert(categories).values({ name, level: 0 }).returning({ id: categories.id }))[0]!.id;
  spare.location = await place('Matrix Spare');
  spare.doomedLocation = await place('Matrix Doomed');
  spare.category = await category('Matrix Spare Category');
  spare.doomedCategory = await category('Matrix Doomed Category');
  const addMosque = async (code: string) =>
    (
      await t.db
        .insert(mosques)
        .values({ code, name: `Masjid ${code}`, address: '1 Street', url: '', locationId: tree.oldTown })
        .returning({ id: mosques.id })
    )[0]!.id;
  spare.mosque = await addMosque('AM-SPARE-0');
  spare.doomedMosque = await addMosque('AM-DOOMED');
  spare.account = await add(
    buildAdmin({ uniqueId: 'AD-MATRIX-SPARE', email: 'matrix.spare@test.local', mobile: '9000055555' }),
  );
  familyOfA = await familyMember(FAMILY_OF_A);
  spareOfA = await familyMember(SPARE_OF_A);
  mosqueOf['member A'] = tree.oldMosque;
  mosqueOf['member B'] = tree.harbourMosque;
  accounts['member B'] = await add(
    buildMember({
      ...member,
      name: 'Matrix Beta',
      mobile: '9000011112',
      uniqueId: 'AJ-MATRIX-B',
      mosqueId: tree.harbourMosque,
    }),
  );
  const staff = (n: number) => ({
    uniqueId: `AD-MATRIX-${n}`,
    email: `matrix${n}@test.local`,
    name: `Staff ${n}`,
  });
  accounts['volunteer in scope'] = await add(
    buildVolunteer({ ...staff(1), scope: { level: 'Area', locationId: tree.north } }),
  );
  accounts['volunteer out of scope'] = await add(
    buildVolunteer({ ...staff(2), scope: { level: 'Mosque', mosqueId: tree.harbourMosque } }),
  );
  accounts.admin = await add(buildAdmin(staff(3)));
  accounts['super admin'] = await add(buildSuperAdmin(staff(4)));
  spare.alert = (
    await t.db
      .insert(alerts)
      .values({
        title: MATRIX_ALERT.title,
        message: MATRIX_ALERT.message,
        category: 'society',
        severity: 'low',
        expiresAt: new Date(MATRIX_ALERT.expiry.seconds * 1000),
        level: 'Mosque',
        mosqueId: tree.oldMosque,
        createdBy: accounts.admin,
      })
      .returning({ id: alerts.id })
  )[0]!.id;
  accounts.suspended = await add(
    buildMember({ ...member, name: 'Matrix Gamma', mobile: '9000011113', uniqueId: 'AJ-MATRIX-C' }),
  );
});
afterAll(() => t.close());

/** A fresh session for each call, so that a logout or a password change never spoils the next call. */
async function tokenFor(caller: Caller): Promise<string | null> {
  if (caller === 'anonymous') return null;
  const userId = accounts[caller];
  const token = await createSession(t.db, t.services.clock, userId, 'password');
  // Suspended after the session began: the session must stop working at once.
  if (caller === 'suspended') await t.db.update(users).set({ suspended: true }).where(eq(users.id, userId));
  return token;
}

const names = Object.keys(catalogue) as FunctionName[];

it('has a sample input for every catalogue function', () => {
  expect(names.filter((n) => !(n in SAMPLES))).toEqual([]);
});

describe.each(names)('%s', (name) => {
  const access = catalogue[name].access as Access;
  it.each(CALLERS)(`as %s`, async (caller) => {
    const sample = SAMPLES[name];
    if (!sample) throw new Error(`No sample input for ${name}: add one to SAMPLES`);
    const token = await tokenFor(caller);
    // Each call from its own address, so the per-address limits of the public calls never interfere.
    const ip = `10.9.${CALLERS.indexOf(caller)}.${names.indexOf(name) + 1}`;
    const res = await t.send(
      name,
      sample({
        tree,
        callerId: caller === 'anonymous' ? null : accounts[caller],
        callerMosqueId: mosqueOf[caller] ?? null,
        familyOfA,
        spareOfA,
        spare,
      }),
      token,
      { ip },
    );
    const text = JSON.stringify(res.body);

    if (ADMITS[access].includes(caller)) {
      expect([401, 403], `${caller} is admitted to ${name} (${access})`).not.toContain(res.status);
      expect(res.status, text).toBeLessThan(500);
    } else {
      const expected = caller === 'anonymous' || caller === 'suspended' ? 401 : 403;
      expect(res.status, `${caller} calling ${name} (${access})`).toBe(expected);
      expect(res.body.result).toBeUndefined();
    }
    if (!MAY_SEE_MEMBER_A.includes(caller)) {
      for (const value of PRIVATE_TO_A) expect(text).not.toContain(value);
    }
  });
});

// The other side of the matrix: the staff who may see member A do find them, so the refusals above are not
// refusals of an empty directory.
it.each(['volunteer in scope', 'admin', 'super admin'] as const)(
  '%s finds member A in the directory',
  async (caller) => {
    const res = await t.call(
      'getMembers',
      { locationId: tree.north, filters: { name: 'Matrix' } },
      await tokenFor(caller),
    );
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.result)).toContain(MEMBER_A.name);
  },
);
