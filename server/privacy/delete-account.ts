import { eq } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { asciiDigits } from '../../domain/phone-input';
import { recordAudit } from '../audit/record-audit';
import { registerPeople } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';
import { removeRegisterPeople } from '../register/register-removal';
import { refuseUnlessOwnerProved } from '../sign-in/password-change';
import { forgetCachedSessions } from '../sign-in/sessions';
import { forgetAccounts } from './forget-account';

/** What the member types to confirm: their own mobile number, the same in every language and its digits. */
const confirms = (typed: string, mobile: string | null) =>
  mobile !== null &&
  asciiDigits(typed)
    .replace(/[\s-]/g, '')
    .replace(/^\+?91(?=\d{10}$)/, '') === mobile;

/**
 * Deletes the member's account for good (DPDP Act: the right to erasure). Their row goes, and with it by
 * cascade their family, sessions and consent record; the OTP send log and throttle counts that name their
 * number or account go too. The audit trail keeps one row of the deletion, under the account's former id,
 * which no longer names anyone. The number may register again afterwards, as new. The records a masjid's
 * register keeps under the member's number, not yet claimed, go too (PRIVACY.md, "The masjid's register"): the
 * member asked that the portal forget them, and those records are theirs by the number their session proved;
 * their household's other people, under other numbers or none, stay with the masjid.
 */
export async function deleteOwnAccount(
  ctx: ServiceContext<'db' | 'caller' | 'services' | 'session' | 'ip'>,
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
    await forgetAccounts(tx, [{ id: caller.id, mobile: caller.mobile }]);
    if (caller.mobile) {
      const own = await tx
        .select({ id: registerPeople.id })
        .from(registerPeople)
        .where(eq(registerPeople.mobile, caller.mobile))
        .for('update');
      await removeRegisterPeople(
        tx,
        own.map((p) => p.id),
      );
    }
  });
  forgetCachedSessions(db, caller.id);
  return { pass: true, message: MSG.accountDeleted };
}
