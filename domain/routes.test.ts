import { describe, expect, it } from 'vitest';
import { adminNavLinksFor, adminSectionsFor, matchRoute } from './routes';

const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe('admin links (spec §2)', () => {
  it('show volunteers Members, admins Members and Alerts, super admins all four', () => {
    expect(labels(adminNavLinksFor({ role: 'volunteer', superAdmin: false }))).toEqual(['Members']);
    expect(labels(adminNavLinksFor({ role: 'admin', superAdmin: false }))).toEqual(['Members', 'Alerts']);
    expect(labels(adminNavLinksFor({ role: 'admin', superAdmin: true }))).toEqual([
      'Members',
      'Mosques',
      'Volunteers',
      'Alerts',
    ]);
    expect(adminNavLinksFor({ role: 'user', superAdmin: false })).toEqual([]);
    expect(adminNavLinksFor(null)).toEqual([]);
  });

  it('give home cards for every section the role may open', () => {
    expect(labels(adminSectionsFor({ role: 'volunteer', superAdmin: false }))).toEqual(['Members']);
    expect(labels(adminSectionsFor({ role: 'admin', superAdmin: false }))).toEqual([
      'Members',
      'Mosques',
      'Alerts',
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
