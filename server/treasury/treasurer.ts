import { eq } from 'drizzle-orm';
import type { FunctionOutput } from '../../domain/catalogue';
import { say } from '../../domain/messages';
import { withStaffWrite } from '../audit/record-audit';
import { users } from '../db/schema';
import { refused } from '../lib/tree-writes';
import { mayManageAccount } from '../policy/checks';
import { notFound } from '../protocol/app-error';
import type { ParsedInput, ServiceContext } from '../protocol/context';
import { forgetCachedSessions } from '../sign-in/sessions';

type Done = FunctionOutput<'setTreasurer'>;

/**
 * The super admin lets a volunteer whose scope is one masjid keep that masjid's treasury, or takes it back
 * (docs/decisions/0013-baitul-maal.md). As with the times' keepers, only a volunteer's account has the grant:
 * an admin keeps every treasury already, and an Area volunteer none. An account's grant is not a treasury
 * write (it moves no money), so it has no idempotency key; granting twice is the same as once.
 */
export async function setTreasurer(
  ctx: ServiceContext<'db' | 'caller' | 'config' | 'services'>,
  input: ParsedInput<'setTreasurer'>,
): Promise<Done> {
  const { db, caller } = ctx;
  const outcome = await withStaffWrite(db, caller, async (tx, audit): Promise<Done> => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('no key update');
    if (!target || !mayManageAccount(caller, target)) throw notFound('Account');
    if (
      input.keepsTreasury &&
      (target.role !== 'volunteer' || target.scopeLevel !== 'Mosque' || !target.scopeMosqueId)
    )
      return refused(say('treasurerNeedsMosque'));
    await tx.update(users).set({ keepsTreasury: input.keepsTreasury }).where(eq(users.id, target.id));
    await audit(
      'account.treasurer',
      { type: 'account', id: target.id },
      { keepsTreasury: target.keepsTreasury },
      { keepsTreasury: input.keepsTreasury },
    );
    return { pass: true, ...say(input.keepsTreasury ? 'treasurerGranted' : 'treasurerRevoked') };
  });
  // The volunteer's next call reads the grant afresh, not the session's cached account.
  forgetCachedSessions(db, input.userId);
  return outcome;
}
