import { and, eq, isNull } from 'drizzle-orm';
import { MSG } from '../../domain/messages';
import { users } from '../db/schema';
import { assertSelf } from '../policy/checks';
import { permissionDenied } from '../protocol/app-error';
import type { ServiceContext } from '../protocol/context';
import { isCommonPassword } from './common-passwords';
import {
  forgiveFailures,
  passwordCheckLimits,
  passwordHashLimits,
  TOO_MANY_PASSWORD_CHANGES,
  TOO_MANY_SIGN_INS,
} from './limits';
import { hashPassword, verifyPassword } from './passwords';
import { ruleAskingProof } from './proof-gate';
import { isFreshOtpSession, maySetFirstPassword, revokeUserSessions } from './sessions';
import { counted, spend, throttled, uncounted } from './throttle';

/** What proving to own the account reads: a fresh OTP session, or the current password within its limits. */
type OwnerProof = ServiceContext<'services' | 'caller' | 'session' | 'ip'>;

export const PASSWORD_ALREADY_SET: string = MSG.passwordAlreadySet;
export const VERIFY_BY_OTP_FIRST: string = MSG.checkNoPassword;
export const CURRENT_PASSWORD_REQUIRED: string = MSG.currentPasswordRequired;
export const CURRENT_PASSWORD_WRONG: string = MSG.currentPasswordWrong;
export const PASSWORD_TOO_COMMON: string = MSG.passwordTooCommon;

type PassReply = { pass: boolean; message: string };

/**
 * A member's first password. Only after proving the phone by OTP (the sign-up path), within the hour over which
 * its sends are counted, so a member who stopped after verifying can go on without another SMS: a password is
 * what keeps the account reachable once sessions end, so an old session alone must not be able to set it.
 */
export async function setFirstPassword(
  ctx: ServiceContext<'db' | 'services' | 'caller' | 'session'>,
  { userId, phone, password }: { userId?: string | null; phone?: string | null; password: string },
): Promise<PassReply> {
  const { db, services, caller, session } = ctx;
  // The spec sends the member's id and number along: they must be the caller's own.
  assertSelf(userId, caller);
  if (phone != null && phone !== caller.mobile) throw permissionDenied();
  if (caller.passwordHash) return { pass: false, message: PASSWORD_ALREADY_SET };
  if (!maySetFirstPassword(session, services.clock)) return { pass: false, message: VERIFY_BY_OTP_FIRST };
  if (isCommonPassword(password)) return { pass: false, message: PASSWORD_TOO_COMMON };
  await spend(services.throttle, passwordHashLimits(caller.id, session.tokenHash), TOO_MANY_PASSWORD_CHANGES);
  const passwordHash = await hashPassword(password);
  // Guarded in the update too: of two racing calls, only one sets the first password.
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: services.clock.now() })
    .where(and(eq(users.id, caller.id), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (!row) return { pass: false, message: PASSWORD_ALREADY_SET };
  return { pass: true, message: MSG.passwordSet };
}

/**
 * A bearer token alone does not prove who holds it (it may be a stolen or forgotten-open session): before a
 * change that cannot be undone, the caller either signed in by OTP within the last 15 minutes or proves the
 * current password. A current password that is supplied is always checked, within those 15 minutes too
 *: a form that asked for it must never take any text as proof. A wrong current password
 * counts as a failed sign-in of the account. Null: proved.
 */
export async function refuseUnlessOwnerProved(
  ctx: OwnerProof,
  currentPassword: string | null | undefined,
): Promise<PassReply | null> {
  const { services, caller, session, ip } = ctx;
  const { throttle, clock } = services;
  if (!currentPassword) {
    return isFreshOtpSession(session, clock) ? null : { pass: false, message: CURRENT_PASSWORD_REQUIRED };
  }
  const limits = passwordCheckLimits(caller, ip);
  return throttled(throttle, limits, TOO_MANY_SIGN_INS, async () => {
    // A signed-in page cannot stop for a proof of work: where the sign-in page would ask for one, this
    // check is refused instead, so a stolen session tests passwords no faster than the sign-in page.
    if (await ruleAskingProof(throttle, limits))
      return uncounted({ pass: false, message: TOO_MANY_SIGN_INS });
    return (await verifyPassword(caller.passwordHash, currentPassword))
      ? uncounted(null)
      : counted({ pass: false, message: CURRENT_PASSWORD_WRONG });
  });
}

/** Replaces the caller's password, once they proved they are its owner (a fresh OTP or the current one). */
export async function changePassword(
  ctx: OwnerProof & ServiceContext<'db'>,
  input: { userId?: string | null; password: string; currentPassword?: string | null },
): Promise<PassReply> {
  const { db, services, caller, session, ip } = ctx;
  const { password, currentPassword } = input;
  assertSelf(input.userId, caller);
  const { throttle, clock } = services;
  // Refused before anything is checked or counted: one of the first passwords any guesser tries.
  if (isCommonPassword(password)) return { pass: false, message: PASSWORD_TOO_COMMON };
  const refused = await refuseUnlessOwnerProved(ctx, currentPassword);
  if (refused) return refused;
  // Each hash costs about 19 MiB and tens of milliseconds: a session (or an account) gets a few per window.
  await spend(throttle, passwordHashLimits(caller.id, session.tokenHash), TOO_MANY_PASSWORD_CHANGES);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: clock.now() })
    .where(eq(users.id, caller.id));
  // Whoever else held a session (a lost phone, a shared computer) is signed out; this caller stays in.
  await revokeUserSessions(db, caller.id, session.tokenHash);
  // A member who forgot the password and reset it by OTP is not kept out by their earlier wrong tries.
  await forgiveFailures(throttle, passwordCheckLimits(caller, ip));
  return { pass: true, message: MSG.passwordSet };
}
