import { expect, type Page, test } from '@playwright/test';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { E2E } from './support/env';

async function signInAsSuperAdmin(page: Page) {
  const res = await page.request.post(`${E2E.baseUrl}/api/signInStaff`, {
    data: { data: { email: E2E.admin.email, password: E2E.admin.password } },
  });
  const { result } = (await res.json()) as { result: { token: string } };
  await page.goto('/admin/login');
  await page.evaluate((token) => localStorage.setItem('authToken', token), result.token);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
}

// The spec's four first, then every other screen a super admin may open.
const SECTIONS = ['Members', 'Mosques', 'Volunteers', 'Alerts', 'Categories', 'Audit log', 'Messages'];

test('the admin bar is one row; on a phone its sections are in a drawer that works by keyboard @phone', async ({
  page,
}, info) => {
  await signInAsSuperAdmin(page);
  const bar = page.getByRole('banner');
  const height = (await bar.boundingBox())?.height ?? 0;
  expect(height).toBeLessThanOrEqual(64);

  if (info.project.name === 'desktop') {
    const links = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    await expect(links).toHaveText(SECTIONS);
    // All in sight in the one row, none scrolled out of it.
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    await links.filter({ hasText: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    return;
  }
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  const open = page.getByRole('button', { name: 'Open navigation' });
  await open.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(drawer.getByRole('link')).toHaveText(SECTIONS);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await drawer.getByRole('link', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/\/admin\/alerts$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);

  await open.click();
  await drawer.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
});

test('in Urdu the super admin finds every section in the bar, the extra three after the four @phone', async ({
  page,
}, info) => {
  await signInAsSuperAdmin(page);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const names = ['members', 'mosques', 'volunteers', 'alerts', 'categories', 'audit', 'sms'] as const;
  const inUrdu = names.map((key) => urAdmin.admin.section[key]);
  if (info.project.name !== 'desktop')
    await page.getByRole('button', { name: ur.common.openNavigation }).click();
  const nav = page.getByRole('navigation', { name: urAdmin.admin.sections });
  await expect(nav.getByRole('link')).toHaveText(inUrdu);
  await nav.getByRole('link', { name: urAdmin.admin.section.categories }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(urAdmin.admin.section.categories);
});

test("an unknown admin page shows 'Page not found' in the admin frame, and its home is /admin @phone", async ({
  page,
}) => {
  await signInAsSuperAdmin(page);
  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Anjuman');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
});
