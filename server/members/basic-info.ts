import { count, eq } from 'drizzle-orm';
import { MSG, say } from '../../domain/messages';
import { familyMembers, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { humanId } from '../lib/tokens';
import { assertSelf } from '../policy/checks';
import { noticeRefusal } from '../privacy/consent';
import { notFound, permissionDenied } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { mosqueExists } from './accounts';
import { FAMILY_MEMBER, ownFamilyMember } from './family';

export type BasicInfo = {
  name: string;
  dob: string;
  gender: 'male' | 'female';
  address: string;
};

// Far above any real family; it only stops one account from filling the table.
const MAX_FAMILY_MEMBERS = 50;

/** The caller's own name, date of birth, gender and address, and their masjid when one is given. */
async function updateOwnBasicInfo(
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

type FamilyOutcome = { id: string; created: boolean } | { limitReached: true };

/**
 * Adds a family member to the caller (no id) or updates one of the caller's own. Another member's id is
 * NOT_FOUND, exactly like an id that does not exist, so ids of other families cannot be probed.
 */
async function saveFamilyMember(
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

/**
 * Basic Details (updateBasicInfo): the caller's own, or with parentId (which must be the caller) one of their
 * family members, added when no id is given. Nothing is saved before the privacy notice is accepted.
 */
export async function saveBasicInfo(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  input: ParsedInput<'updateBasicInfo'>,
) {
  const { userId, id, name, dob, gender, address, mosqueId, parentId, relation } = input;
  const { caller } = ctx;
  assertSelf(userId, caller);
  const refused = noticeRefusal(caller);
  if (refused) return { ...refused, familyMemberId: null };
  const info = { name, dob, gender, address };
  if (!parentId) {
    await updateOwnBasicInfo(ctx, { ...info, mosqueId });
    return { pass: true, message: MSG.detailsUpdated, familyMemberId: null };
  }
  if (parentId !== caller.id) throw permissionDenied();
  // The input schema requires a valid relation whenever parentId is set.
  const saved = await saveFamilyMember(ctx, { ...info, id, relation: relation! });
  if ('limitReached' in saved) {
    return { pass: false, ...say('familyLimit', { count: MAX_FAMILY_MEMBERS }), familyMemberId: null };
  }
  return {
    pass: true,
    message: saved.created ? MSG.familyMemberAdded : MSG.familyMemberUpdated,
    familyMemberId: saved.id,
  };
}
