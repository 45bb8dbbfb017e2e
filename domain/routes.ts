import type { Role } from './constants';

/**
 * The route table: who may open each screen, and where a refused visitor goes. The web router and its guard
 * are built from it, the server serves the SPA for
 * every path in it, and the unit tests walk it whole.
 */
export type RouteRequirement =
  | { kind: 'anyone' }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'superAdmin' };

export type RouteEntry = {
  path: string;
  require: RouteRequirement;
  fallback: string | null;
};

const anyone = { kind: 'anyone' } as const;
const staff = { kind: 'roles', roles: ['admin', 'volunteer'] } as const;
const admin = { kind: 'roles', roles: ['admin'] } as const;
const member = { kind: 'roles', roles: ['user'] } as const;
const superAdmin = { kind: 'superAdmin' } as const;

export const PATHS = {
  root: '/',
  login: '/login',
  register: '/register',
  adminLogin: '/admin/login',
  adminHome: '/admin',
  adminMembers: '/admin/members',
  adminMosques: '/admin/mosques',
  adminCategories: '/admin/categories',
  adminAlerts: '/admin/alerts',
  adminVolunteers: '/admin/volunteers',
  adminAudit: '/admin/audit',
  memberHome: '/member-dashboard',
  profile: '/profile',
  mosque: '/mosque',
  family: '/family',
  volunteers: '/volunteers',
  alerts: '/alerts',
} as const;

/** One family member's page, and with `/true` its 'Current Details' tab open. */
export const FAMILY_ROUTE = '/family/:familyMemberId?/:addDetails?';

/** The address of a family member's page; `addDetails` opens it on 'Current Details'. */
export function familyMemberPath(id: string, addDetails = false): string {
  return `${PATHS.family}/${encodeURIComponent(id)}${addDetails ? '/true' : ''}`;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: PATHS.root, require: anyone, fallback: null },
  { path: PATHS.login, require: anyone, fallback: null },
  { path: PATHS.register, require: anyone, fallback: null },
  { path: PATHS.adminLogin, require: anyone, fallback: null },
  { path: PATHS.adminHome, require: staff, fallback: PATHS.adminLogin },
  { path: PATHS.adminMembers, require: staff, fallback: PATHS.adminHome },
  { path: PATHS.adminMosques, require: admin, fallback: PATHS.adminHome },
  { path: PATHS.adminCategories, require: admin, fallback: PATHS.adminHome },
  { path: PATHS.adminAlerts, require: admin, fallback: PATHS.adminHome },
  { path: PATHS.adminVolunteers, require: superAdmin, fallback: PATHS.adminHome },
  { path: PATHS.adminAudit, require: superAdmin, fallback: PATHS.adminHome },
  { path: PATHS.memberHome, require: member, fallback: PATHS.login },
  { path: PATHS.profile, require: member, fallback: PATHS.login },
  { path: PATHS.mosque, require: member, fallback: PATHS.login },
  { path: FAMILY_ROUTE, require: member, fallback: PATHS.login },
  { path: PATHS.volunteers, require: member, fallback: PATHS.login },
  { path: PATHS.alerts, require: member, fallback: PATHS.login },
];

export type GuardSubject = { role: Role; superAdmin: boolean } | null;

/** superAdmin checks the flag; any other requirement means the role must be one of those allowed. */
export function isAllowed(requirement: RouteRequirement, user: GuardSubject): boolean {
  if (requirement.kind === 'anyone') return true;
  if (!user) return false;
  if (requirement.kind === 'superAdmin') return user.superAdmin;
  return requirement.roles.includes(user.role);
}

/** An admin section; `key` names its words in the web app's text catalogue ('members' → 'Members'). */
export type AdminSection = {
  path: string;
  key: 'members' | 'mosques' | 'categories' | 'volunteers' | 'alerts' | 'audit';
};

const SECTIONS: AdminSection[] = [
  { path: PATHS.adminMembers, key: 'members' },
  { path: PATHS.adminMosques, key: 'mosques' },
  { path: PATHS.adminCategories, key: 'categories' },
  { path: PATHS.adminVolunteers, key: 'volunteers' },
  { path: PATHS.adminAlerts, key: 'alerts' },
  { path: PATHS.adminAudit, key: 'audit' },
];

/** The sections whose route lets this user in: the cards of the admin home. */
export function adminSectionsFor(user: GuardSubject): AdminSection[] {
  return SECTIONS.filter((s) => {
    const route = ROUTES.find((r) => r.path === s.path);
    return route !== undefined && isAllowed(route.require, user);
  });
}

/** The admin links shown: volunteers see Members; admins Members and Alerts; super admins all four. */
export function adminNavLinksFor(user: GuardSubject): AdminSection[] {
  if (!user || user.role === 'user') return [];
  // The categories and audit screens (beyond the spec's four links) are reached from the admin home's cards.
  const keys: AdminSection['key'][] = user.superAdmin
    ? ['members', 'mosques', 'volunteers', 'alerts']
    : user.role === 'admin'
      ? ['members', 'alerts']
      : ['members'];
  return SECTIONS.filter((s) => keys.includes(s.key));
}

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => (seg.startsWith(':') ? (seg.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${seg}`))
    .join('');
  return new RegExp(`^${body}/?$`);
}

const MATCHERS = ROUTES.map((r) => ({ route: r, re: patternToRegExp(r.path) }));

/** The route-table entry for a pathname (a trailing slash is allowed, as in spec links like /family/). */
export function matchRoute(pathname: string): RouteEntry | null {
  const path = pathname === '/' ? '/' : pathname;
  if (path === '/') return ROUTES[0]!;
  return MATCHERS.find((m) => m.re.test(path))?.route ?? null;
}
