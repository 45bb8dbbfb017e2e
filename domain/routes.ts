import { type Access, type AccessSubject, meetsAccess } from './access';

/**
 * The portal's screens. The web router and its guard are built from this table, the server serves the SPA for
 * every path in it, and the unit tests walk it whole. Each route says who may open it in the words the function
 * catalogue uses, judged by the same `meetsAccess` the server applies to a call.
 */
export type RouteEntry = {
  path: string;
  access: Access;
  /** Where the guard sends someone the route refuses; null where it refuses nobody. */
  fallback: string | null;
};

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
  /** The Messages page (SMS and WhatsApp). */
  adminMessages: '/admin/messages',
  /** Its first address, from when it showed SMS only: the same screen, so old links and bookmarks still work. */
  adminSms: '/admin/sms',
  adminTimes: '/admin/times',
  adminTreasury: '/admin/treasury',
  adminRegister: '/admin/register',
  memberHome: '/member-dashboard',
  profile: '/profile',
  mosque: '/mosque',
  family: '/family',
  volunteers: '/volunteers',
  alerts: '/alerts',
  /** The member's gifts, receipts and chanda ('My giving'). */
  giving: '/giving',
  /** The 10 masjids nearest the visitor: public, drawn by the server (server/http/public-masjid.ts). */
  nearMe: '/near-me',
} as const;

/** A masjid's public page, by its mosque ID (code): drawn by the server, readable without JavaScript. */
export const PUBLIC_MASJID_ROUTE = '/masjid/:code';

/** A masjid's TV, by its code and a display key (`?key=`): full screen, kept working offline. */
export const DISPLAY_ROUTE = '/display/:code';

/** The address of a masjid's public page. */
export function publicMasjidPath(code: string): string {
  return `/masjid/${encodeURIComponent(code)}`;
}

/** One family member's page, and with `/true` its 'Current Details' tab open. */
export const FAMILY_ROUTE = '/family/:familyMemberId?/:addDetails?';

/**
 * A masjid's jamaat times, for admins and for the volunteer who keeps that masjid's times; the server's
 * policy decides who may change them. Without a masjid, a keeper goes to their own.
 */
export const ADMIN_TIMES_ROUTE = '/admin/times/:mosqueId?';

/** The address of a masjid's jamaat times screen, by the masjid's record id. */
export function adminTimesPath(mosqueId: string): string {
  return `${PATHS.adminTimes}/${encodeURIComponent(mosqueId)}`;
}

/** What tells whether a volunteer keeps one masjid's times: the super admin's grant and a masjid's scope. */
export type TimesKeeper = {
  role: string;
  keepsMosqueTimes?: boolean;
  scope?: { level: string; id: string } | null;
} | null;

/**
 * The masjid whose times this volunteer keeps (its record id), for the admin bar's and home's link straight
 * to it; null for anyone else, admins included (they reach every masjid's times from Masjids).
 */
export function keptMosqueOf(user: TimesKeeper): string | null {
  if (user?.role !== 'volunteer' || !user.keepsMosqueTimes) return null;
  return user.scope?.level === 'Mosque' ? user.scope.id : null;
}

/**
 * A masjid's Baitul Maal, for admins and for the volunteer who keeps that masjid's treasury; the server's
 * policy decides who may touch it. Without a masjid, a treasurer goes to their own.
 */
export const ADMIN_TREASURY_ROUTE = '/admin/treasury/:mosqueId?';

/** The address of a masjid's treasury screen, by the masjid's record id. */
export function adminTreasuryPath(mosqueId: string): string {
  return `${PATHS.adminTreasury}/${encodeURIComponent(mosqueId)}`;
}

/**
 * A masjid's register (docs/decisions/0014-masjid-register.md): its import, likely duplicates and records, for
 * admins and for the volunteer who keeps that masjid's register. Without a masjid, a keeper goes to their own.
 */
export const ADMIN_REGISTER_ROUTE = '/admin/register/:mosqueId?';

