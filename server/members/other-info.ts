import { eq } from 'drizzle-orm';
import type { MemberCategory } from '../../domain/constants';
import type { StoredDetails } from '../../domain/member-details';
import { familyMembers, users } from '../db/schema';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { FAMILY_MEMBER, ownFamilyMember } from './family';

export type OtherInfo = { category: MemberCategory; details: StoredDetails };

/** The caller's own category and details; the whole of `details` is replaced, so a new category clears them. */
export async function saveOwnOtherInfo(
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
export async function saveFamilyOtherInfo(
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
