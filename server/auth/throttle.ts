import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { throttleEvents } from '../db/schema';
import type { Clock } from '../lib/clock';

export type ThrottleRule = { bucket: string; limit: number; windowMs: number };

/**
 * A sliding-window counter kept in the database, so every server process sees the same counts.
 * Keys are phone numbers, account ids or IPs, never secrets.
 */
export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async isBlocked(rule: ThrottleRule, key: string): Promise<boolean> {
    return (await this.recent(rule, key)) >= rule.limit;
  }

  async recent(rule: ThrottleRule, key: string): Promise<number> {
    const since = new Date(this.clock.now().getTime() - rule.windowMs);
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

  async record(rule: ThrottleRule, key: string): Promise<void> {
    await this.db.insert(throttleEvents).values({ bucket: rule.bucket, key, at: this.clock.now() });
  }

  async clear(rule: ThrottleRule, key: string): Promise<void> {
    await this.db
      .delete(throttleEvents)
      .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key)));
  }

  /** Drops events older than a day; no rule looks further back. */
  async purge(): Promise<void> {
    await this.db
      .delete(throttleEvents)
      .where(lt(throttleEvents.at, new Date(this.clock.now().getTime() - 86_400_000)));
  }
}
