import { listFamily } from '../members/family';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';
import { otpSignedInAt, revokeSession } from '../sign-in/sessions';
import { signInStaff } from '../sign-in/staff-sign-in';
import { presentUser } from '../users/present';

export const staffHandlers = {
  adminLogin: (input, ctx) => signInStaff(ctx, input),

  async logout(_input, { db, session }) {
    await revokeSession(db, session.tokenHash);
    return { pass: true };
  },

  async fetchUserData({ userId }, { db, caller, session }) {
    if (userId !== undefined && userId !== caller.id) throw permissionDenied();
    // The screens learn when this session's OTP was, so they ask for a current password only when it is needed.
    const user = { ...presentUser(caller), otpSignedInAt: otpSignedInAt(session)?.toISOString() ?? null };
    // A member's /family renders from this reply; staff accounts have no family.
    return caller.role === 'user' ? { ...user, family: await listFamily(db, caller.id) } : user;
  },
} satisfies Pick<Handlers, 'adminLogin' | 'logout' | 'fetchUserData'>;
