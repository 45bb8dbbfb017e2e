import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_BLOCK_MS,
  OTP_CODE_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_TRIES,
  OTP_RESEND_COOLDOWN_MS,
  OTP_SEND_ALLOWANCE,
} from '../../domain/constants';
import type { MessageChannel } from '../../domain/sms';
import type { Db } from '../db/client';
import { otpChallenges } from '../db/schema';
import type { Clock } from '../lib/clock';
import { numericCode } from '../lib/tokens';
import { hashPassword, verifyPassword } from './passwords';

// Namespace of the per-number advisory lock (any constant no other lock uses).
const OTP_LOCK_NAMESPACE = 7301;
// Rows older than this no longer count for any rule; they are dropped when the number sends again.
const KEEP_LOG_MS = 24 * 3_600_000;

export type SendAllowance = { remaining: number; retryAfterSeconds: number; reason?: 'cooldown' | 'hourly' };

export type OtpIssue =
  | { issued: true; id: string; code: string; remaining: number; expiresAt: Date }
  | { issued: false; reason: 'cooldown' | 'hourly'; retryAfterSeconds: number };

export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'tooManyTries' | 'none';

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Whether a send of the log holds the 60-second wait of a send on `channel`: only one on the same channel that
 * went out. A member whose WhatsApp code failed or did not arrive is offered an SMS at once
 * (docs/decisions/0015-whatsapp.md); both count in the hour's 3 all the same.
 */
const holdsWait = (
  row: { channel: MessageChannel; createdAt: Date; expiresAt: Date },
  channel: MessageChannel,
) => row.channel === channel && row.expiresAt > row.createdAt;

/** What the send log of one number allows now: 60 s between sends on a channel, 3 sends in any rolling hour. */
export async function sendAllowance(
  db: Db,
  clock: Clock,
  phone: string,
  channel: MessageChannel = 'sms',
): Promise<SendAllowance> {
  const now = clock.now().getTime();
  const recent = await db
    .select({
      createdAt: otpChallenges.createdAt,
      channel: otpChallenges.channel,
      expiresAt: otpChallenges.expiresAt,
    })
    .from(otpChallenges)
    .where(and(eq(otpChallenges.phone, phone), gt(otpChallenges.createdAt, new Date(now - OTP_BLOCK_MS))))
    .orderBy(asc(otpChallenges.createdAt));
  const remaining = Math.max(0, OTP_SEND_ALLOWANCE - recent.length);
  if (remaining === 0) {
    // The next send is allowed once the oldest send that still fills the allowance leaves the hour.
    const blocking = recent[recent.length - OTP_SEND_ALLOWANCE]!.createdAt.getTime();
    return { remaining, retryAfterSeconds: seconds(blocking + OTP_BLOCK_MS - now), reason: 'hourly' };
  }
  const last = recent
    .filter((r) => holdsWait(r, channel))
    .at(-1)
    ?.createdAt.getTime();
  if (last !== undefined && now - last < OTP_RESEND_COOLDOWN_MS) {
    return { remaining, retryAfterSeconds: seconds(last + OTP_RESEND_COOLDOWN_MS - now), reason: 'cooldown' };
  }
  return { remaining, retryAfterSeconds: 0 };
}

/**
 * Records a new code for a number when its send log allows one. The code is stored only as an argon2 hash:
 * a leaked row cannot be reversed within the code's 10-minute life. The newest row is the only live one,
 * so a new send supersedes every older code. A code sent on the other channel while the last one is live
 * takes over that one's life: its expiry and its wrong tries, so switching channels never buys more of either.
 */
export async function issueOtp(
  db: Db,
  clock: Clock,
  phone: string,
  ip: string,
  channel: MessageChannel = 'sms',
): Promise<OtpIssue> {
  // Refuse early without hashing, so hammering a number in its cooldown costs the server nothing.
  const early = await sendAllowance(db, clock, phone, channel);
  if (early.reason)
    return { issued: false, reason: early.reason, retryAfterSeconds: early.retryAfterSeconds };

  const code = numericCode(OTP_CODE_LENGTH);
  const codeHash = await hashPassword(code);
  return db.transaction(async (tx) => {
    // Two sends for one number at once (a double tap) must not both pass the checks: the second waits here.
    await tx.execute(sql`select pg_advisory_xact_lock(${OTP_LOCK_NAMESPACE}, hashtext(${phone}))`);
    const allowance = await sendAllowance(tx, clock, phone, channel);
    if (allowance.reason) {
      return { issued: false, reason: allowance.reason, retryAfterSeconds: allowance.retryAfterSeconds };
    }
    const now = clock.now();
    await tx
      .delete(otpChallenges)
      .where(
        and(
          eq(otpChallenges.phone, phone),
          lt(otpChallenges.createdAt, new Date(now.getTime() - KEEP_LOG_MS)),
        ),
      );
    const [last] = await tx
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phone, phone))
      .orderBy(desc(otpChallenges.createdAt))
      .limit(1);
    const shared = last && last.channel !== channel && last.consumedAt === null && last.expiresAt > now;
    const expiresAt = shared ? last.expiresAt : new Date(now.getTime() + OTP_LIFETIME_MS);
    const [row] = await tx
      .insert(otpChallenges)
      .values({
        phone,
        codeHash,
        ip,
        channel,
        createdAt: now,
        expiresAt,
        attempts: shared ? last.attempts : 0,
      })
      .returning({ id: otpChallenges.id });
    return { issued: true, id: row!.id, code, remaining: allowance.remaining - 1, expiresAt };
  });
}

/**
 * A code whose WhatsApp message was refused: it stays in the log, so the number's hour counts the try, but is
 * dead from its start, so it neither signs in nor holds the 60-second wait of the SMS the member is offered.
 */
export async function failOtp(db: Db, id: string): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ expiresAt: sql`${otpChallenges.createdAt}` })
    .where(eq(otpChallenges.id, id));
}

/** Takes back a code that never reached the phone, so it neither counts as a send nor stays live. */
export async function withdrawOtp(db: Db, id: string): Promise<void> {
  await db.delete(otpChallenges).where(eq(otpChallenges.id, id));
}

/**
 * Checks a code against the number's newest challenge and consumes it when right. A try is reserved
 * before the hash is compared, so parallel guesses cannot exceed the 5 tries between them.
 */
export async function checkOtp(db: Db, clock: Clock, phone: string, code: string): Promise<OtpCheck> {
  const now = clock.now();
  const [row] = await db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.phone, phone))
    .orderBy(desc(otpChallenges.createdAt))
    .limit(1);
  if (!row || row.consumedAt) return 'none';
  if (row.expiresAt <= now) return 'expired';
  const [reserved] = await db
    .update(otpChallenges)
    .set({ attempts: sql`${otpChallenges.attempts} + 1` })
    .where(
      and(
        eq(otpChallenges.id, row.id),
        lt(otpChallenges.attempts, OTP_MAX_TRIES),
        isNull(otpChallenges.consumedAt),
      ),
    )
    .returning({ attempts: otpChallenges.attempts });
  if (!reserved) return 'tooManyTries';
  if (!(await verifyPassword(row.codeHash, code))) return 'wrong';
  const [consumed] = await db
    .update(otpChallenges)
    .set({ consumedAt: now })
    .where(and(eq(otpChallenges.id, row.id), isNull(otpChallenges.consumedAt)))
    .returning({ id: otpChallenges.id });
  // Someone else consumed it in between: the same code must not sign in twice.
  return consumed ? 'ok' : 'none';
}
