import { eq } from 'drizzle-orm';
import type { MemberCategory } from '../../domain/constants';
import type { StoredDetails } from '../../domain/member-details';
import { MSG } from '../../domain/messages';
import { familyMembers, users } from '../db/schema';
import { assertSelf } from '../policy/checks';
import { noticeRefusal } from '../privacy/consent';
import { notFound, permissionDenied } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { FAMILY_MEMBER, ownFamilyMember } from './family';
import { checkedDetails } from './reference-lookup';

type OtherInfo = { category: MemberCategory; details: StoredDetails };

/** The caller's own category and details; the whole of `details` is replaced, so a new category clears them. */
async function saveOwnOtherInfo(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  info: OtherInfo,
): Promise<void> {
  const { db, caller } = ctx;
  const { clock } = ctx.services;
  await db
    .update(users)
    .set({ ...info, updatedAt: clock.now() })
    .where(eq(users.id, caller.id));
}

/** A family member's category and details; another family's id is NOT_FOUND, as a missing one is. */
async function saveFamilyOtherInfo(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { familyMemberId, ...info }: OtherInfo & { familyMemberId: string },
): Promise<void> {
  const { db, caller, services } = ctx;
  const { clock } = services;
  const ownerId = caller.id;
  const updated = await db
    .update(familyMembers)
    .set({ ...info, updatedAt: clock.now() })
    .where(ownFamilyMember(ownerId, familyMemberId))
    .returning({ id: familyMembers.id });
  if (updated.length === 0) throw notFound(FAMILY_MEMBER);
}

/**
 * Other details (updateOtherInfo) of the caller or of one of their family members: as in updateBasicInfo,
 * parentId names the caller when acting for a family member, and userId that member.
 */
export async function saveOtherInfo(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { userId, parentId, category, details }: ParsedInput<'updateOtherInfo'>,
) {
  const { caller } = ctx;
  if (parentId && parentId !== caller.id) throw permissionDenied();
  if (!parentId) assertSelf(userId, caller);
  const refused = noticeRefusal(caller);
  if (refused) return refused;
  const info = { category, details: await checkedDetails(ctx, details) };
  if (parentId) {
    // The input schema requires a valid id in userId whenever parentId is set.
    await saveFamilyOtherInfo(ctx, { ...info, familyMemberId: userId! });
  } else {
    await saveOwnOtherInfo(ctx, info);
  }
  return { pass: true, message: MSG.detailsUpdated };
}
