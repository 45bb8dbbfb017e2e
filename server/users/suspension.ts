import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/**
 * Suspends an account or lifts its suspension. Suspending ends every session of the account in the same
 * transaction, so lifting the suspension later never brings an old session (a lost phone's, say) back.
 */
export async function setSuspended(db: Db, userId: string, suspended: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ suspended, updatedAt: now }).where(eq(users.id, userId));
    if (suspended) await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}
