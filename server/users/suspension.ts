import { type AuditActor, withStaffWrite } from '../audit/record-audit';
import { forgetCachedSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { writeSuspension } from './staff-accounts';

/**
 * Suspends an account or lifts its suspension, audited. Suspending ends every session of the account in the
 * same transaction, so lifting the suspension later never brings an old session (a lost phone's, say) back.
 * The super admin's screen goes through setAccountSuspended (staff-accounts.ts), which adds who may.
 */
export async function setSuspended(
  db: Db,
  actor: AuditActor,
  userId: string,
  suspended: boolean,
  now: Date,
): Promise<void> {
  await withStaffWrite(db, actor, (tx, audit) => writeSuspension(tx, audit, userId, suspended, now));
  forgetCachedSessions(db, userId);
}
