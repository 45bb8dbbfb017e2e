import { randomUUID } from 'node:crypto';
import { buildAdmin, buildMember, buildVolunteer, signedIn } from './factories';
import type { TestApp } from './harness';
import type { SmallTree } from './small-tree';
import { treasuryAt } from './treasury-world';

/** A fresh idempotency key, as the web client makes one per intended write. */
export const newKey = () => `test-${randomUUID()}`;

/** A masjid's treasurer: a volunteer of that one masjid whom the super admin let keep its treasury. */
export const signedInTreasurer = (t: TestApp, mosqueId: string, email: string) =>
  signedIn(t, buildVolunteer({ email, scope: { level: 'Mosque', mosqueId }, keepsTreasury: true }));

/**
 * The people of the giving tests at `tree.oldMosque` (its treasury set up, with funds of ₹1,00,000 each): two
 * members of it, one with a mobile, the treasurer, an admin, and the treasurer of `tree.newMosque`.
 */
export async function givingWorld(t: TestApp, tree: SmallTree, prefix: string) {
  const funds = await treasuryAt(t.db, tree.oldMosque);
  const otherFunds = await treasuryAt(t.db, tree.newMosque);
  const mail = (who: string) => `${prefix}.${who}@test.local`;
  const ayesha = await signedIn(
    t,
    buildMember({ name: 'Ayesha Khan', mosqueId: tree.oldMosque, mobile: '9876500001' }),
  );
  const bilal = await signedIn(t, buildMember({ name: 'Bilal Shaikh', mosqueId: tree.oldMosque }));
  const stranger = await signedIn(t, buildMember({ name: 'Other Member', mosqueId: tree.newMosque }));
  const treasurer = await signedInTreasurer(t, tree.oldMosque, mail('treasurer'));
  const otherTreasurer = await signedInTreasurer(t, tree.newMosque, mail('other'));
  const admin = await signedIn(t, buildAdmin({ email: mail('admin') }));
  return { funds, otherFunds, ayesha, bilal, stranger, treasurer, otherTreasurer, admin };
}
