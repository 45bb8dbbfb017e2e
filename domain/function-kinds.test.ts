import { describe, expect, it } from 'vitest';
import { catalogue, type FunctionName } from './catalogue';
import { FUNCTION_RULES } from './function-rules';
import type { FunctionDef } from './functions/define';

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

/**
 * The reads a replica may answer a moment behind the primary (decision 0015): what crowds open at once. Written
 * out here too, so that marking another read so is a choice a reviewer sees.
 */
const MAY_BE_STALE: FunctionName[] = [
  'getLocations',
  'getMosques',
  'getReferenceValues',
  'getMosqueTimes',
  'getMosqueTimesRules',
  'getNearbyMosques',
  'getAlerts',
  'getMembers',
  'getMembersOverview',
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

describe('reads that may be stale', () => {
  it('are exactly the listed reads: no write, no sign-in, session, limit or treasury read among them', () => {
    const marked = names.filter((n) => (catalogue[n] as { mayBeStale?: true }).mayBeStale);
    expect(marked.sort()).toEqual([...MAY_BE_STALE].sort());
    for (const name of marked) expect(catalogue[name].kind, name).toBe('read');
  });
});

describe('FUNCTION_RULES', () => {
  it('holds the access, kind and shared caching the catalogue declares (else run scripts/write-function-rules.ts)', () => {
    const declared = Object.fromEntries(
      names.map((name) => {
        const def: FunctionDef = catalogue[name];
        const rule = { access: def.access, kind: def.kind };
        return [name, def.sharedCaching ? { ...rule, sharedCaching: true } : rule];
      }),
    );
    expect(FUNCTION_RULES).toEqual(declared);
  });
});

describe('shared caching', () => {
  it('is declared by public reads only, and by exactly the pickers, the reference values and the times', () => {
    const shared = names.filter((name) => (catalogue[name] as FunctionDef).sharedCaching);
    expect(shared.sort()).toEqual(
      ['getLocations', 'getMosqueTimes', 'getMosqueTimesRules', 'getMosques', 'getReferenceValues'].sort(),
    );
    for (const name of shared) {
      expect(catalogue[name].access, name).toBe('public');
      expect(catalogue[name].kind, name).toBe('read');
    }
  });
});
