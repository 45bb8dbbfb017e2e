import type { Access } from '../../domain/functions/define';
import type { SessionUser } from '../sign-in/sessions';

/** Whether a signed-in caller meets a function's access rule (`public` and `signedIn` are settled earlier). */
export function meetsAccess(access: Access, user: SessionUser): boolean {
  switch (access) {
    case 'public':
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
    case 'superAdmin':
      return user.role === 'admin' && user.superAdmin;
  }
}
