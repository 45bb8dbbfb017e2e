import { describe, expect, it } from 'vitest';
import { adminNavLinksFor, adminSectionsFor, matchRoute } from './routes';

const labels = (links: { key: string }[]) => links.map((l) => l.key);

describe('admin links', () => {
  it('show volunteers Members, admins Members and Alerts, super admins all four', () => {
    expect(labels(adminNavLinksFor({ role: 'volunteer', superAdmin: false }))).toEqual(['members']);
    expect(labels(adminNavLinksFor({ role: 'admin', superAdmin: false }))).toEqual(['members', 'alerts']);
    expect(labels(adminNavLinksFor({ role: 'admin', superAdmin: true }))).toEqual([
      'members',
      'mosques',
      'volunteers',
      'alerts',
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
    ]);
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
