import { and, eq, lt, sql } from 'drizzle-orm';
import type { FunctionName } from '../../domain/catalogue';
import { MSG } from '../../domain/messages';
import { type Audit, recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { treasuryWriteKeys } from '../db/schema';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../protocol/app-error';

/** How long a write's key answers a retry: a week covers any phone that lost its network mid-write. */
export const WRITE_KEY_DAYS = 7;

/**
 * A treasury write (docs/decisions/0013-baitul-maal.md): idempotent on the caller's key, and audited in its own
 * transaction. The key is claimed first, so that a second call with it, even one running at the same moment,
 * waits for the first and then answers the first's reply without writing anything. A reply that refused
 * (`pass: false`) keeps no key, so the corrected call may use it again; a key the caller used for another
 * function is a 400.
 */
export async function withTreasuryWrite<T extends object>(
  db: Db,
  caller: { id: string },
  functionName: FunctionName,
  key: string,
  fn: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T> {
  return withTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(treasuryWriteKeys)
      .values({ callerId: caller.id, key, functionName })
      .onConflictDoNothing()
      .returning({ key: treasuryWriteKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select()
        .from(treasuryWriteKeys)
        .where(and(eq(treasuryWriteKeys.callerId, caller.id), eq(treasuryWriteKeys.key, key)));
      if (!earlier || earlier.functionName !== functionName)
        throw new AppError('INVALID_ARGUMENT', MSG.idempotencyKeyReused);
      return earlier.reply as T;
    }
    const reply = await fn(tx, (action, target, before, after) =>
      recordAudit(tx, caller, action, target, before, after),
    );
    const keep = (reply as { pass?: boolean }).pass !== false;
    if (keep)
      await tx
        .update(treasuryWriteKeys)
        .set({ reply: sql`${JSON.stringify(reply)}::jsonb` })
        .where(and(eq(treasuryWriteKeys.callerId, caller.id), eq(treasuryWriteKeys.key, key)));
    else
      await tx
        .delete(treasuryWriteKeys)
        .where(and(eq(treasuryWriteKeys.callerId, caller.id), eq(treasuryWriteKeys.key, key)));
    return reply;
  });
}

/** The hourly purge's part: keys older than WRITE_KEY_DAYS. */
export async function purgeWriteKeys(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WRITE_KEY_DAYS * 86_400_000);
  const gone = await db
    .delete(treasuryWriteKeys)
    .where(lt(treasuryWriteKeys.createdAt, before))
    .returning({ key: treasuryWriteKeys.key });
  return gone.length;
}
