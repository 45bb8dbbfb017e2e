import { describe, expect, it } from 'vitest';
import { catalogue, type FunctionName } from './catalogue';
import { FUNCTION_RULES } from './function-rules';

/** Written out here, not read from the catalogue, so a function declared with the wrong kind fails. */
const READS: FunctionName[] = [
  'getSessionUser',
  'getLocations',
  'getMosques',
  'getPlaceTrail',
  'getReferenceValues',
  'getCategories',
  'checkMobileRegistered',
  'getBotChallenge',
  'getSignInChannels',
  'getSignInCodeStatus',
  'getFamilyMember',
  'getMyMosque',
  'getMyVolunteers',
  'getAlerts',
  'getAlert',
  'getMosquesInArea',
  'previewMosqueImport',
  'exportMosques',
  'getAccounts',
  'getMembers',
  'getMembersOverview',
  'exportMembers',
  'downloadMyData',
  'getAuditLog',
  'getSmsReport',
  'getPushKey',
  'getAlertReach',
  'previewAlertSms',
  'getMosqueTimes',
  'getMosqueTimesRules',
  'getNearbyMosques',
  'getDisplayKeys',
  // A TV's use of its key is noted, as a sign-in is: no data the masjid keeps changes.
  'getMosqueDisplay',
  'getMosqueTreasury',
  'getFundBalances',
  'getMosqueGiving',
  'getMyGiving',
  'getDonations',
  'getReceipts',
  'getReceipt',
  'verifyReceipt',
  'getExpenses',
  'getTreasuryReport',
  'getChandaArrears',
  'getForm10BD',
  'exportTreasury',
  // The register's: a dry run writes nothing (its work is rolled back), and the rest only read.
  'previewRegisterImport',
  'getRegisterImportProgress',
  'getRegisterImports',
  'getDuplicateCandidates',
  'getRegisterMerges',
  'getRegisterOffer',
  'getRegisterRecords',
];

const names = Object.keys(catalogue) as FunctionName[];

describe('function kinds', () => {
  it('declares every function a read or a write', () => {
    for (const name of names) expect(['read', 'write'], name).toContain(catalogue[name].kind);
  });

  it('takes the known reads for reads, those whose names do not say so included', () => {
    for (const name of READS) expect(catalogue[name].kind, name).toBe('read');
  });

  it('takes every other function for a write, sign-in and sign-out included', () => {
    const writes = names.filter((n) => !READS.includes(n));
    expect(writes).toEqual(
      expect.arrayContaining(['signInWithPassword', 'sendOtp', 'verifyOtp', 'signInStaff', 'signOut']),
    );
    for (const name of writes) expect(catalogue[name].kind, name).toBe('write');
  });
});

describe('FUNCTION_RULES', () => {
  it('holds the access and kind the catalogue declares (else run scripts/write-function-rules.ts)', () => {
    const declared = Object.fromEntries(
      names.map((name) => [name, { access: catalogue[name].access, kind: catalogue[name].kind }]),
    );
    expect(FUNCTION_RULES).toEqual(declared);
  });
});