/** The address of a masjid's register screen, by the masjid's record id. */
export function adminRegisterPath(mosqueId: string): string {
  return `${PATHS.adminRegister}/${encodeURIComponent(mosqueId)}`;
}

/** A receipt's public check, the page its QR code opens: genuine or cancelled, and nothing about the donor. */
export const RECEIPT_CHECK_ROUTE = '/receipt/:code';

/** The address of a receipt's public check. */
export function receiptCheckPath(code: string): string {
  return `/receipt/${encodeURIComponent(code)}`;
}

/** What tells whether a volunteer keeps one masjid's treasury: the super admin's grant and a masjid's scope. */
export type TreasuryKeeper = {
  role: string;
  keepsTreasury?: boolean;
  scope?: { level: string; id: string } | null;
} | null;

/** The masjid whose treasury this volunteer keeps (its record id); null for anyone else, admins included. */
export function keptTreasuryOf(user: TreasuryKeeper): string | null {
  if (user?.role !== 'volunteer' || !user.keepsTreasury) return null;
  return user.scope?.level === 'Mosque' ? user.scope.id : null;
}

/** What tells whether a volunteer keeps one masjid's register: the super admin's grant and a masjid's scope. */
export type RegisterKeeper = {
  role: string;
  keepsRegister?: boolean;
  scope?: { level: string; id: string } | null;
} | null;

/** The masjid whose register this volunteer keeps (its record id); null for anyone else, admins included. */
export function keptRegisterOf(user: RegisterKeeper): string | null {
  if (user?.role !== 'volunteer' || !user.keepsRegister) return null;
  return user.scope?.level === 'Mosque' ? user.scope.id : null;
}

/** The address of a family member's page; `addDetails` opens it on 'Current Details'. */
export function familyMemberPath(id: string, addDetails = false): string {
  return `${PATHS.family}/${encodeURIComponent(id)}${addDetails ? '/true' : ''}`;
}

export const ROUTES: readonly RouteEntry[] = [
  { path: PATHS.root, access: 'public', fallback: null },
  { path: PATHS.login, access: 'public', fallback: null },
  { path: PATHS.register, access: 'public', fallback: null },
  { path: PUBLIC_MASJID_ROUTE, access: 'public', fallback: null },
  { path: PATHS.nearMe, access: 'public', fallback: null },
  { path: RECEIPT_CHECK_ROUTE, access: 'public', fallback: null },
  { path: DISPLAY_ROUTE, access: 'public', fallback: null },
  { path: PATHS.adminLogin, access: 'public', fallback: null },
  { path: PATHS.adminHome, access: 'staff', fallback: PATHS.adminLogin },
  { path: PATHS.adminMembers, access: 'staff', fallback: PATHS.adminHome },
  { path: PATHS.adminMosques, access: 'admin', fallback: PATHS.adminHome },
  { path: PATHS.adminCategories, access: 'admin', fallback: PATHS.adminHome },
  { path: PATHS.adminAlerts, access: 'admin', fallback: PATHS.adminHome },
  { path: PATHS.adminVolunteers, access: 'superAdmin', fallback: PATHS.adminHome },
  { path: PATHS.adminAudit, access: 'superAdmin', fallback: PATHS.adminHome },
  { path: PATHS.adminMessages, access: 'superAdmin', fallback: PATHS.adminHome },
  { path: PATHS.adminSms, access: 'superAdmin', fallback: PATHS.adminHome },
  { path: ADMIN_TIMES_ROUTE, access: 'staff', fallback: PATHS.adminHome },
  { path: ADMIN_TREASURY_ROUTE, access: 'staff', fallback: PATHS.adminHome },
  { path: ADMIN_REGISTER_ROUTE, access: 'staff', fallback: PATHS.adminHome },
  { path: PATHS.memberHome, access: 'member', fallback: PATHS.login },
  { path: PATHS.profile, access: 'member', fallback: PATHS.login },
  { path: PATHS.mosque, access: 'member', fallback: PATHS.login },
  { path: FAMILY_ROUTE, access: 'member', fallback: PATHS.login },
  { path: PATHS.volunteers, access: 'member', fallback: PATHS.login },
  { path: PATHS.alerts, access: 'member', fallback: PATHS.login },
  { path: PATHS.giving, access: 'member', fallback: PATHS.login },
];

