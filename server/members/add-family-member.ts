import { count, eq } from 'drizzle-orm';
import { MSG, say } from '../../domain/messages';
import { familyMembers, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { humanId } from '../lib/tokens';
import { noticeRefusal } from '../privacy/consent';
import type { ParsedInput, ServiceContext } from '../protocol/context';

// Far above any real family; it only stops one account from filling the table.
const MAX_FAMILY_MEMBERS = 50;

/** Adds a family member to the caller, up to MAX_FAMILY_MEMBERS; nothing before the privacy notice is accepted. */
export async function addFamilyMember(
  ctx: ServiceContext<'db' | 'caller'>,
  info: ParsedInput<'addFamilyMember'>,
) {
  const { db, caller } = ctx;
  const refused = noticeRefusal(caller);
  if (refused) return { ...refused, familyMemberId: null };
  const added = await withTransaction(db, async (tx) => {
    // The owner's row is locked so that two adds at once cannot both pass the count below the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(familyMembers)
      .where(eq(familyMembers.userId, caller.id));
    if (n >= MAX_FAMILY_MEMBERS) return null;
    const [row] = await tx
      .insert(familyMembers)
      .values({ ...info, userId: caller.id, uniqueId: humanId('AJ') })
      .returning({ id: familyMembers.id });
    return row!.id;
  });
  if (!added)
    return { pass: false, ...say('familyLimit', { count: MAX_FAMILY_MEMBERS }), familyMemberId: null };
  return { pass: true, message: MSG.familyMemberAdded, familyMemberId: added };
}
