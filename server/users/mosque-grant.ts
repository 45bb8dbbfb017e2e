import { eq } from 'drizzle-orm';
import { type MessageCode, type Said, say } from '../../domain/messages';
import type { AuditAction } from '../../domain/privacy';
import { withStaffWrite } from '../audit/record-audit';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { type Refused, refused } from '../lib/tree-writes';
import { mayManageAccount } from '../policy/checks';
import { notFound } from '../protocol/app-error';
import type { SessionUser } from '../protocol/caller';
import { forgetCachedSessions } from '../sign-in/sessions';

/** A right the super admin gives a volunteer for their one masjid: keeping its times, its treasury or its register. */
type MosqueGrant = {
  column: 'keepsMosqueTimes' | 'keepsTreasury' | 'keepsRegister';
  action: AuditAction;
  needsMosque: MessageCode;
  granted: MessageCode;
  revoked: MessageCode;
};

/**
 * Gives or takes back a masjid right. Only a volunteer whose scope is one masjid holds one: an admin has every
 * masjid's already, and an Area volunteer none. Audited; the volunteer's next call reads the grant afresh.
 */
export async function setMosqueGrant(
  db: Db,
  caller: SessionUser,
  grant: MosqueGrant,
  input: { userId: string; on: boolean },
): Promise<({ pass: true } & Said) | Refused> {
  const outcome = await withStaffWrite(db, caller, async (tx, audit) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for('no key update');
    if (!target || !mayManageAccount(caller, target)) throw notFound('Account');
    if (input.on && (target.role !== 'volunteer' || target.scopeLevel !== 'Mosque' || !target.scopeMosqueId))
      return refused(say(grant.needsMosque));
    await tx
      .update(users)
      .set({ [grant.column]: input.on })
      .where(eq(users.id, target.id));
    await audit(
      grant.action,
      { type: 'account', id: target.id },
      { [grant.column]: target[grant.column] },
      { [grant.column]: input.on },
    );
    return { pass: true as const, ...say(input.on ? grant.granted : grant.revoked) };
  });
  forgetCachedSessions(db, input.userId);
  return outcome;
}
