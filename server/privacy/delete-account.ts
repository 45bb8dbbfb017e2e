import { eq, like, or } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import { forgetCachedSessions } from '../auth/sessions';
import { otpChallenges, throttleEvents, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { refuseUnlessOwnerProved } from '../members/password-change';
import type { SignedInContext } from '../protocol/context';

/** What the member types to confirm: their own mobile number, the same in every language. */
const confirms = (typed: string, mobile: string | null) =>
  mobile !== null && typed.replace(/[\s-]/g, '').replace(/^\+?91(?=\d{10}$)/, '') === mobile;

/**
 * Deletes the member's account for good (DPDP Act: the right to erasure). Their row goes, and with it by
 * cascade their family, sessions and consent record; the OTP send log and throttle counts that name their
 * number or account go too. The audit trail keeps one row of the deletion, under the account's former id,
 * which no longer names anyone. The number may register again afterwards, as new.
 */
export async function deleteOwnAccount(
  ctx: SignedInContext,
  input: { confirm: string; currentPassword?: string | null },
): Promise<{ pass: boolean; message: string }> {
  const { db, caller } = ctx;
  if (!confirms(input.confirm, caller.mobile)) return { pass: false, message: MSG.deleteConfirmMismatch };
  const refused = await refuseUnlessOwnerProved(ctx, input.currentPassword);
  if (refused) return refused;
  await withTransaction(db, async (tx) => {
    await recordAudit(
      tx,
      { id: caller.id },
      'member.deleteAccount',
      { type: 'member', id: caller.id },
      null,
      null,
    );
    const keys = [caller.id, ...(caller.mobile ? [caller.mobile] : [])];
    await tx
      .delete(throttleEvents)
      .where(
        or(...keys.flatMap((key) => [eq(throttleEvents.key, key), like(throttleEvents.key, `${key}@%`)])),
      );
    if (caller.mobile) await tx.delete(otpChallenges).where(eq(otpChallenges.phone, caller.mobile));
    await tx.delete(users).where(eq(users.id, caller.id));
  });
  forgetCachedSessions(db, caller.id);
  return { pass: true, message: MSG.accountDeleted };
}
