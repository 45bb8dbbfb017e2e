import { eq } from 'drizzle-orm';
import { type AuditActor, withStaffWrite } from '../audit/record-audit';
import { forgetCachedSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/**
 * Suspends an account or lifts its suspension, audited. Suspending ends every session of the account in the
 * same transaction, so lifting the suspension later never brings an old session (a lost phone's, say) back.
 */
export async function setSuspended(
  db: Db,
  actor: AuditActor,
  userId: string,
  suspended: boolean,
  now: Date,
): Promise<void> {
  await withStaffWrite(db, actor, async (tx, audit) => {
    const [before] = await tx.select({ suspended: users.suspended }).from(users).where(eq(users.id, userId));
    await tx.update(users).set({ suspended, updatedAt: now }).where(eq(users.id, userId));
    if (suspended) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await audit(
      suspended ? 'account.suspend' : 'account.unsuspend',
      { type: 'account', id: userId },
      before ?? null,
      {
        suspended,
      },
    );
  });
  forgetCachedSessions(db, userId);
}
