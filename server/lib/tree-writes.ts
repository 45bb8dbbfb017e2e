import type { Said } from '../../domain/messages';
import { isUniqueViolation } from '../db/pg-errors';

/** A refusal the admin can fix: `pass: false` with what to fix, and nothing written. */
export type Refused = { pass: false } & Said;
export const refused = (said: Said): Refused => ({ pass: false, ...said });

/**
 * Runs a write whose name check ran under a lock; if another write still got the same sibling name in first
 * (a top category has no parent row to lock), the unique index refuses it and the caller hears `taken`, as if
 * the check had caught it.
 */
export async function orNameTaken<T>(taken: Said, write: () => Promise<T>): Promise<T | Refused> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return refused(taken);
    throw error;
  }
}
