import { beforeAll } from 'vitest';
import { TEST_ADMIN } from './config';
import { withRegisteringMembers } from './member-test-app';
import { signedInAccount } from './members-fixtures';

/** The password every member of the privacy tests registers with. */
export const PASSWORD = 'secret-123';

/**
 * What the privacy and audit trail tests start from: members who register at the Delhi masjid with PASSWORD,
 * an admin's token and the seeded super admin's (set before the tests), and basic details to save.
 */
export function withPrivacyWorld() {
  const members = withRegisteringMembers({ ip: '10.40.0.1', subnet: '10.41.0', password: PASSWORD });
  // The same object, not a copy: `delhi` is set on it before the tests.
  const world = Object.assign(members, {
    admin: '',
    superAdmin: '',
    basicInfo: (name: string) => ({
      name,
      dob: '1990-05-05',
      gender: 'female' as const,
      address: '5 Privacy Lane',
      mosqueId: members.delhi,
      parentId: null,
      relation: null,
    }),
  });
  beforeAll(async () => {
    world.admin = (
      await signedInAccount(world.env.t, { role: 'admin', email: 'privacy.admin@test.local' })
    ).token;
    world.superAdmin = (await world.api('signInStaff', TEST_ADMIN)).body.result.token!;
  });
  return world;
}
