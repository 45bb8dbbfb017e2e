import type { Db } from './db-type';
import { sqlStateOf, unreachableReason } from './pg-errors';
import type { Replicas } from './replicas';

/** Reads that may be a moment stale, on a replica when one is fit, with the primary behind them. */
export type StaleReads = {
  /**
   * Runs `read` on the next fit replica, or on the primary when none is fit or `callerId` wrote a moment ago
   * (their own write is never followed by a stale read of it). A replica that turns out unreachable is left
   * out and `read` runs again on the primary, as it does after a query the replica cancelled because replay
   * needed its rows (a recovery conflict): `read` changes nothing, so running it twice is safe.
   */
  run<T>(callerId: string | null, read: (db: Db) => Promise<T>): Promise<T>;
  /** `callerId` has written: their reads go to the primary for the next `replicas.freshAfterWriteMs`. */
  wrote(callerId: string): void;
};

/** Pins beyond this many are swept of the expired ones: a burst of writers does not grow the map for good. */
const SWEEP_AT = 10_000;

/**
 * SQLSTATE 40001 from a standby is a recovery conflict: replay had to remove rows the query still read. The
 * primary has no such conflict.
 */
const RECOVERY_CONFLICT = '40001';

/**
 * The read/write split: which reads may be stale is the function's to say (`mayBeStale` in its catalogue
 * entry, decision 0015); every other query goes to the primary. After a write, its writer is pinned to the
 * primary in this process for the longest a replica in use can lag (docs/national-scale.md says what a fleet
 * of several processes needs for the same).
 */
export function staleReads(primary: Db, replicas: Replicas, now: () => number = Date.now): StaleReads {
  const pins = new Map<string, number>();
  const pinned = (callerId: string | null) => {
    if (callerId === null) return false;
    const until = pins.get(callerId);
    if (until === undefined) return false;
    if (until > now()) return true;
    pins.delete(callerId);
    return false;
  };
  return {
    async run(callerId, read) {
      const replica = pinned(callerId) ? null : replicas.pick();
      if (!replica) return read(primary);
      try {
        return await read(replica);
      } catch (err) {
        const reason = unreachableReason(err);
        if (reason !== null) replicas.leaveOut(replica, reason);
        else if (sqlStateOf(err) !== RECOVERY_CONFLICT) throw err;
        return read(primary);
      }
    },
    wrote(callerId) {
      if (replicas.freshAfterWriteMs === 0) return;
      const at = now();
      if (pins.size >= SWEEP_AT) for (const [id, until] of pins) if (until <= at) pins.delete(id);
      pins.set(callerId, at + replicas.freshAfterWriteMs);
    },
  };
}
