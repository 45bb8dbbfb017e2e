import type { AuditAction, AuditTargetType } from '../../domain/privacy';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { type Tx, withTransaction } from '../db/transaction';

export type AuditTarget = { type: AuditTargetType; id: string | null };
export type AuditActor = { id: string };
type Snapshot = Record<string, unknown> | null;

// Secrets never reach the audit trail, whatever a caller passes as before or after.
const SECRET_KEY = /password|hash|token|secret|otp/i;

function withoutSecrets(snapshot: Snapshot): Snapshot {
  if (!snapshot) return null;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !SECRET_KEY.test(key)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the trail keeps of a change. For an update, only the fields that changed: a masjid's new address, a
 * suspension's flag, and not every other personal field of the row the caller happened to pass. For a
 * create or a delete, the snapshot that was passed. Secrets never.
 */
export function auditDetails(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  if (!before || !after) return { before: withoutSecrets(before), after: withoutSecrets(after) };
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !same(before[key], after[key]),
  );
  const pick = (snapshot: Record<string, unknown>) =>
    withoutSecrets(Object.fromEntries(changed.map((key) => [key, snapshot[key]])));
  return { before: pick(before), after: pick(after) };
}

/**
 * One row of the audit trail: who did what to which object, with the object before and after. Call it with
 * the transaction of the write itself, so the write and its record commit together or not at all. An update
 * whose before and after are the same writes no row.
 */
export async function recordAudit(
  tx: Tx | Db,
  actor: AuditActor | null,
  action: AuditAction,
  target: AuditTarget,
  before: Snapshot,
  after: Snapshot,
): Promise<void> {
  const details = auditDetails(before, after);
  // An update that changed nothing (a form saved as it was) has nothing to keep: an entry of no changes would
  // only say that something changed.
  if (before && after && Object.keys(details.after ?? {}).length === 0) return;
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    action,
    targetType: target.type,
    targetId: target.id,
    details,
  });
}

export type Audit = (
  action: AuditAction,
  target: AuditTarget,
  before: Snapshot,
  after: Snapshot,
) => Promise<void>;

/**
 * A staff write and its audit rows in one transaction. `fn` gets the transaction and an `audit` bound to it
 * and to the actor; if anything throws, neither the write nor its record remains.
 */
export function withStaffWrite<T>(
  db: Db,
  actor: AuditActor,
  fn: (tx: Tx, audit: Audit) => Promise<T>,
): Promise<T> {
  return withTransaction(db, (tx) =>
    fn(tx, (action, target, before, after) => recordAudit(tx, actor, action, target, before, after)),
  );
}
