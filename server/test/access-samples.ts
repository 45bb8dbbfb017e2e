import { eq } from 'drizzle-orm';
import type { FunctionName } from '../../domain/catalogue';
import { mosqueDisplayKeys, mosques, pushSubscriptions } from '../db/schema';
import { issueOtp } from '../sign-in/otp';
import { allowAlertSms } from '../sms/alert-sms-setting';
import { displayKeyHash } from '../times/display-keys';
import { MEMBER_A } from './access-callers';
import type { Sample, SampleContext } from './access-sample-types';
import { REGISTER_SAMPLES } from './access-samples-register';
import { TREASURY_SAMPLES } from './access-samples-treasury';
import { KNOWN_PASSWORD, MATRIX_ALERT } from './access-world';
import { buildAdmin, buildVolunteer } from './factories';
import type { TestApp } from './harness';

export type { Sample };

const phoneOf = (n: number) => `9123${String(n).padStart(6, '0')}`;
const endpointOf = (n: number) => `https://fcm.googleapis.com/fcm/send/matrix-device-${n}`;
const urgentAlert = async ({ t, world }: SampleContext) => {
  await allowAlertSms(t.db, true);
  return { alertId: await world.fresh.alert({ severity: 'high' }) };
};
const MATRIX_MOSQUE = { name: 'Matrix Spare Masjid', address: '2 Street', url: 'https://example.org/spare' };
const sheetOf = (n: number) =>
  [
    'State,District,City,Locality,Mosque ID,Name,Address,URL,Latitude,Longitude',
    `AM North,AM North District,Matrix Import City,Matrix Import Town,AM-IMPORTED-${n},Matrix Imported Masjid ${n},3 Street,https://example.org/i,17.3604,78.4736`,
  ].join('\n');

