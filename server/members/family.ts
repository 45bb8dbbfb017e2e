import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FamilyMember, FamilySummary } from '../../domain/functions/shapes';
import { MSG } from '../../domain/messages';
import type { Db } from '../db/client';
import { familyMembers } from '../db/schema';
import { orNotFound, ownsFamilyMember } from '../policy/checks';
import { notFound } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';

/** What a refusal names: a family member of another family is "not found", exactly like a missing id. */
export const FAMILY_MEMBER = 'Family member';

/**
 * Condition: the family member `id`, if it belongs to `ownerId`. Writes put it in their WHERE clause, so a
 * change or a removal can only ever reach the caller's own family, in one statement.
 */
export function ownFamilyMember(ownerId: string, id: string): SQL {
  return and(eq(familyMembers.id, id), eq(familyMembers.userId, ownerId))!;
}

const summaryColumns = {
  id: familyMembers.id,
  uniqueId: familyMembers.uniqueId,
  name: familyMembers.name,
  relation: familyMembers.relation,
  dob: familyMembers.dob,
  gender: familyMembers.gender,
  category: familyMembers.category,
  dobApproximate: familyMembers.dobApproximate,
};

/** A member's family, in the order it was added: the /family list, inside getSessionUser. */
export function listFamily(db: Db, ownerId: string): Promise<FamilySummary[]> {
  return db
    .select(summaryColumns)
    .from(familyMembers)
    .where(eq(familyMembers.userId, ownerId))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
}

/** One of the caller's family members in full; another family's id is NOT_FOUND, as a missing one is. */
export async function readFamilyMember(
  ctx: ServiceContext<'db' | 'caller'>,
  { id }: { id: string },
): Promise<FamilyMember> {
  const { db, caller } = ctx;
  const [row] = await db
    .select({
      ...summaryColumns,
      address: familyMembers.address,
      details: familyMembers.details,
      userId: familyMembers.userId,
    })
    .from(familyMembers)
    .where(eq(familyMembers.id, id))
    .limit(1);
  const { userId: _owner, ...member } = orNotFound(row, (r) => ownsFamilyMember(caller, r), FAMILY_MEMBER);
  return member;
}

/**
 * Deletes one of the caller's family members and nothing else: no table references family_members, and
 * member writes are not audited, so the row is all there is.
 */
export async function deleteFamilyMember(ctx: ServiceContext<'db' | 'caller'>, { id }: { id: string }) {
  const deleted = await ctx.db
    .delete(familyMembers)
    .where(ownFamilyMember(ctx.caller.id, id))
    .returning({ id: familyMembers.id });
  if (deleted.length === 0) throw notFound(FAMILY_MEMBER);
  return { pass: true, message: MSG.familyMemberRemoved };
}
