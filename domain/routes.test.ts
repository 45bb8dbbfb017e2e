import { describe, expect, it } from 'vitest';
import {
  ADMIN_TIMES_ROUTE,
  adminNavLinksFor,
  adminSectionsFor,
  adminTimesPath,
  keptMosqueOf,
  matchRoute,
  mayOpen,
  PATHS,
  returnPathOf,
  signInReturningTo,
} from './routes';

const labels = (links: { key: string }[]) => links.map((l) => l.key);

describe('admin links', () => {
  it("show volunteers Members, admins Members and Alerts, super admins the spec's four first, then every other section", () => {
    expect(labels(adminNavLinksFor({ role: 'volunteer', superAdmin: false }))).toEqual(['members']);
    expect(labels(adminNavLinksFor({ role: 'admin', superAdmin: false }))).toEqual(['members', 'alerts']);
    expect(labels(adminNavLinksFor({ role: 'admin', superAdmin: true }))).toEqual([
      'members',
      'mosques',
      'volunteers',
      'alerts',
      'categories',
      'audit',
      'sms',
    ]);
    expect(adminNavLinksFor({ role: 'user', superAdmin: false })).toEqual([]);
    expect(adminNavLinksFor(null)).toEqual([]);
  });

  it('give home cards for every section the role may open', () => {
    expect(labels(adminSectionsFor({ role: 'volunteer', superAdmin: false }))).toEqual(['members']);
    expect(labels(adminSectionsFor({ role: 'admin', superAdmin: false }))).toEqual([
      'members',
      'mosques',
      'categories',
      'alerts',
    ]);
    expect(labels(adminSectionsFor({ role: 'admin', superAdmin: true }))).toEqual([
      'members',
      'mosques',
      'categories',
      'volunteers',
      'alerts',
      'audit',
      'sms',
    ]);
  });
});

describe('a super-admin flag without the admin role', () => {
  const flagged = { role: 'volunteer', superAdmin: true } as const;

  it('opens no super-admin screen, as the server answers no super-admin call', () => {
    expect(mayOpen(PATHS.adminVolunteers, flagged)).toBe(false);
    expect(mayOpen(PATHS.adminAudit, flagged)).toBe(false);
    expect(mayOpen(PATHS.adminSms, flagged)).toBe(false);
    expect(mayOpen(PATHS.adminMembers, flagged)).toBe(true);
  });

  it("gives a volunteer's links and cards only", () => {
    expect(labels(adminNavLinksFor(flagged))).toEqual(['members']);
    expect(labels(adminSectionsFor(flagged))).toEqual(['members']);
    expect(adminNavLinksFor({ role: 'user', superAdmin: true })).toEqual([]);
  });
});

describe('mayOpen', () => {
  it("judges a path by its route's access, and opens no path the table lacks", () => {
    expect(mayOpen(PATHS.adminHome, { role: 'volunteer', superAdmin: false })).toBe(true);
    expect(mayOpen(PATHS.adminHome, { role: 'user', superAdmin: false })).toBe(false);
    expect(mayOpen(PATHS.adminHome, null)).toBe(false);
    expect(mayOpen(PATHS.login, null)).toBe(true);
    expect(mayOpen('/admin/nowhere', { role: 'admin', superAdmin: true })).toBe(false);
  });
});

describe('matchRoute', () => {
  it('matches spec paths with optional segments and trailing slashes', () => {
    expect(matchRoute('/')?.path).toBe('/');
    expect(matchRoute('/family')?.path).toBe('/family/:familyMemberId?/:addDetails?');
    expect(matchRoute('/family/abc/true')?.path).toBe('/family/:familyMemberId?/:addDetails?');
    expect(matchRoute('/volunteers/')?.path).toBe('/volunteers');
    expect(matchRoute('/admin/')?.path).toBe('/admin');
    expect(matchRoute('/admin/login')?.path).toBe('/admin/login');
    expect(matchRoute('/family/a/b/c')).toBeNull();
    expect(matchRoute('/wp-login.php')).toBeNull();
  });
});

describe('the return after sign-in', () => {
  it('keeps a member screen of this portal, with its query', () => {
    const alertId = '0b6f3a52-3a8e-4f1c-9d7e-2f4b8c1d5e6a';
    expect(returnPathOf(`/alerts?alert=${alertId}`)).toBe(`/alerts?alert=${alertId}`);
    expect(returnPathOf('/family/abc/true')).toBe('/family/abc/true');
    expect(returnPathOf('/profile?tab=privacy#top')).toBe('/profile?tab=privacy');
  });

  it('refuses every other place: another origin, a disguised one, staff and sign-in screens, nonsense', () => {
    for (const next of [
      null,
      '',
      'alerts',
      'https://evil.example/alerts',
      '//evil.example/alerts',
      '/\\evil.example/alerts',
      '/\t/evil.example/alerts',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      '/login',
      '/register',
      '/admin/members',
      '/nowhere',
      `/alerts?${'x'.repeat(3000)}`,
    ])
      expect(returnPathOf(next), String(next)).toBeNull();
  });

  it('asks the sign-in to come back, but not to the home, where it goes anyway', () => {
    expect(signInReturningTo('/alerts?alert=a1')).toBe('/login?next=%2Falerts%3Falert%3Da1');
    expect(signInReturningTo(PATHS.memberHome)).toBe('/login');
    expect(signInReturningTo('//evil.example')).toBe('/login');
  });
});

describe("a masjid's jamaat times", () => {
  it('open for staff, the server deciding which masjid; a keeper goes straight to their own', () => {
    expect(matchRoute('/admin/times')?.path).toBe(ADMIN_TIMES_ROUTE);
    expect(matchRoute(adminTimesPath('a1b2'))?.path).toBe(ADMIN_TIMES_ROUTE);
    expect(mayOpen(ADMIN_TIMES_ROUTE, { role: 'volunteer', superAdmin: false })).toBe(true);
    expect(mayOpen(ADMIN_TIMES_ROUTE, { role: 'user', superAdmin: false })).toBe(false);
    const scope = { level: 'Mosque', id: 'm1' };
    expect(keptMosqueOf({ role: 'volunteer', keepsMosqueTimes: true, scope })).toBe('m1');
    expect(keptMosqueOf({ role: 'volunteer', keepsMosqueTimes: false, scope })).toBe(null);
    expect(
      keptMosqueOf({ role: 'volunteer', keepsMosqueTimes: true, scope: { level: 'Area', id: 'l1' } }),
    ).toBe(null);
    expect(keptMosqueOf({ role: 'admin', keepsMosqueTimes: true, scope })).toBe(null);
  });
});
