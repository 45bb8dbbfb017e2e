import type { UserData } from '../../../domain/functions/shapes';

/** The admin home's heading names the role (its key in the text catalogue). */
export function adminHeading(user: Pick<UserData, 'role' | 'superAdmin'>) {
  if (user.role === 'volunteer') return 'admin.youAreVolunteer' as const;
  return user.superAdmin ? ('admin.youAreSuperAdmin' as const) : ('admin.youAreAdmin' as const);
}
