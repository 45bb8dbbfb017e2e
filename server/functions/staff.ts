import { revokeSession } from '../auth/sessions';
import { listFamily } from '../members/family';
import { permissionDenied } from '../protocol/app-error';
import type { Handlers } from '../protocol/context';
import { presentUser } from '../users/present';
import { signInStaff } from '../users/staff-sign-in';

export const staffHandlers = {
  adminLogin: (input, ctx) => signInStaff(ctx, input),

  async logout(_input, { db, session }) {
    await revokeSession(db, session.tokenHash);
    return { pass: true };
  },

  async fetchUserData({ userId }, { db, caller }) {
    if (userId !== undefined && userId !== caller.id) throw permissionDenied();
    const user = presentUser(caller);
    // A member's /family renders from this reply; staff accounts have no family.
    return caller.role === 'user' ? { ...user, family: await listFamily(db, caller.id) } : user;
  },
} satisfies Pick<Handlers, 'adminLogin' | 'logout' | 'fetchUserData'>;