/** Whether the route at this path (as written in the table) lets the user in. */
export function mayOpen(path: string, user: AccessSubject): boolean {
  const route = ROUTES.find((r) => r.path === path);
  return route !== undefined && meetsAccess(route.access, user);
}

/** An admin section; `key` names its words in the web app's text catalogue ('members' → 'Members'). */
export type AdminSection = {
  path: string;
  key: 'members' | 'mosques' | 'categories' | 'volunteers' | 'alerts' | 'audit' | 'sms';
};

const SECTIONS: AdminSection[] = [
  { path: PATHS.adminMembers, key: 'members' },
  { path: PATHS.adminMosques, key: 'mosques' },
  { path: PATHS.adminCategories, key: 'categories' },
  { path: PATHS.adminVolunteers, key: 'volunteers' },
  { path: PATHS.adminAlerts, key: 'alerts' },
  { path: PATHS.adminAudit, key: 'audit' },
  { path: PATHS.adminMessages, key: 'sms' },
];

/** The sections whose route lets this user in: the cards of the admin home. */
export function adminSectionsFor(user: AccessSubject): AdminSection[] {
  return SECTIONS.filter((s) => mayOpen(s.path, user));
}

/**
 * The admin bar's links: volunteers see Members, admins Members and Alerts, super admins the spec's four
 * (Members, Masjids, Volunteers, Alerts) and then Categories, the audit log and Messages, so that every screen they
 * may open is one tap from any other. The bar offers Masjids and Categories to super admins only, though any
 * admin may open them: a plain admin reaches them from the admin home's cards.
 */
const NAV_LINKS: { key: AdminSection['key']; access: Access }[] = [
  { key: 'members', access: 'staff' },
  { key: 'mosques', access: 'superAdmin' },
  { key: 'volunteers', access: 'superAdmin' },
  { key: 'alerts', access: 'admin' },
  { key: 'categories', access: 'superAdmin' },
  { key: 'audit', access: 'superAdmin' },
  { key: 'sms', access: 'superAdmin' },
];

export function adminNavLinksFor(user: AccessSubject): AdminSection[] {
  return NAV_LINKS.filter((link) => meetsAccess(link.access, user)).map(
    (link) => SECTIONS.find((s) => s.key === link.key)!,
  );
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

/** The query parameter of /login naming where a member goes once signed in: `/login?next=%2Falerts…`. */
export const RETURN_PARAM = 'next';

const PORTAL_ORIGIN = 'https://portal.invalid';

/**
 * Where a member goes once signed in, read from the `next` of /login's address: a path of this portal to a
 * member screen of the route table, with its query (`/alerts?alert=…`), or null. Anything else is refused, so
 * that no link can send someone off the portal through its sign-in (an open redirect): another origin
 * (`//evil.example`, `https://…`), a backslash or a control character (which browsers read as a slash or drop),
 * a path outside the table, and the staff and sign-in screens.
 */
export function returnPathOf(next: string | null | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (!next || next.length > 2_000 || !next.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(next))
    return null;
  let url: URL;
  try {
    url = new URL(next, PORTAL_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PORTAL_ORIGIN || matchRoute(url.pathname)?.access !== 'member') return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in address that brings a member back to `pathAndSearch` once signed in (the home needs none). */
export function signInReturningTo(pathAndSearch: string): string {
  const back = returnPathOf(pathAndSearch);
  return back && back !== PATHS.memberHome
    ? `${PATHS.login}?${RETURN_PARAM}=${encodeURIComponent(back)}`
    : PATHS.login;
}
