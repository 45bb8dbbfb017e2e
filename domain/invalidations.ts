import type { FunctionInput, FunctionName, FunctionOutput } from './catalogue';

/**
 * One read a write changes: every reply of the function (its name), or only the replies to the arguments
 * named (`{ read, args }`: those whose input holds each of these fields with this value).
 */
export type ReadChange =
  | FunctionName
  | { [R in FunctionName]: { read: R; args: Partial<Extract<FunctionInput<R>, object>> } }[FunctionName];

/** What one write changes: a list, or a list made from the write's input and reply (which record it was). */
type Declared<W extends FunctionName> =
  | readonly ReadChange[]
  | ((input: FunctionInput<W>, reply: FunctionOutput<W>) => readonly ReadChange[]);
type Declarations = { [W in FunctionName]?: Declared<W> };

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
  setAlertWhatsappConsent: ['getSessionUser'],
  // A member's own record, or one of their family: the family list comes with the user.
  updateBasicInfo: ['getSessionUser', 'getFamilyMember'],
  updateProfile: ['getSessionUser'],
  addFamilyMember: ['getSessionUser'],
  updateFamilyMember: ({ id }) => ['getSessionUser', { read: 'getFamilyMember', args: { id } }],
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
  // A masjid's times: its table, the rules a phone keeps (asked by id or by code), its TV, the next jamaat near me.
  updateMosqueTimes: ({ mosqueId }) => [
    { read: 'getMosqueTimes', args: { mosqueId } },
    'getMosqueTimesRules',
    'getMosqueDisplay',
    'getNearbyMosques',
  ],
  // India's Hijri date is every masjid's that has none of its own.
  setIndiaHijriAdjustment: ['getMosqueTimes', 'getMosqueTimesRules', 'getMosqueDisplay'],
  setTimesKeeper: ['getAccounts'],
  addDisplayKey: ({ mosqueId }) => [{ read: 'getDisplayKeys', args: { mosqueId } }],
  revokeDisplayKey: ['getDisplayKeys'],
  // The treasurer's screens (docs/decisions/0013-baitul-maal.md): a settings or fund change shows in the
  // treasury and the giving page; a gift confirmed, recorded or a receipt cancelled moves balances and lists.
  updateMosqueTreasury: ['getMosqueTreasury', 'getFundBalances', 'getMosqueGiving'],
  addFund: ['getMosqueTreasury', 'getFundBalances', 'getMosqueGiving'],
  renameFund: ['getMosqueTreasury', 'getFundBalances', 'getMosqueGiving'],
  closeFund: ['getMosqueTreasury', 'getFundBalances', 'getMosqueGiving'],
  reopenFund: ['getMosqueTreasury', 'getFundBalances', 'getMosqueGiving'],
  removeFund: ['getMosqueTreasury', 'getFundBalances', 'getMosqueGiving'],
  setTreasurer: ['getAccounts'],
  confirmDonation: ['getDonations', 'getReceipts', 'getMosqueTreasury', 'getFundBalances'],
  rejectDonation: ['getDonations'],
  recordDonation: ['getDonations', 'getReceipts', 'getMosqueTreasury', 'getFundBalances'],
  // An expense is listed, lowers its fund's balance (the Expenses tab's fund choices show it) and the reports;
  // a closed month is no longer offered to close.
  recordExpense: ['getExpenses', 'getMosqueTreasury', 'getFundBalances', 'getTreasuryReport'],
  closeMonth: ['getMosqueTreasury'],
  cancelReceipt: ({ receiptId }) => [
    'getReceipts',
    'getDonations',
    'getMosqueTreasury',
    'getFundBalances',
    { read: 'getReceipt', args: { receiptId } },
  ],
  // The member's giving (docs/decisions/0013-baitul-maal.md): a started or claimed gift shows in 'My giving'
  // with its state, and chanda months given are no longer due.
  startDonation: ['getMyGiving'],
  claimDonation: ['getMyGiving'],
  startGatewayPayment: ['getMyGiving'],
  // The register's claim (docs/decisions/0014-masjid-register.md): the member's details and family come from
  // the record, the offer goes, and the masjid's records list and directory lose the household.
  claimRegisterRecord: [
    'getSessionUser',
    'getFamilyMember',
    'getRegisterOffer',
    'getRegisterRecords',
    'getMembers',
    'getMembersOverview',
  ],
  // An invitation marks its people and spends the budget; a removal takes a person off the lists.
  sendClaimInvitations: ['getRegisterRecords', 'getSmsReport', 'previewAlertSms'],
  removeRegisterRecord: ['getRegisterRecords', 'getRegisterImports', 'getDuplicateCandidates', 'getMembers'],
  setRegisterKeeper: ['getAccounts'],
  // The register's merge and its undo (docs/decisions/0014-masjid-register.md): the pairs, the recent merges,
  // the register's records and counts, and the directory, which lists register households and members.
  mergeMembers: [
    'getDuplicateCandidates',
    'getRegisterMerges',
    'getRegisterRecords',
    'getRegisterImports',
    'getMembers',
    'getMembersOverview',
  ],
  undoMerge: [
    'getDuplicateCandidates',
    'getRegisterMerges',
    'getRegisterRecords',
    'getRegisterImports',
    'getMembers',
    'getMembersOverview',
  ],
  // A register import adds households the directory, the records and the duplicates list show.
  importRegister: ['getRegisterImports', 'getRegisterRecords', 'getDuplicateCandidates', 'getMembers'],
} satisfies Declarations;

/**
 * Reads whose replies a write makes wrong, kept copies included: nothing of them may show again, not even
 * offline. A member's volunteers belong to their masjid, so a change of masjid throws them all away; a
 * family member who was removed takes their own details with them, and nobody else's.
 */
export const DROPPED_AFTER = {
  updateMyMosque: ['getMyVolunteers'],
  removeFamilyMember: ({ id }) => [{ read: 'getFamilyMember', args: { id } }],
} satisfies Declarations;

/** One read changed, as the call store takes it: the function, and the arguments (none: every reply). */
export type ChangedRead = { name: FunctionName; args?: Readonly<Record<string, unknown>> };

function changedReads<W extends FunctionName>(
  declared: Declared<W> | undefined,
  input: FunctionInput<W>,
  reply: FunctionOutput<W>,
): ChangedRead[] {
  const list = typeof declared === 'function' ? declared(input, reply) : (declared ?? []);
  return list.map((change) =>
    typeof change === 'string' ? { name: change } : { name: change.read, args: change.args },
  );
}

/** What a successful write changes for the reads: those to read again, and those to throw away. */
export function readsChangedBy<W extends FunctionName>(
  write: W,
  input: FunctionInput<W>,
  reply: FunctionOutput<W>,
): { stale: ChangedRead[]; dropped: ChangedRead[] } {
  const stale = (STALE_AFTER as Declarations)[write] as Declared<W> | undefined;
  const dropped = (DROPPED_AFTER as Declarations)[write] as Declared<W> | undefined;
  return { stale: changedReads(stale, input, reply), dropped: changedReads(dropped, input, reply) };
}
