import { describe, expect, it } from 'vitest';
import { type Access, type AccessSubject, meetsAccess } from './access';

const SUBJECTS = {
  nobody: null,
  member: { role: 'user', superAdmin: false },
  volunteer: { role: 'volunteer', superAdmin: false },
  admin: { role: 'admin', superAdmin: false },
  superAdmin: { role: 'admin', superAdmin: true },
  // Not a state the portal creates; the flag must not lift anyone who is not an admin.
  flaggedVolunteer: { role: 'volunteer', superAdmin: true },
  flaggedMember: { role: 'user', superAdmin: true },
} satisfies Record<string, AccessSubject>;
type Subject = keyof typeof SUBJECTS;

/** Who each rule admits, written out by hand. */
const ADMITS: Record<Access, Subject[]> = {
  public: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin', 'flaggedVolunteer', 'flaggedMember'],
  signedIn: ['member', 'volunteer', 'admin', 'superAdmin', 'flaggedVolunteer', 'flaggedMember'],
  member: ['member', 'flaggedMember'],
  memberOrAdmin: ['member', 'admin', 'superAdmin', 'flaggedMember'],
  staff: ['volunteer', 'admin', 'superAdmin', 'flaggedVolunteer'],
  admin: ['admin', 'superAdmin'],
  superAdmin: ['superAdmin'],
};

describe('meetsAccess', () => {
  for (const [access, admitted] of Object.entries(ADMITS) as [Access, Subject[]][]) {
    for (const [name, subject] of Object.entries(SUBJECTS) as [Subject, AccessSubject][]) {
      const admits = admitted.includes(name);
      it(`${access} ${admits ? 'admits' : 'refuses'} ${name}`, () => {
        expect(meetsAccess(access, subject)).toBe(admits);
      });
    }
  }
});
