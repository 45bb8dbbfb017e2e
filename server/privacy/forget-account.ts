import { and, eq, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { UNACCEPTED_ACCOUNT_DAYS } from '../../domain/privacy';
import type { Db } from '../db/client';
import { donations, otpChallenges, throttleEvents, users } from '../db/schema';
import { type Tx, withTransaction } from '../db/transaction';
import { forgetCachedSessions } from '../sign-in/sessions';
import { foldSmsOfNumbers } from '../sms/outbox-retention';

const DAY_MS = 86_400_000;

type Account = { id: string; mobile: string | null };

/**
 * Deletes accounts for good, with everything that names them: their row (and by cascade their family,
 * sessions and consent record), the OTP send log of their numbers, the SMS outbox's rows for them (only their
 * counts stay), the throttle counts kept under their id or number, and their gifts that have no receipt (a receipt
 * and its gift stay, unlinked). The member's own deletion and the purge of abandoned registrations both go this way.
 */
export async function forgetAccounts(tx: Tx | Db, accounts: Account[]): Promise<void> {
  if (accounts.length === 0) return;
  const keys = accounts.flatMap((a) => [a.id, ...(a.mobile ? [a.mobile] : [])]);
  await tx
    .delete(throttleEvents)
    .where(or(...keys.flatMap((key) => [eq(throttleEvents.key, key), like(throttleEvents.key, `${key}@%`)])));
  const phones = accounts.flatMap((a) => (a.mobile ? [a.mobile] : []));
  if (phones.length) await tx.delete(otpChallenges).where(inArray(otpChallenges.phone, phones));
  await foldSmsOfNumbers(tx, phones);
  const ids = accounts.map((a) => a.id);
  // Gifts that never got a receipt (started, awaiting, rejected) moved no money on the books: they go. A gift
  // with a receipt stays, as the receipt does: the trust must keep them for eight years (PRIVACY.md), so the
  // account's deletion only empties their links to it (the foreign keys' SET NULL, which the receipts'
  // trigger lets through), and the donor's name stays as printed.
  await tx.delete(donations).where(
    and(
      inArray(donations.memberId, ids),
      // Qualified in full: drizzle leaves a delete's own columns bare, which the subquery would read as its own.
      sql`not exists (select 1 from receipts r where r.donation_id = donations.id)`,
    ),
  );
  await tx.delete(users).where(inArray(users.id, ids));
}

/**
 * Deletes the members who registered (or started to) more than 30 days ago and never accepted the privacy
 * notice: they gave no consent to keep anything, and no one but them ever saw the account. Only
 * accounts without details: since the notice, details need it, so this is every abandoned registration, while
 * a member who gave details before the notice existed keeps them (hidden from staff) until they accept at
 * their next sign-in. A batch at a time, so that one run never holds a long transaction; returns how many went.
 */
export async function purgeUnacceptedAccounts(db: Db, now: Date, batch = 500): Promise<number> {
  const before = new Date(now.getTime() - UNACCEPTED_ACCOUNT_DAYS * DAY_MS);
  let purged = 0;
  for (;;) {
    const gone = await withTransaction(db, async (tx) => {
      const stale = await tx
        .select({ id: users.id, mobile: users.mobile })
        .from(users)
        .where(
          and(
            eq(users.role, 'user'),
            isNull(users.noticeVersion),
            isNull(users.name),
            lt(users.createdAt, before),
          ),
        )
        .limit(batch)
        .for('update', { skipLocked: true });
      await forgetAccounts(tx, stale);
      return stale;
    });
    for (const account of gone) forgetCachedSessions(db, account.id);
    purged += gone.length;
    if (gone.length < batch) return purged;
  }
}
