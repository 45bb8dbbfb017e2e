import { revokeSession } from '../auth/sessions';
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

  async fetchUserData({ userId }, { caller }) {
    if (userId !== undefined && userId !== caller.id) throw permissionDenied();
    return presentUser(caller);
  },
} satisfies Pick<Handlers, 'adminLogin' | 'logout' | 'fetchUserData'>;
