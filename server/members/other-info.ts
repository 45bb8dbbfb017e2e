import { eq } from 'drizzle-orm';
import type { MemberCategory } from '../../domain/constants';
import type { StoredDetails } from '../../domain/member-details';
import type { Db } from '../db/client';
import { familyMembers, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { notFound } from '../protocol/app-error';
import { FAMILY_MEMBER, ownFamilyMember } from './family';

export type OtherInfo = { category: MemberCategory; details: StoredDetails };

/** The caller's own category and details; the whole of `details` is replaced, so a new category clears them. */
export async function saveOwnOtherInfo(
  db: Db,
  clock: Clock,
  callerId: string,
  info: OtherInfo,
): Promise<void> {
  await db
    .update(users)
    .set({ ...info, updatedAt: clock.now() })
    .where(eq(users.id, callerId));
}

/** A family member's category and details; another family's id is NOT_FOUND, as a missing one is. */
export async function saveFamilyOtherInfo(
  db: Db,
  clock: Clock,
  ownerId: string,
  familyMemberId: string,
  info: OtherInfo,
): Promise<void> {
  const updated = await db
    .update(familyMembers)
    .set({ ...info, updatedAt: clock.now() })
    .where(ownFamilyMember(ownerId, familyMemberId))
    .returning({ id: familyMembers.id });
  if (updated.length === 0) throw notFound(FAMILY_MEMBER);
}
