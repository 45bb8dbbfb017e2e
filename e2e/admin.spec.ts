import { expect, type Page, test } from '@playwright/test';
import { E2E } from './support/env';
import { PLAIN_ADMIN } from './support/fixtures';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('staff sign-in and the admin home', () => {
  test('the guard sends signed-out visitors to the right sign-in', async ({ page }) => {
    // /admin/members and /admin/volunteers fall back to /admin, whose own guard falls back to its login.
    for (const path of ['/admin', '/admin/members', '/admin/volunteers']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
    }
    // A member screen other than the home is named in the sign-in's address, to come back to it.
    await page.goto('/member-dashboard');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login\?next=%2Fprofile$/);
  });

  test('the focus starts in Email, so the keyboard signs in without a Tab to find it', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(E2E.admin.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(E2E.admin.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
  });

  test('Email and Password are required', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter email')).toBeVisible();
    await expect(page.getByText('Please enter password')).toBeVisible();
  });

  test('a wrong password shows the spec message once, a new attempt clears it, and it does not follow onto /admin', async ({
    page,
  }) => {
    const failed = page.getByText('Invalid credentials or unauthorized access.');
    await signIn(page, E2E.admin.email, 'not-the-password');
    await expect(failed).toHaveCount(1);
    await expect(failed).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storage(page, 'authToken')).toBeNull();

    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Please enter password')).toBeVisible();
    await expect(failed).toHaveCount(0);

    await page.getByLabel('Password').fill(E2E.admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });

  test("'Login' reads 'Logging in...' while the sign-in is under way", async ({ page }) => {
    // Holds the real request back a moment so the working state can be seen.
    await page.route('**/api/signInStaff', async (route) => {
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

  test("the super admin lands on the admin home with the spec's four sections first, keeps the session, and logs out", async ({
    page,
  }) => {
    await signIn(page, E2E.admin.email, E2E.admin.password);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
    await expect(navLinks(page)).toHaveText([
      'Members',
      'Mosques',
      'Volunteers',
      'Alerts',
      'Categories',
      'Audit log',
      'Messages',
    ]);
    for (const section of ['members', 'mosques', 'volunteers', 'alerts']) {
      await expect(page.getByRole('main').locator(`a[href="/admin/${section}"]`)).toBeVisible();
    }
    expect(JSON.parse((await storage(page, 'userData')) ?? 'null')?.email).toBe(E2E.admin.email);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
    const token = await storage(page, 'authToken');

    // Signed in already: the login page sends staff straight to /admin.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: E2E.admin.email })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect([await storage(page, 'userData'), await storage(page, 'authToken')]).toEqual([null, null]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    const res = await page.request.post('/api/getSessionUser', {
      headers: { authorization: `Bearer ${token}` },
      data: { data: {} },
    });
    expect(res.status()).toBe(401);
  });

  test('an admin sees Members and Alerts in the navigation, Mosques too among the cards, but not Volunteers', async ({
    page,
  }) => {
    await signIn(page, PLAIN_ADMIN.email, PLAIN_ADMIN.password);
    await expect(page.getByRole('heading', { name: 'You are an admin' })).toBeVisible();
    await expect(navLinks(page)).toHaveText(['Members', 'Alerts']);
    await expect(page.getByRole('main').locator('a[href="/admin/mosques"]')).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/admin/categories"]')).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/admin/volunteers"]')).toHaveCount(0);
    await page.goto('/admin/volunteers');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('after repeated failures the right password still gets in: the page proves work without asking', async ({
    page,
  }) => {
    // Five wrong passwords from this address for the volunteer, straight at the API.
    for (let i = 0; i < 5; i++) {
      await page.request.post(`${E2E.baseUrl}/api/signInStaff`, {
        data: { data: { email: E2E.volunteer.email, password: `wrong-${i}` } },
      });
    }
    const asked = await page.request.post(`${E2E.baseUrl}/api/signInStaff`, {
      data: { data: { email: E2E.volunteer.email, password: E2E.volunteer.password } },
    });
    expect((await asked.json()).result).toMatchObject({ pass: false, needsBotCheck: true });
    // The sign-in page solves the proof of work on the device and signs in.
    await signIn(page, E2E.volunteer.email, E2E.volunteer.password);
    await expect(page.getByRole('heading', { name: 'You are a volunteer' })).toBeVisible();
  });

  test("a volunteer sees Members (and, as her masjid's treasurer, its Baitul Maal), and is turned away from admin and super-admin sections", async ({
    page,
  }) => {
    await signIn(page, E2E.volunteer.email, E2E.volunteer.password);
    await expect(page.getByRole('heading', { name: 'You are a volunteer' })).toBeVisible();
    // The demo's volunteer of Jama Masjid keeps its treasury and its register (server/db/seed/demo-treasury.ts,
    // demo-register.ts).
    await expect(navLinks(page)).toHaveText(['Members', 'Baitul Maal', 'Register']);
    await page.goto('/admin/volunteers');
    await expect(page).toHaveURL(/\/admin$/);
    for (const path of ['/admin/alerts', '/admin/mosques', '/admin/categories']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin$/);
    }
    // Staff are not members: member pages send them to the member sign-in.
    await page.goto('/member-dashboard');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/login$/);
  });
});
