import { describe, expect, it } from 'vitest';
import { catalogue, type FunctionName } from '../../domain/catalogue';
import { isWrite } from './call-kind';

const READS: FunctionName[] = [
  'fetchUserData',
  'fetchAlerts',
  'fetchFamilyMemberData',
  'fetchMyMosque',
  'fetchVolunteers',
  'getLocations',
  'getMosquesInArea',
  'getAccounts',
  'getUsers',
  'getMembersOverview',
  'fetchAuditLog',
  'getMosques',
  'getValues',
  'getCategories',
  'getBotChallenge',
  'checkUserExist',
];

describe('isWrite', () => {
  it('takes the reads of the catalogue for reads', () => {
    for (const name of READS) expect(isWrite(name), name).toBe(false);
  });

  it('takes every other function of the catalogue for a write, sign-in and sign-out included', () => {
    const writes = (Object.keys(catalogue) as FunctionName[]).filter((n) => !READS.includes(n));
    expect(writes).toEqual(expect.arrayContaining(['loginWithPassword', 'sendOtp', 'verifyOtp', 'logout']));
    for (const name of writes) expect(isWrite(name), name).toBe(true);
  });

  it('counts a name that only starts like a read, or a new verb, as a write', () => {
    expect(isWrite('getaway')).toBe(true);
    expect(isWrite('fetcher')).toBe(true);
    expect(isWrite('addAlerts')).toBe(true);
    expect(isWrite('updateMosque')).toBe(true);
  });
});
