import { MSG } from '../../domain/messages';
import { asciiDigits } from '../../domain/phone-input';
import { recordAudit } from '../audit/record-audit';
import { withTransaction } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';
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
 * which no longer names anyone. The number may register again afterwards, as new.
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
  });
  forgetCachedSessions(db, caller.id);
  return { pass: true, message: MSG.accountDeleted };
}
