import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { FIRST_PASSWORD_OTP_MS, OWNER_PROOF_OTP_MS, otpStillProves } from '../../domain/otp-proof';
import { sessionExpiresAt } from '../../domain/session-lifetime';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { newToken, sha256 } from '../lib/tokens';
import type { CallerSession, SessionMethod, SessionUser } from '../protocol/caller';
import type { ServiceContext } from '../protocol/context';

// Refreshing last_seen on every call would turn each read into a write; once an hour is precise enough,
// even for staff, whose sessions end 12 hours after their last use (domain/session-lifetime.ts).
const TOUCH_INTERVAL_MS = 3_600_000;

/** When the session was opened by an OTP; null for a password session. What the screens are told. */
export const otpSignedInAt = (session: CallerSession): Date | null =>
  session.method === 'otp' ? session.createdAt : null;

/** Whether the session was opened by an OTP within the last OWNER_PROOF_OTP_MS. */
export function isFreshOtpSession(session: CallerSession, clock: Clock): boolean {
  return otpStillProves(otpSignedInAt(session), clock.now().getTime(), OWNER_PROOF_OTP_MS);
}

/** Whether the session may still set the account's first password (an OTP within FIRST_PASSWORD_OTP_MS). */
export function maySetFirstPassword(session: CallerSession, clock: Clock): boolean {
  return otpStillProves(otpSignedInAt(session), clock.now().getTime(), FIRST_PASSWORD_OTP_MS);
}

export async function createSession(
  db: Db,
  clock: Clock,
  userId: string,
  method: SessionMethod,
): Promise<string> {
  const token = newToken();
  const now = clock.now();
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error('A session for an account that does not exist');
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    method,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionExpiresAt(user.role, now, now),
  });
  return token;
}

type Resolved = { user: SessionUser; session: CallerSession };

/**
 * Every signed-in call starts with this lookup, so a session found is kept for a few seconds (bounded). A
 * revocation in this process forgets it at once (`forgetCachedSessions`); the database tells every other
 * process at commit (migration 0014, `revocation-listener.ts`), and CACHE_MS bounds what a lost
 * notification could leave.
 */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const cached = new WeakMap<Db, Map<string, { at: number; value: Resolved }>>();

function cacheOf(db: Db) {
  let map = cached.get(db);
  if (!map) {
    map = new Map();
    cached.set(db, map);
  }
  return map;
}

/** Forgets the cached sessions of one user (after a write that changed them or their sessions), or all. */
export function forgetCachedSessions(db: Db, userId?: string): void {
  const map = cacheOf(db);
  if (userId === undefined) {
    map.clear();
    return;
  }
  for (const [hash, entry] of map) if (entry.value.user.id === userId) map.delete(hash);
}

/** The user behind a bearer token, or null when the token is unknown, expired, or its user is suspended. */
export async function resolveSession(db: Db, clock: Clock, token: string): Promise<Resolved | null> {
  const tokenHash = sha256(token);
  const now = clock.now();
  const map = cacheOf(db);
  const hit = map.get(tokenHash);
  if (hit && now.getTime() - hit.at < CACHE_MS && hit.at <= now.getTime()) return hit.value;
  const value = await lookUpSession(db, tokenHash, now);
  if (value) {
    if (map.size >= CACHE_MAX) map.clear();
    map.set(tokenHash, { at: now.getTime(), value });
  } else map.delete(tokenHash);
  return value;
}

async function lookUpSession(db: Db, tokenHash: string, now: Date): Promise<Resolved | null> {
  const [row] = await db
    .select({
      user: users,
      method: sessions.method,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.user.suspended) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: sessionExpiresAt(row.user.role, row.createdAt, now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: row.user, session: { tokenHash, method: row.method, createdAt: row.createdAt } };
}

/** The logout: ends the caller's own session, here and in this process's cache. */
export async function signOut({ db, session }: ServiceContext<'db' | 'session'>) {
  await db.delete(sessions).where(eq(sessions.tokenHash, session.tokenHash));
  cacheOf(db).delete(session.tokenHash);
  return { pass: true };
}

/** Ends every session of a user, except optionally the one making the call. */
export async function revokeUserSessions(db: Db, userId: string, keepTokenHash?: string): Promise<void> {
  const mine = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepTokenHash ? and(mine, ne(sessions.tokenHash, keepTokenHash)) : mine);
  forgetCachedSessions(db, userId);
}

export async function purgeExpiredSessions(db: Db, clock: Clock): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, clock.now()));
}
