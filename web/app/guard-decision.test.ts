import { describe, expect, it } from 'vitest';
import type { UserData } from '../../domain/functions/shapes';
import { ROUTES } from '../../domain/routes';
import { decideGuard } from './guard-decision';

const user = (role: UserData['role'], superAdmin = false) => ({ role, superAdmin }) as UserData;
const VISITORS = {
  nobody: null,
  member: user('user'),
  volunteer: user('volunteer'),
  admin: user('admin'),
  superAdmin: user('admin', true),
} as const;

// The route table, written out independently of domain/routes.ts so a wrong entry there fails here.
const EXPECTED: Record<string, { allowed: (keyof typeof VISITORS)[]; fallback: string | null }> = {
  '/': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/login': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/register': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/masjid/:code': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/receipt/:code': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/near-me': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/display/:code': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/admin/login': { allowed: ['nobody', 'member', 'volunteer', 'admin', 'superAdmin'], fallback: null },
  '/admin': { allowed: ['volunteer', 'admin', 'superAdmin'], fallback: '/admin/login' },
  '/admin/members': { allowed: ['volunteer', 'admin', 'superAdmin'], fallback: '/admin' },
  '/admin/mosques': { allowed: ['admin', 'superAdmin'], fallback: '/admin' },
  '/admin/categories': { allowed: ['admin', 'superAdmin'], fallback: '/admin' },
  '/admin/alerts': { allowed: ['admin', 'superAdmin'], fallback: '/admin' },
  '/admin/volunteers': { allowed: ['superAdmin'], fallback: '/admin' },
  '/admin/audit': { allowed: ['superAdmin'], fallback: '/admin' },
  '/admin/messages': { allowed: ['superAdmin'], fallback: '/admin' },
  '/admin/sms': { allowed: ['superAdmin'], fallback: '/admin' },
  // Any staff may open it; the server decides whose masjid a volunteer may keep the times of.
  '/admin/times/:mosqueId?': { allowed: ['volunteer', 'admin', 'superAdmin'], fallback: '/admin' },
  '/admin/treasury/:mosqueId?': { allowed: ['volunteer', 'admin', 'superAdmin'], fallback: '/admin' },
  '/admin/register/:mosqueId?': { allowed: ['volunteer', 'admin', 'superAdmin'], fallback: '/admin' },
  '/member-dashboard': { allowed: ['member'], fallback: '/login' },
  '/profile': { allowed: ['member'], fallback: '/login' },
  '/mosque': { allowed: ['member'], fallback: '/login' },
  '/family/:familyMemberId?/:addDetails?': { allowed: ['member'], fallback: '/login' },
  '/volunteers': { allowed: ['member'], fallback: '/login' },
  '/alerts': { allowed: ['member'], fallback: '/login' },
  '/giving': { allowed: ['member'], fallback: '/login' },
};

describe('route guard over the whole route table', () => {
  it('covers exactly the routes written out here', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const route of ROUTES) {
    const expected = EXPECTED[route.path]!;
    for (const [name, visitor] of Object.entries(VISITORS)) {
      const allowed = expected.allowed.includes(name as keyof typeof VISITORS);
      it(`${route.path}: ${name} ${allowed ? 'enters' : `goes to ${expected.fallback}`}`, () => {
        const decision = decideGuard(route, { loading: false, user: visitor });
        expect(decision).toEqual(allowed ? { kind: 'render' } : { kind: 'redirect', to: expected.fallback });
      });
    }
  }

  it('shows a spinner on a guarded route while the session loads, but not on open routes', () => {
    for (const route of ROUTES) {
      const decision = decideGuard(route, { loading: true, user: null });
      expect(decision.kind, route.path).toBe(route.access === 'public' ? 'render' : 'spinner');
    }
  });

  it('refuses a super-admin route to someone with the flag but not the admin role, as the server does', () => {
    for (const path of ['/admin/volunteers', '/admin/audit', '/admin/messages', '/admin/sms']) {
      const route = ROUTES.find((r) => r.path === path)!;
      expect(decideGuard(route, { loading: false, user: user('volunteer', true) }), path).toEqual({
        kind: 'redirect',
        to: '/admin',
      });
      expect(decideGuard(route, { loading: false, user: user('user', true) }), path).toEqual({
        kind: 'redirect',
        to: '/admin',
      });
    }
  });

  it('lets a cached user through while the session revalidates', () => {
    const home = ROUTES.find((r) => r.path === '/member-dashboard')!;
    expect(decideGuard(home, { loading: true, user: user('user') })).toEqual({ kind: 'render' });
  });

  it('sends someone signed out of a member screen to sign in and back, and no one else', () => {
    const alerts = ROUTES.find((r) => r.path === '/alerts')!;
    const here = '/alerts?alert=0b6f3a52-3a8e-4f1c-9d7e-2f4b8c1d5e6a';
    expect(decideGuard(alerts, { loading: false, user: null }, here)).toEqual({
      kind: 'redirect',
      to: `/login?next=${encodeURIComponent(here)}`,
    });
    // Staff on a member screen go to the member sign-in as before, with nothing to come back to.
    expect(decideGuard(alerts, { loading: false, user: user('admin') }, here)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    const members = ROUTES.find((r) => r.path === '/admin/members')!;
    expect(decideGuard(members, { loading: false, user: null }, '/admin/members')).toEqual({
      kind: 'redirect',
      to: '/admin',
    });
  });
});
