import { expect, type Page, test } from '@playwright/test';
import { E2E } from './support/env';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');

test.describe('staff sign-in and the admin home', () => {
  test('the guard sends a signed-out visitor from /admin to /admin/login, and member pages to /login', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/volunteers');
    await expect(page).toHaveURL(/\/admin$|\/admin\/login$/);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Email and Password are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter email')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
  });

  test('a wrong password shows the spec message and stays on the login', async ({ page }) => {
    await signIn(page, E2E.admin.email, 'not-the-password');
    await expect(page.getByText('Invalid credentials or unauthorized access.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("'Login' reads 'Logging in...' while the sign-in is under way", async ({ page }) => {
    await page.route('**/api/adminLogin', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(E2E.admin.email);
    await page.getByLabel('Password').fill(E2E.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
  });

  test('the super admin lands on the admin home with all four sections, and Logout returns to the login', async ({
    page,
  }) => {
    await signIn(page, E2E.admin.email, E2E.admin.password);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
    await expect(navLinks(page)).toHaveText(['Members', 'Mosques', 'Volunteers', 'Alerts']);
    for (const section of ['members', 'mosques', 'volunteers', 'alerts']) {
      await expect(page.getByRole('main').locator(`a[href="/admin/${section}"]`)).toBeVisible();
    }
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null')?.email)).toBe(
      E2E.admin.email,
    );

    // Signed in already: the login page sends staff straight to /admin.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: E2E.admin.email })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('userData'), localStorage.getItem('authToken')]),
    ).toEqual([null, null]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a volunteer sees only Members and is turned away from super-admin and admin sections', async ({
    page,
  }) => {
    await signIn(page, E2E.volunteer.email, E2E.volunteer.password);
    await expect(page.getByRole('heading', { name: 'You are a volunteer' })).toBeVisible();
    await expect(navLinks(page)).toHaveText(['Members']);
    await page.goto('/admin/volunteers');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/admin/alerts');
    await expect(page).toHaveURL(/\/admin$/);
    // Staff are not members: member pages send them to the member sign-in.
    await page.goto('/member-dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });
});
