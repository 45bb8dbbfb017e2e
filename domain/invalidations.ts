import type { FunctionName } from './catalogue';

type Reads = readonly FunctionName[];

/**
 * Which reads each write makes stale, declared once for every screen. After the write succeeds the web app
 * reads them again: at once where a screen shows them, otherwise when one next asks. A write missing here
 * changes nothing any read returns.
 */
export const STALE_AFTER = {
  signUpMember: ['getSessionUser'],
  updatePassword: ['getSessionUser'],
  acceptPrivacyNotice: ['getSessionUser'],
  setDirectoryListing: ['getSessionUser'],
  setAlertSmsConsent: ['getSessionUser'],
  // A member's own record, or one of their family: the family list comes with the user.
  updateBasicInfo: ['getSessionUser', 'getFamilyMember'],
  updateProfile: ['getSessionUser'],
  addFamilyMember: ['getSessionUser'],
  updateFamilyMember: ['getSessionUser', 'getFamilyMember'],
  updateOtherInfo: ['getSessionUser', 'getFamilyMember'],
  removeFamilyMember: ['getSessionUser'],
  updateMyMosque: ['getSessionUser', 'getMyMosque'],
  // A published or changed alert starts its push fan-out: its reach moves.
  addAlert: ['getAlerts', 'getAlertReach'],
  updateAlert: ['getAlerts', 'getAlertReach'],
  expireAlert: ['getAlerts', 'getAlertReach'],
  // An urgent SMS counts on the alert's card, and spends the budget another preview would show.
  sendAlertSms: ['getAlertReach', 'previewAlertSms', 'getSmsReport'],
  setAlertSmsAllowed: ['getSmsReport', 'previewAlertSms'],
  addLocation: ['getLocations'],
  // A place's trail names it, and names its masjid.
  updateLocation: ['getLocations', 'getPlaceTrail'],
  removeLocation: ['getLocations', 'getPlaceTrail'],
  addCategory: ['getCategories'],
  updateCategory: ['getCategories'],
  removeCategory: ['getCategories'],
  addMosque: ['getMosques', 'getMosquesInArea'],
  updateMosqueDetails: ['getMosques', 'getMosquesInArea', 'getPlaceTrail'],
  removeMosque: ['getMosques', 'getMosquesInArea', 'getPlaceTrail'],
  importMosques: ['getLocations', 'getMosques', 'getMosquesInArea'],
  addAccount: ['getAccounts'],
  updateAccount: ['getAccounts'],
  setAccountSuspended: ['getAccounts'],
} as const satisfies Partial<Record<FunctionName, Reads>>;

/**
 * Reads whose every reply a write makes wrong, kept copies included: nothing of them may show again, not even
 * offline. A member's volunteers belong to their masjid, so a change of masjid throws them away.
 */
export const DROPPED_AFTER = {
  updateMyMosque: ['getMyVolunteers'],
} as const satisfies Partial<Record<FunctionName, Reads>>;

/** What a successful write changes for the reads: those to read again, and those to throw away. */
export function readsChangedBy(write: FunctionName): { stale: Reads; dropped: Reads } {
  const stale: Partial<Record<FunctionName, Reads>> = STALE_AFTER;
  const dropped: Partial<Record<FunctionName, Reads>> = DROPPED_AFTER;
  return { stale: stale[write] ?? [], dropped: dropped[write] ?? [] };
}
