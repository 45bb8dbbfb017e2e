import type { ComponentType } from 'react';
import {
  ADMIN_REGISTER_ROUTE,
  ADMIN_TIMES_ROUTE,
  ADMIN_TREASURY_ROUTE,
  DISPLAY_ROUTE,
  FAMILY_ROUTE,
  PATHS,
} from '../../domain/routes';
import { withAdminTexts } from '../i18n/admin-texts';
import { type Preloadable, preloadableLazy } from '../lib/preloadable-lazy';

type LazyScreen = Preloadable<ComponentType>;
const lazyScreen: (load: () => Promise<{ default: ComponentType }>) => LazyScreen = preloadableLazy;

/**
 * The screen of each route of domain/routes.ts that has one. Every screen is its own chunk, so members never
 * download admin code and the reverse. A guarded route without a screen here shows "Page not found".
 */
const memberAuth = lazyScreen(() => import('../features/member-auth/member-auth-screen'));

export const SCREENS: Partial<Record<string, LazyScreen>> = {
  [PATHS.login]: memberAuth,
  [PATHS.register]: memberAuth,
  [PATHS.memberHome]: lazyScreen(() => import('../features/member-home/member-home-screen')),
  [PATHS.alerts]: lazyScreen(() => import('../features/member-alerts/alerts-screen')),
  [PATHS.mosque]: lazyScreen(() => import('../features/member-mosque/my-mosque-screen')),
  [PATHS.volunteers]: lazyScreen(() => import('../features/member-volunteers/volunteers-screen')),
  [PATHS.profile]: lazyScreen(() => import('../features/member-profile/profile-screen')),
  [FAMILY_ROUTE]: lazyScreen(() => import('../features/member-family/family-screen')),
  [PATHS.giving]: lazyScreen(() => import('../features/member-giving/my-giving-screen')),
  [DISPLAY_ROUTE]: lazyScreen(() => import('../features/masjid-display/display-screen')),
  // The staff sign-in is the admin area's door: it shows admin texts, so it waits for them as the layout does.
  [PATHS.adminLogin]: lazyScreen(() => withAdminTexts(import('../features/admin-auth/admin-login-screen'))),
  [PATHS.adminHome]: lazyScreen(() => import('../features/admin-home/admin-home-screen')),
  [PATHS.adminMosques]: lazyScreen(() => import('../features/admin-places/admin-mosques-screen')),
  [PATHS.adminCategories]: lazyScreen(() => import('../features/admin-places/admin-categories-screen')),
  [PATHS.adminVolunteers]: lazyScreen(() => import('../features/admin-accounts/admin-volunteers-screen')),
  [PATHS.adminMembers]: lazyScreen(() => import('../features/admin-members/admin-members-screen')),
  [PATHS.adminAlerts]: lazyScreen(() => import('../features/admin-alerts/admin-alerts-screen')),
  [PATHS.adminAudit]: lazyScreen(() => import('../features/admin-audit/admin-audit-screen')),
  [PATHS.adminMessages]: lazyScreen(() => import('../features/admin-sms/admin-sms-screen')),
  // The page's first address, kept as an alias of it (domain/routes.ts).
  [PATHS.adminSms]: lazyScreen(() => import('../features/admin-sms/admin-sms-screen')),
  [ADMIN_TIMES_ROUTE]: lazyScreen(() => import('../features/admin-times/admin-times-screen')),
  [ADMIN_TREASURY_ROUTE]: lazyScreen(() => import('../features/admin-treasury/admin-treasury-screen')),
  [ADMIN_REGISTER_ROUTE]: lazyScreen(() => import('../features/admin-register/admin-register-screen')),
};

// The admin texts come with the admin layout (every admin screen renders inside it), not with the entry.
export const AdminLayout: LazyScreen = lazyScreen(() =>
  withAdminTexts(import('../features/admin-home/admin-layout')),
);
export const MemberLayout: LazyScreen = lazyScreen(() => import('../features/member-home/member-layout'));