/** An input for every function, with which every caller it admits reaches its success path. */
export const SAMPLES: Record<FunctionName, Sample['input'] | Sample> = {
  ...TREASURY_SAMPLES,
  ...REGISTER_SAMPLES,
  signInStaff: async ({ world, n }) => {
    const email = `matrix.login${n}@test.local`;
    await world.fresh.account(buildAdmin({ email }));
    return { email, password: KNOWN_PASSWORD };
  },
  signOut: () => ({}),
  getSessionUser: () => ({}),
  getLocations: () => ({}),
  getMosques: ({ world }) => ({ locationId: world.tree.oldTown }),
  getPlaceTrail: ({ world }) => ({ id: world.tree.oldMosque }),
  getReferenceValues: () => null,
  getCategories: () => null,
  checkMobileRegistered: async ({ world, n }) => {
    await world.fresh.account({ uniqueId: `AJ-MATRIX-CHECK-${n}`, role: 'user', mobile: phoneOf(n) });
    return { phone: phoneOf(n) };
  },
  signInWithPassword: async ({ world, n }) => {
    await world.fresh.account({ uniqueId: `AJ-MATRIX-LOGIN-${n}`, role: 'user', mobile: phoneOf(n) });
    return { phone: phoneOf(n), password: KNOWN_PASSWORD };
  },
  getBotChallenge: () => null,
  // A number of its own: the same one again within a minute is refused by its cooldown.
  sendOtp: ({ n }) => ({ phone: phoneOf(n) }),
  getSignInChannels: () => null,
  // Any id: one it does not know reads as sent and not yet reported.
  getSignInCodeStatus: () => ({ messageId: '00000000-0000-4000-8000-000000000045' }),
  verifyOtp: async ({ t, world, n, ip }) => {
    const issued = await issueOtp(t.db, t.services.clock, phoneOf(n), ip);
    if (!issued.issued) throw new Error(`No OTP for the matrix: ${issued.reason}`);
    return { phone: phoneOf(n), code: issued.code, mosqueId: world.tree.oldMosque };
  },
  signUpMember: {
    input: async ({ world, callerId }) => {
      await world.fresh.password(callerId, null);
      return { password: 'Matrix-first-pass-57' };
    },
    signedInBy: 'otp',
  },
  updatePassword: async ({ world, callerId }) => {
    await world.fresh.password(callerId);
    return { password: 'Matrix-next-pass-64', currentPassword: KNOWN_PASSWORD };
  },
  updateBasicInfo: ({ world, callerId }) => ({
    name: 'Family Person',
    dob: '1990-01-01',
    gender: 'female',
    address: '1 Street',
    mosqueId: world.tree.oldMosque,
    parentId: callerId,
    relation: 'Daughter',
  }),
  // Member B asks for member A's family member: it answers as a missing one, never as someone else's.
  // Member A keeps their name, so the reads after it still find what is private to A.
  updateProfile: ({ world, callerId }) => ({
    name: callerId === world.accounts['member A'] ? MEMBER_A.name : 'Matrix Profile',
    dob: '1990-01-01',
    gender: 'female',
    address: '1 Street',
    mosqueId: world.tree.oldMosque,
  }),
  addFamilyMember: () => ({
    name: 'Family Person',
    dob: '1990-01-01',
    gender: 'female',
    address: '1 Street',
    relation: 'Daughter',
  }),
  updateFamilyMember: {
    input: async ({ world, n }) => ({
      id: await world.fresh.familyMemberOfA(n),
      name: `Matrix Renamed ${n}`,
      dob: '1990-01-01',
      gender: 'male',
      address: '1 Street',
      relation: 'Son',
    }),
    // Another family's member answers as a missing one, so that ids reveal nothing.
    expected: { 'member B': 404 },
  },
  getFamilyMember: { input: ({ world }) => ({ id: world.familyOfA }), expected: { 'member B': 404 } },
  removeFamilyMember: {
    input: async ({ world, n }) => ({ id: await world.fresh.familyMemberOfA(n) }),
    // Another family's member, as a missing one, for the same reason.
    expected: { 'member B': 404 },
  },
  updateOtherInfo: ({ callerId }) => ({
    userId: callerId,
    parentId: null,
    category: 'student',
    details: { education: 7, educationLevel: 15, institution: 'Matrix College', course: 'BSc' },
  }),
  // The caller's own masjid again, so the later callers keep their places in the tree.
  updateMyMosque: ({ world, callerMosqueId }) => ({ mosqueId: callerMosqueId ?? world.tree.oldMosque }),
  getMyMosque: () => null,
  getMyVolunteers: ({ callerMosqueId }) => ({ mosqueId: callerMosqueId }),
  getAlerts: () => ({}),
  getAlert: {
    input: ({ world }) => ({ alertId: world.alert }),
    // The alert went to member A's masjid: member B is told it is for another area, and gets none of it.
    expected: { 'member B': 'alertNotForYourArea' },
  },
  addAlert: ({ world }) => ({ ...MATRIX_ALERT, alertLevel: 'city', alertLevelId: world.tree.northCity }),
  updateAlert: async ({ world }) => ({
    ...MATRIX_ALERT,
    alertId: await world.fresh.alert(),
    alertLevel: 'Mosque',
    alertLevelId: world.tree.oldMosque,
  }),
  expireAlert: async ({ world }) => ({ alertId: await world.fresh.alert() }),
  addLocation: ({ world, n }) => ({ name: `Matrix Locality ${n}`, parentId: world.tree.northCity }),
  updateLocation: async ({ world, n }) => ({
    id: await world.fresh.location(n),
    name: `Matrix Renamed ${n}`,
  }),
  removeLocation: async ({ world, n }) => ({ id: await world.fresh.location(n) }),
  addCategory: ({ n }) => ({ name: `Matrix Added Category ${n}`, parentCategoryId: null }),
  updateCategory: async ({ world, n }) => ({
    id: await world.fresh.category(n),
    name: `Matrix Renamed ${n}`,
  }),
  removeCategory: async ({ world, n }) => ({ id: await world.fresh.category(n) }),
  getMosquesInArea: ({ world }) => ({ locationId: world.tree.north, search: 'masjid' }),
  addMosque: ({ world, n }) => ({
    ...MATRIX_MOSQUE,
    mosqueId: `AM-ADDED-${n}`,
    locationId: world.tree.newTown,
    latitude: 28.6507,
    longitude: 77.2334,
  }),
  updateMosqueDetails: async ({ world, n }) => ({
    ...MATRIX_MOSQUE,
    id: await world.fresh.mosque(n),
    mosqueId: `AM-CHANGED-${n}`,
    locationId: world.tree.newTown,
  }),
  removeMosque: async ({ world, n }) => ({ id: await world.fresh.mosque(n) }),
  previewMosqueImport: ({ n }) => ({ csv: sheetOf(n) }),
  importMosques: ({ n }) => ({ csv: sheetOf(n) }),
  exportMosques: ({ world }) => ({ locationId: world.tree.north }),
  getAccounts: ({ world }) => ({ areaId: world.tree.north }),
  addAccount: ({ world, n }) => ({
    name: 'Matrix New Volunteer',
    mobile: phoneOf(n),
    email: `matrix.new${n}@test.local`,
    password: 'new-password-1',
    level: 'Area',
    levelId: world.tree.north,
    categoryId: world.category,
  }),
  updateAccount: async ({ world, n }) => ({
    userId: await world.fresh.account(buildAdmin({ email: `matrix.staff${n}@test.local` })),
    name: 'Matrix Spare Staff',
    mobile: phoneOf(n),
    email: `matrix.changed${n}@test.local`,
    categoryId: null,
  }),
  resetAccountPassword: async ({ world, n }) => ({
    userId: await world.fresh.account(buildAdmin({ email: `matrix.staff${n}@test.local` })),
    password: 'another-password-1',
  }),
  setAccountSuspended: async ({ world, n }) => ({
    userId: await world.fresh.account(buildAdmin({ email: `matrix.staff${n}@test.local`, suspended: true })),
    suspended: false,
  }),
  getMembers: ({ world }) => ({ locationId: world.tree.north, filters: { name: 'Matrix' } }),
  getMembersOverview: ({ world }) => ({ locationId: world.tree.north }),
  exportMembers: ({ world }) => ({ locationId: world.tree.north, filters: { name: 'Matrix' } }),
  acceptPrivacyNotice: () => ({ version: 1 }),
  setDirectoryListing: () => ({ listed: true }),
  setAlertSmsConsent: () => ({ agreed: true }),
  setAlertWhatsappConsent: () => ({ agreed: true }),
  downloadMyData: () => ({}),
  removeMyAccount: {
    input: ({ callerMobile }) => ({ confirm: callerMobile ?? '0000000000' }),
    signedInBy: 'otp',
    twin: true,
  },
  getAuditLog: () => ({ action: 'mosque.update' }),
  getSmsReport: () => ({}),
  previewAlertSms: { input: urgentAlert, done: (preview) => preview.allowed === true },
  sendAlertSms: urgentAlert,
  setAlertSmsAllowed: () => ({ allowed: true }),
  getPushKey: () => ({}),
  addPushSubscription: ({ n }) => ({
    endpoint: endpointOf(n),
    keys: { p256dh: 'BMatrixKey', auth: 'MatrixAuth' },
    language: 'en',
  }),
  removePushSubscription: async ({ t, callerId, n }) => {
    if (callerId) {
      const device = { p256dh: 'BMatrixKey', auth: 'MatrixAuth', language: 'en' as const };
      await t.db.insert(pushSubscriptions).values({ ...device, userId: callerId, endpoint: endpointOf(n) });
    }
    return { endpoint: endpointOf(n) };
  },
  // The admin's own alert: the reach of another admin's is left out, never an error.
  getAlertReach: ({ world }) => ({ alertIds: [world.alert] }),
  getMosqueTimes: ({ world }) => ({ mosqueId: world.tree.oldMosque, from: '2026-06-01', days: 31 }),
  getMosqueTimesRules: () => ({ code: 'AM-OLD' }),
  getNearbyMosques: () => ({ latitude: 28.6507, longitude: 77.2334 }),
  updateMosqueTimes: {
    input: async ({ t, world, n }) => {
      const mosqueId = await world.fresh.mosque(n);
      await t.db
        .update(mosques)
        .set({ latitude: 28.6507, longitude: 77.2334 })
        .where(eq(mosques.id, mosqueId));
      return { mosqueId, asr: 'shafii', jamaat: { isha: { after: 20, roundTo: 5 } } };
    },
    // Neither volunteer keeps this masjid's times: the Area one may keep none, the masjid one only their own.
    expected: { 'volunteer in scope': 403, 'volunteer out of scope': 403 },
  },
  setTimesKeeper: async ({ world, n }) => ({
    userId: await world.fresh.account(
      buildVolunteer({
        email: `matrix.keeper${n}@test.local`,
        scope: { level: 'Mosque', mosqueId: world.tree.oldMosque },
      }),
    ),
    keepsTimes: true,
  }),
  setIndiaHijriAdjustment: () => ({ days: 0 }),
  getDisplayKeys: ({ world }) => ({ mosqueId: world.tree.oldMosque }),
  addDisplayKey: async ({ world, n }) => ({ mosqueId: await world.fresh.mosque(n), label: 'Hall TV' }),
  revokeDisplayKey: async ({ t, world, n }) => ({
    id: await displayKeyOf(t, await world.fresh.mosque(n), n),
  }),
  getMosqueDisplay: async ({ t, world, n }) => {
    const key = `matrix-display-key-${n}-aaaaaaaa`;
    await displayKeyOf(t, world.tree.harbourMosque, n, key);
    return { code: 'AM-HBR', key };
  },
};

/** A live display key of a masjid, made as addDisplayKey makes one. */
async function displayKeyOf(t: TestApp, mosqueId: string, n: number, key = `matrix-key-${n}-aaaaaaaaaaaa`) {
  const [row] = await t.db
    .insert(mosqueDisplayKeys)
    .values({ mosqueId, keyHash: displayKeyHash(key), label: `Matrix TV ${n}` })
    .returning({ id: mosqueDisplayKeys.id });
  return row!.id;
}
