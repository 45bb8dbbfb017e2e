import type { UserData } from '../../../domain/functions/shapes';

/** Spec §2 "Admin home": the heading names the role. */
export function adminHeading(user: Pick<UserData, 'role' | 'superAdmin'>): string {
  if (user.role === 'volunteer') return 'You are a volunteer';
  return user.superAdmin ? 'You are a Super Admin' : 'You are an admin';
}
