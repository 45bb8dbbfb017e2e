import { sql } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { familyMembers } from '../db/schema';
import { noticeRefusal } from '../privacy/consent';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { FAMILY_MEMBER, ownFamilyMember } from './family';

/**
 * Changes one of the caller's own family members. Another member's id is NOT_FOUND, exactly like an id that
 * does not exist, so ids of other families cannot be probed.
 */
export async function updateFamilyMember(
  ctx: ServiceContext<'db' | 'caller' | 'services'>,
  { id, ...info }: ParsedInput<'updateFamilyMember'>,
) {
  const { db, caller } = ctx;
  const refused = noticeRefusal(caller);
  if (refused) return refused;
  const [row] = await db
    .update(familyMembers)
    .set({
      ...info,
      // A date of birth the register made from an age stays approximate only while it is left as it was.
      dobApproximate: sql`${familyMembers.dobApproximate} and ${familyMembers.dob} is not distinct from ${info.dob ?? null}::date`,
      updatedAt: ctx.services.clock.now(),
    })
    .where(ownFamilyMember(caller.id, id))
    .returning({ id: familyMembers.id });
  if (!row) throw notFound(FAMILY_MEMBER);
  return { pass: true, message: MSG.familyMemberUpdated };
}
