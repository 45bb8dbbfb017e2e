import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FunctionName } from '../../domain/catalogue';
import { users } from '../db/schema';
import { mergeMembers } from '../register/merge-records';
import type { Sample } from './access-sample-types';
import { buildVolunteer } from './factories';
import { registerHouseholdAt } from './register-claim-world';
import { householdAt } from './register-world';

// The register's samples for the access matrix (server/test/access-samples.ts takes them in). Staff functions
// admit admins and a volunteer of that one masjid with the super admin's grant (mayKeepRegister): neither
// matrix volunteer holds it, so each is refused 403, as the treasury's are.

const NOT_KEEPER = { 'volunteer in scope': 403, 'volunteer out of scope': 403 } as const;
const staff = (input: Sample['input']): Sample => ({ input, expected: NOT_KEEPER });
const progressKey = () => `matrix-${randomUUID()}`;

export const REGISTER_SAMPLES: Record<
  Extract<FunctionName, keyof typeof import('../../domain/functions/register').registerFunctions>,
  Sample['input'] | Sample
> = {
  previewRegisterImport: staff(({ world }) => ({
    mosqueId: world.tree.oldMosque,
    fileName: 'register.csv',
    fileBase64: Buffer.from('Name,Mobile\nMatrix Person,9876500001\n').toString('base64'),
  })),
  importRegister: staff(({ world, n }) => ({
    mosqueId: world.tree.oldMosque,
    fileName: 'register.csv',
    fileBase64: Buffer.from(`Name,Mobile\nMatrix Person ${n},98765${String(n).padStart(5, '0')}\n`).toString(
      'base64',
    ),
    consent: { how: 'Census forms signed in 2025', date: '2025-06-01' },
  })),
  getRegisterImportProgress: { input: () => ({ progressKey: progressKey() }), expected: {} },
  getRegisterImports: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  getRegisterRecords: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  removeRegisterRecord: staff(async ({ t, world, n }) => {
    const { personIds } = await registerHouseholdAt(t.db, world.tree.oldMosque, [
      { name: `Matrix Removed ${n}` },
    ]);
    return { mosqueId: world.tree.oldMosque, personId: personIds[0]! };
  }),
  getDuplicateCandidates: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  mergeMembers: staff(async ({ t, world, n }) => {
    const { ids } = await householdAt(t.db, world.tree.oldMosque, [{ name: `Matrix Kept ${n}` }]);
    const merged = await householdAt(t.db, world.tree.oldMosque, [{ name: `Matrix Merged ${n}` }]);
    return {
      mosqueId: world.tree.oldMosque,
      keep: { kind: 'register', id: ids[0]! },
      merge: { kind: 'register', id: merged.ids[0]! },
    };
  }),
  // A merge the admin made a moment ago, through the service itself: the sample has no admin session.
  undoMerge: staff(async ({ t, world, n }) => {
    const kept = await householdAt(t.db, world.tree.oldMosque, [{ name: `Matrix Kept ${n}` }]);
    const merged = await householdAt(t.db, world.tree.oldMosque, [{ name: `Matrix Merged ${n}` }]);
    const [caller] = await t.db.select().from(users).where(eq(users.id, world.accounts.admin));
    const made = await mergeMembers(
      { db: t.db, caller: caller!, services: t.services },
      {
        mosqueId: world.tree.oldMosque,
        keep: { kind: 'register', id: kept.ids[0]! },
        merge: { kind: 'register', id: merged.ids[0]! },
      },
    );
    return { mergeId: made.mergeId! };
  }),
  getRegisterMerges: staff(({ world }) => ({ mosqueId: world.tree.oldMosque })),
  sendClaimInvitations: staff(async ({ t, world, n }) => {
    const mobile = `95${String(n).padStart(8, '0')}`;
    const { personIds } = await registerHouseholdAt(t.db, world.tree.oldMosque, [
      { name: `Matrix Invited ${n}`, mobile },
    ]);
    return { mosqueId: world.tree.oldMosque, personIds };
  }),
  getRegisterOffer: () => ({}),
  // The caller's own number in a register, so that the member's claim has a household to take.
  claimRegisterRecord: async ({ t, world, n, callerMobile }) => {
    if (callerMobile)
      await registerHouseholdAt(t.db, world.tree.oldMosque, [
        { name: `Matrix Claimed ${n}`, mobile: callerMobile },
        { name: `Matrix Kin ${n}`, relation: 'Son' },
      ]);
    return {};
  },
  setRegisterKeeper: async ({ world, n }) => ({
    userId: await world.fresh.account(
      buildVolunteer({
        email: `matrix.register${n}@test.local`,
        scope: { level: 'Mosque', mosqueId: world.tree.oldMosque },
      }),
    ),
    keepsRegister: true,
  }),
};
