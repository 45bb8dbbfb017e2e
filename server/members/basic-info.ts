import { count, eq } from 'drizzle-orm';
import { familyMembers, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { humanId } from '../lib/tokens';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { mosqueExists } from './accounts';
import { FAMILY_MEMBER, ownFamilyMember } from './family';

export type BasicInfo = {
  name: string;
  dob: string;
  gender: 'male' | 'female';
  address: string;
};

// Far above any real family; it only stops one account from filling the table.
export const MAX_FAMILY_MEMBERS = 50;

/** The caller's own name, date of birth, gender and address, and their masjid when one is given. */
export async function updateOwnBasicInfo(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { mosqueId, ...info }: BasicInfo & { mosqueId?: string | null },
): Promise<void> {
  const { db, caller } = ctx;
  const { clock } = ctx.services;
  if (mosqueId && !(await mosqueExists(db, mosqueId))) throw notFound('Masjid');
  await db
    .update(users)
    .set({ ...info, ...(mosqueId ? { mosqueId } : {}), updatedAt: clock.now() })
    .where(eq(users.id, caller.id));
}

export type FamilyOutcome = { id: string; created: boolean } | { limitReached: true };

/**
 * Adds a family member to the caller (no id) or updates one of the caller's own. Another member's id is
 * NOT_FOUND, exactly like an id that does not exist, so ids of other families cannot be probed.
 */
export async function saveFamilyMember(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { id, ...info }: BasicInfo & { id?: string | null; relation: string },
): Promise<FamilyOutcome> {
  const { db, services } = ctx;
  const { clock } = services;
  const ownerId = ctx.caller.id;
  if (id) {
    const [row] = await db
      .update(familyMembers)
      .set({ ...info, updatedAt: clock.now() })
      .where(ownFamilyMember(ownerId, id))
      .returning({ id: familyMembers.id });
    if (!row) throw notFound(FAMILY_MEMBER);
    return { id: row.id, created: false };
  }
  return withTransaction(db, async (tx) => {
    // The owner's row is locked so that two adds at once cannot both pass the count below the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(familyMembers)
      .where(eq(familyMembers.userId, ownerId));
    if (n >= MAX_FAMILY_MEMBERS) return { limitReached: true } as const;
    const [row] = await tx
      .insert(familyMembers)
      .values({ ...info, userId: ownerId, uniqueId: humanId('AJ') })
      .returning({ id: familyMembers.id });
    return { id: row!.id, created: true };
  });
}
