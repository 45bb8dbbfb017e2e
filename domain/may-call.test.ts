import { describe, expect, it } from 'vitest';
import type { AccessSubject } from './access';
import { mayCall } from './may-call';

const member: AccessSubject = { role: 'user', superAdmin: false };
const volunteer: AccessSubject = { role: 'volunteer', superAdmin: false };
const admin: AccessSubject = { role: 'admin', superAdmin: false };
const superAdmin: AccessSubject = { role: 'admin', superAdmin: true };

describe('mayCall', () => {
  it('offers the members export to admins, not to volunteers who may list the members', () => {
    expect([volunteer, admin, superAdmin].map((u) => mayCall('getMembers', u))).toEqual([true, true, true]);
    expect([volunteer, admin, superAdmin].map((u) => mayCall('exportMembers', u))).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('lets only members accept the privacy notice', () => {
    expect([null, member, volunteer, admin].map((u) => mayCall('acceptPrivacyNotice', u))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('keeps the staff accounts to super admins, whatever flag another role carries', () => {
    expect(mayCall('getAccounts', superAdmin)).toBe(true);
    expect(mayCall('getAccounts', admin)).toBe(false);
    expect(mayCall('getAccounts', { role: 'volunteer', superAdmin: true })).toBe(false);
  });

  it('lets nobody signed in call the public functions only', () => {
    expect(mayCall('getReferenceValues', null)).toBe(true);
    expect(mayCall('getSessionUser', null)).toBe(false);
  });
});
