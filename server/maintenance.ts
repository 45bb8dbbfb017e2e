import { lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { auditLog, botCheckSpent, otpChallenges, throttleEvents } from './db/schema';
import { withTransaction } from './db/transaction';
import type { Clock } from './lib/clock';
import { type JobRunner, runHere } from './lib/fleet-jobs';
import { purgeUnacceptedAccounts } from './privacy/forget-account';
import { purgeEndedWindows } from './protocol/shared-counter';
import { purgeImportProgress } from './register/import-progress';
import { purgeOldMerges } from './register/undo-merge';
import { purgeExpiredSessions } from './sign-in/sessions';
import { foldOldSms } from './sms/outbox-retention';
import { purgeAbandonedGifts } from './treasury/abandoned-gifts';
import { purgeOldReceipts, purgePaymentEvents } from './treasury/receipt-retention';
import { purgeWriteKeys } from './treasury/treasury-write';

const DAY_MS = 86_400_000;
export const MAINTENANCE_INTERVAL_MS = 3_600_000;

/**
 * Drops rows no rule reads any more: expired sessions, spent bot-check solutions past their expiry, throttle
 * events and OTP send logs older than a day (the longest window any limit looks back over), audit rows
 * past their retention, registrations abandoned before the privacy notice for 30 days, SMS rows past
 * 90 days (only their counts stay), and the treasury's: write keys past a week, gateway event ids past 30 days,
 * gifts begun and never paid past a week (a month with a gateway order), and receipts (with their gifts) eight years after their financial year (PRIVACY.md);
 * register merges past the 30 days they can be undone, whose originals hold personal data (decision 0014); and the
 * register import's progress rows past a day.
 */
export async function purgeStaleRows(db: Db, clock: Clock, auditRetentionDays = 730): Promise<void> {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await purgeExpiredSessions(db, clock);
  await db.delete(botCheckSpent).where(lt(botCheckSpent.expiresAt, now));
  await db.delete(throttleEvents).where(lt(throttleEvents.at, dayAgo));
  await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, dayAgo));
  await purgeOldAuditRows(db, new Date(now.getTime() - auditRetentionDays * DAY_MS));
  await purgeUnacceptedAccounts(db, now);
  await purgeEndedWindows(db);
  await foldOldSms(db, now);
  await purgeWriteKeys(db, now);
  await purgePaymentEvents(db, now);
  await purgeAbandonedGifts(db, now);
  await purgeOldReceipts(db, now);
  await purgeOldMerges(db, now);
  await purgeImportProgress(db, now);
}

/**
 * The audit trail past its retention (AUDIT_RETENTION_DAYS, PRIVACY.md). The table refuses every other
 * delete (migration 0008): this transaction alone says it is the retention purge.
 */
async function purgeOldAuditRows(db: Db, before: Date): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`select set_config('anjuman.audit_retention', 'on', true)`);
    await tx.delete(auditLog).where(lt(auditLog.createdAt, before));
  });
}

/**
 * Runs the purge now and every hour, through `jobs` (one process of the fleet at a time); a failure is
 * logged and the next hour tries again. The timer never keeps the process alive on shutdown.
 */
export function scheduleMaintenance(
  db: Db,
  clock: Clock,
  auditRetentionDays: number,
  onError: (err: unknown) => void,
  jobs: JobRunner = runHere,
): () => void {
  const run = () => jobs('maintenance', () => purgeStaleRows(db, clock, auditRetentionDays)).catch(onError);
  void run();
  const timer = setInterval(run, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
