import { and, count, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleEvents } from '../db/schema';
import type { Clock } from '../lib/clock';
import { tooMany } from '../protocol/app-error';
import type { Limit, ThrottleRule } from './throttle-rule';

export type Reservation = { blocked: boolean; release(): Promise<void> };

const NOTHING_TO_RELEASE = async () => {};

/**
 * A sliding-window counter kept in the database, so every server process sees the same counts.
 * Keys are phone numbers, account ids or IPs, never secrets.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes one event of the rule's allowance before the work it guards, so parallel requests cannot all
   * pass a check made before any of them is recorded.
   *
   * Why no lock is needed: the insert commits on its own (no transaction), and only then are the rows in
   * the window counted, in a statement whose snapshot starts after that commit. So the k-th row to commit
   * sees at least k rows: the k−1 before it are committed and kept (a kept row is only deleted by its own
   * release). Rows of refused requests are deleted again but can only raise others' counts while they
   * live. Hence at most `limit` kept reservations ever pass the check, however the requests interleave,
   * on PostgreSQL at read committed. The cost: the rows of requests about to be refused
   * count too while they live, so a burst can be refused in full (more than `limit` rows inserted before
   * any count) and a shared key (one network's) can refuse a request early when it is nearly full anyway.
   *
   * A refused reservation removes its own row. A granted one stays (the event counts) unless released.
   */
  async reserve(rule: ThrottleRule, key: string): Promise<Reservation> {
    const now = this.clock.now();
    const [row] = await this.db
      .insert(throttleEvents)
      .values({ bucket: rule.bucket, key, at: now })
      .returning({ id: throttleEvents.id });
    const remove = async () => {
      await this.db.delete(throttleEvents).where(eq(throttleEvents.id, row!.id));
    };
    if ((await this.countSince(rule, key, now)) > rule.limit) {
      await remove();
      return { blocked: true, release: NOTHING_TO_RELEASE };
    }
    return { blocked: false, release: remove };
  }

  /**
   * Takes `n` events of one rule at once (an urgent alert's SMS, one per member), all or none, by the same
   * protocol as `reserve`: the rows commit first, then the window is counted.
   */
  async reserveMany(rule: ThrottleRule, key: string, n: number): Promise<Reservation> {
    if (n <= 0) return { blocked: false, release: NOTHING_TO_RELEASE };
    const now = this.clock.now();
    const rows = await this.db
      .insert(throttleEvents)
      .values(Array.from({ length: n }, () => ({ bucket: rule.bucket, key, at: now })))
      .returning({ id: throttleEvents.id });
    const remove = async () => {
      await this.db.delete(throttleEvents).where(
        inArray(
          throttleEvents.id,
          rows.map((r) => r.id),
        ),
      );
    };
    if ((await this.countSince(rule, key, now)) > rule.limit) {
      await remove();
      return { blocked: true, release: NOTHING_TO_RELEASE };
    }
    return { blocked: false, release: remove };
  }

  /** Reserves under every limit in turn; when one refuses, gives back those already taken. */
  async reserveAll(limits: readonly Limit[]): Promise<Reservation> {
    const taken: Reservation[] = [];
    const releaseAll = async () => {
      for (const r of taken.splice(0)) await r.release();
    };
    for (const [rule, key] of limits) {
      const reservation = await this.reserve(rule, key);
      if (reservation.blocked) {
        await releaseAll();
        return { blocked: true, release: NOTHING_TO_RELEASE };
      }
      taken.push(reservation);
    }
    return { blocked: false, release: releaseAll };
  }

  /**
   * Forgets a key's events, after a success proved the secret (earlier typos are forgiven). It may also drop
   * rows of requests still in flight; that only matters to someone who already holds the secret.
   */
  async clear(rule: ThrottleRule, key: string): Promise<void> {
    await this.db
      .delete(throttleEvents)
      .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key)));
  }

  /** Events of a rule's key within its window (reserved ones included). */
  async count(rule: ThrottleRule, key: string): Promise<number> {
    return this.countSince(rule, key, this.clock.now());
  }

  /** Drops events older than a day; no rule looks further back. */
  async purge(): Promise<void> {
    await this.db
      .delete(throttleEvents)
      .where(lt(throttleEvents.at, new Date(this.clock.now().getTime() - 86_400_000)));
  }

  private async countSince(rule: ThrottleRule, key: string, now: Date): Promise<number> {
    const since = new Date(now.getTime() - rule.windowMs);
    const [row] = await this.db
      .select({ n: count() })
      .from(throttleEvents)
      .where(
        and(
          eq(throttleEvents.bucket, rule.bucket),
          eq(throttleEvents.key, key),
          gt(throttleEvents.at, since),
        ),
      );
    return row?.n ?? 0;
  }
}

/** What a throttled attempt answers, and whether it uses up its reserved events. */
export type Attempt<T> = { reply: T; counts: boolean };
/** The attempt uses up its events (a wrong password or code; an SMS actually sent). */
export const counted = <T>(reply: T): Attempt<T> => ({ reply, counts: true });
/** The attempt gives its events back (a success, or a refusal that checked no secret). */
export const uncounted = <T>(reply: T): Attempt<T> => ({ reply, counts: false });

/**
 * Runs `attempt` with one event reserved under every limit, or refuses with 429 when any is used up.
 * The events are kept only when the attempt says it counts; a thrown error gives them back too, since it
 * did not get as far as a verdict.
 */
export async function throttled<T>(
  throttle: Throttle,
  limits: readonly Limit[],
  refusal: string,
  attempt: () => Promise<Attempt<T>>,
): Promise<T> {
  const reservation = await throttle.reserveAll(limits);
  if (reservation.blocked) throw tooMany(refusal);
  let keep = false;
  try {
    const { reply, counts } = await attempt();
    keep = counts;
    return reply;
  } finally {
    if (!keep) await reservation.release();
  }
}

/** For rules where every call counts: takes one event under every limit, or refuses with 429. */
export async function spend(throttle: Throttle, limits: readonly Limit[], refusal: string): Promise<void> {
  if ((await throttle.reserveAll(limits)).blocked) throw tooMany(refusal);
}
