import type { Role } from './constants';

/**
 * Who may call a function or open a screen. `public` is anyone, signed in or not; `signedIn` is any account;
 * `member` is role user; `staff` is volunteer or admin; `admin` includes super admins; `memberOrAdmin` is
 * members and admins, not volunteers (who see only the members directory); `superAdmin` is an admin with the
 * super-admin flag. Identity always comes from the session, never from the input.
 */
export type Access = 'public' | 'signedIn' | 'member' | 'memberOrAdmin' | 'staff' | 'admin' | 'superAdmin';

/** What an access rule looks at: the signed-in account's role and flag, or null for nobody signed in. */
export type AccessSubject = { role: Role; superAdmin: boolean } | null;

/**
 * Whether a caller meets an access rule. The server refuses a call with it, the web's route guard a screen,
 * and `useCan` hides a control, so the three can never disagree about who may do what.
 */
export function meetsAccess(access: Access, user: AccessSubject): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  switch (access) {
    case 'signedIn':
      return true;
    case 'member':
      return user.role === 'user';
    case 'memberOrAdmin':
      return user.role === 'user' || user.role === 'admin';
    case 'staff':
      return user.role === 'admin' || user.role === 'volunteer';
    case 'admin':
      return user.role === 'admin';
    // The flag alone is not enough: a super admin is an admin first.
    case 'superAdmin':
      return user.role === 'admin' && user.superAdmin;
  }
}
