import type { Handlers } from '../protocol/context';
import { signOut } from '../sign-in/sessions';
import { signInStaff } from '../sign-in/staff-sign-in';
import { readOwnUserData } from '../users/present';

export const staffHandlers = {
  adminLogin: (input, ctx) => signInStaff(ctx, input),
  logout: (_input, ctx) => signOut(ctx),
  fetchUserData: (input, ctx) => readOwnUserData(ctx, input),
} satisfies Pick<Handlers, 'adminLogin' | 'logout' | 'fetchUserData'>;
