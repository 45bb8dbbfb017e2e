import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { FAMILY_ROUTE, PATHS } from '../../domain/routes';
import { withAdminTexts } from '../i18n/admin-texts';

type Lazy = LazyExoticComponent<ComponentType>;

/**
 * The screen of each route of domain/routes.ts that has one. Every screen is its own chunk, so members never
 * download admin code and the reverse. A guarded route without a screen here shows "Page not found".
 */
const memberAuth = lazy(() => import('../features/member-auth/member-auth-screen'));

export const SCREENS: Partial<Record<string, Lazy>> = {
  [PATHS.login]: memberAuth,
  [PATHS.register]: memberAuth,
  [PATHS.memberHome]: lazy(() => import('../features/member-home/member-home-screen')),
  [PATHS.alerts]: lazy(() => import('../features/member-alerts/alerts-screen')),
  [PATHS.mosque]: lazy(() => import('../features/member-mosque/my-mosque-screen')),
  [PATHS.volunteers]: lazy(() => import('../features/member-volunteers/volunteers-screen')),
  [PATHS.profile]: lazy(() => import('../features/member-profile/profile-screen')),
  [FAMILY_ROUTE]: lazy(() => import('../features/member-family/family-screen')),
  // The staff sign-in is the admin area's door: it shows admin texts, so it waits for them as the layout does.
  [PATHS.adminLogin]: lazy(() => withAdminTexts(import('../features/admin-auth/admin-login-screen'))),
  [PATHS.adminHome]: lazy(() => import('../features/admin-home/admin-home-screen')),
  [PATHS.adminMosques]: lazy(() => import('../features/admin-places/admin-mosques-screen')),
  [PATHS.adminCategories]: lazy(() => import('../features/admin-places/admin-categories-screen')),
  [PATHS.adminVolunteers]: lazy(() => import('../features/admin-accounts/admin-volunteers-screen')),
  [PATHS.adminMembers]: lazy(() => import('../features/admin-members/admin-members-screen')),
  [PATHS.adminAlerts]: lazy(() => import('../features/admin-alerts/admin-alerts-screen')),
  [PATHS.adminAudit]: lazy(() => import('../features/admin-audit/admin-audit-screen')),
  [PATHS.adminSms]: lazy(() => import('../features/admin-sms/admin-sms-screen')),
};

// The admin texts come with the admin layout (every admin screen renders inside it), not with the entry.
export const AdminLayout: Lazy = lazy(() => withAdminTexts(import('../features/admin-home/admin-layout')));
export const MemberLayout: Lazy = lazy(() => import('../features/member-home/member-layout'));
