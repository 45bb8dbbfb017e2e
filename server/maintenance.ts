import { lt } from 'drizzle-orm';
import { purgeExpiredSessions } from './auth/sessions';
import type { Db } from './db/client';
import { botCheckSpent, otpChallenges, throttleEvents } from './db/schema';
import type { Clock } from './lib/clock';

const DAY_MS = 86_400_000;
export const MAINTENANCE_INTERVAL_MS = 3_600_000;

/**
 * Drops rows no rule reads any more: expired sessions, spent bot-check solutions past their expiry, and
 * throttle events and OTP send logs older than a day (the longest window any limit looks back over).
 */
export async function purgeStaleRows(db: Db, clock: Clock): Promise<void> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await purgeExpiredSessions(db, clock);
  await db.delete(botCheckSpent).where(lt(botCheckSpent.expiresAt, now));
  await db.delete(throttleEvents).where(lt(throttleEvents.at, dayAgo));
  await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, dayAgo));
}

/** Runs the purge now and every hour; the timer never keeps the process alive on shutdown. */
export function scheduleMaintenance(db: Db, clock: Clock, onError: (err: unknown) => void): () => void {
  const run = () => purgeStaleRows(db, clock).catch(onError);
  void run();
  const timer = setInterval(run, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
