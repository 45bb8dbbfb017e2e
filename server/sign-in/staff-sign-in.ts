import { eq, sql } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { recordAudit } from '../audit/record-audit';
import { users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import type { ServiceContext } from '../protocol/context';
import { forgiveFailures, staffLoginLimits, TOO_MANY_SIGN_INS } from './limits';
import { verifyPassword } from './passwords';
import { proofGate, reportFailure } from './proof-gate';
import { createSession } from './sessions';
import { counted, throttled, uncounted } from './throttle';

type LoginReply = {
  pass: boolean;
  message: string;
  token?: string;
  needsBotCheck?: boolean;
  challenge?: unknown;
};

/**
 * Staff sign-in by email and password (`email` arrives lower-cased). Every failure gets one answer, so
 * the reply never tells whether an email has an account, and counts against the limits of that email.
 * After repeated failures the attempt must carry a solved ALTCHA (see proof-gate).
 */
export async function signInStaff(
  { db, services, ip, log }: ServiceContext<'db' | 'services' | 'ip' | 'log'>,
  input: { email: string; password: string; altcha?: string | null },
): Promise<LoginReply> {
  const { email, password } = input;
  const { throttle, clock } = services;
  const limits = staffLoginLimits(email, ip);
  return throttled<LoginReply>(throttle, limits, TOO_MANY_SIGN_INS, async () => {
    const proofAsked = await proofGate(services, limits, input.altcha);
    if (proofAsked) return uncounted(proofAsked);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .limit(1);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !ok || user.suspended || user.role === 'user') {
      await reportFailure(throttle, limits, log, ip, user?.id);
      return counted({ pass: false, message: MSG.adminLoginFailed });
    }
    await forgiveFailures(throttle, limits);
    // A staff sign-in opens the directory of a whole area: the trail records each one with the session.
    const token = await withTransaction(db, async (tx) => {
      const opened = await createSession(tx, clock, user.id, 'password');
      await recordAudit(tx, { id: user.id }, 'staff.signIn', { type: 'account', id: user.id }, null, null);
      return opened;
    });
    return uncounted({ pass: true, message: MSG.signedIn, token });
  });
}
