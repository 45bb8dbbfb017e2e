import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import type { ThrottleRule } from '../auth/throttle';
import { users } from '../db/schema';
import { permissionDenied, tooMany } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';
import { presentUser } from '../users/present';

const FAILED_LOGIN_PER_ACCOUNT: ThrottleRule = {
  bucket: 'admin-login-account',
  limit: 5,
  windowMs: 15 * 60_000,
};
const FAILED_LOGIN_PER_IP: ThrottleRule = { bucket: 'admin-login-ip', limit: 20, windowMs: 15 * 60_000 };

export const staffHandlers = {
  async adminLogin({ email, password }, { db, services, ip }) {
    const { throttle, clock } = services;
    if (
      (await throttle.isBlocked(FAILED_LOGIN_PER_IP, ip)) ||
      (await throttle.isBlocked(FAILED_LOGIN_PER_ACCOUNT, email))
    ) {
      throw tooMany('Too many failed sign-in attempts. Please try again in 15 minutes');
    }
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    // One answer for every failure, so the reply never tells whether an email has an account.
    if (!user || !ok || user.suspended || user.role === 'user') {
      await throttle.record(FAILED_LOGIN_PER_IP, ip);
      await throttle.record(FAILED_LOGIN_PER_ACCOUNT, email);
      return { pass: false, message: MSG.adminLoginFailed };
    }
    await throttle.clear(FAILED_LOGIN_PER_ACCOUNT, email);
    return { pass: true, message: 'Signed in', token: await createSession(db, clock, user.id) };
  },

  async logout(_input, { db, tokenHash }) {
    await revokeSession(db, tokenHash);
    return { pass: true };
  },

  async fetchUserData({ userId }, { caller }) {
    if (userId !== undefined && userId !== caller.id) throw permissionDenied();
    return presentUser(caller);
  },
} satisfies Pick<Handlers, 'adminLogin' | 'logout' | 'fetchUserData'>;
