import { expect, test } from '@playwright/test';
import { E2E } from './support/env';
import { MEMBERS } from './support/fixtures';
import { enterPhone, expectStep, storedUser, toast, verifyByOtp } from './support/member';

const { returning, suspended, home } = MEMBERS;

async function passwordLogin(page: import('@playwright/test').Page, phone: string, password: string) {
  await page.goto('/login');
  await enterPhone(page, phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe
  .serial('a returning member', () => {
    test('is refused with a warning and no token for a wrong password', async ({ page }) => {
      await page.goto('/login');
      await enterPhone(page, returning.phone);
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Please enter password')).toBeVisible();
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByTestId('toast')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    });

    test('recovers a forgotten password through OTP, which ends other sessions and retires the old password', async ({
      page,
      browser,
    }) => {
      // A second device signed in with the old password.
      const other = await browser.newContext();
      const otherPage = await other.newPage();
      await passwordLogin(otherPage, returning.phone, returning.password);
      await expect(otherPage).toHaveURL(/\/member-dashboard$/);

      await page.goto('/login');
      await enterPhone(page, returning.phone);
      await page.getByRole('button', { name: 'Forgot password? Login with OTP' }).click();
      // The member may switch back to the password path and forth again.
      await page.getByRole('button', { name: 'Login with password' }).click();
      await expect(page.getByLabel('Password')).toBeVisible();
      await page.getByRole('button', { name: 'Forgot password? Login with OTP' }).click();

      await verifyByOtp(page, returning.phone);
      // The number is verified: the step is now 'Update Password', with no offer to change the number.
      await expectStep(page, 'Update Password', page.getByLabel('New Password'));
      await expect(page.getByRole('button', { name: /Change/ })).toHaveCount(0);
      await page.getByLabel('New Password').fill('newpass99');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page).toHaveURL(/\/member-dashboard$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(returning.name);

      // Straight after a logout, forgot password again. The logout forgot every key naming the number, so the page offers a send; the server's 60 s cooldown still runs, and its refusal brings the
      // wait back, which the page then counts down.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('otpAllowance'))),
      ).toEqual([]);
      await enterPhone(page, returning.phone);
      await page.getByRole('button', { name: 'Forgot password? Login with OTP' }).click();
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(
        toast(page, /Can not send OTP: Please wait \d+ seconds? before requesting another OTP/),
      ).toBeVisible();
      await expect(page.getByText(/^Resend OTP in \d+ seconds?$/)).toBeVisible();

      // The other device's session has ended: its next call is refused and it is sent to sign in.
      await otherPage.reload();
      await expect(otherPage).toHaveURL(/\/login$/);
      await expect(toast(otherPage, 'Your session has ended. Please sign in again.')).toBeVisible();
      await other.close();

      const fresh = await browser.newContext();
      const freshPage = await fresh.newPage();
      await passwordLogin(freshPage, returning.phone, returning.password);
      await expect(freshPage).toHaveURL(/\/login$/);
      await expect(freshPage.getByTestId('toast')).toBeVisible();
      await passwordLogin(freshPage, returning.phone, 'newpass99');
      await expect(freshPage).toHaveURL(/\/member-dashboard$/);
      await fresh.close();
    });
  });

test('signs in by keyboard alone: after Continue the focus is in Password, and the step is announced', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await page.keyboard.type(home.phone);
  await page.keyboard.press('Enter');
  await expectStep(page, 'Login', page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(home.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/member-dashboard$/);
});

test('uses the home screen: alerts in a bottom sheet, links, user menu, and Logout clears the cache @phone', async ({
  page,
}) => {
  await passwordLogin(page, home.phone, home.password);
  await expect(page).toHaveURL(/\/member-dashboard$/);
  for (const [name, href] of [
    ['My Family', '/family/'],
    ['My Volunteer', '/volunteers/'],
    ['My Masjid', '/mosque/'],
    ['My Profile', '/profile/'],
    ['View All Alerts', '/alerts'],
  ] as const) {
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute('href', href);
  }
  // The newest alert, whichever an earlier journey published: its title opens in the sheet.
  const newest = page.getByRole('region', { name: 'Recent Alerts' }).locator('.title').first();
  const title = (await newest.textContent())!;
  await newest.click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByText(title, { exact: true })).toBeVisible();
  await expect(sheet.getByText(/It will expire on/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  await page.evaluate(() => {
    localStorage.setItem('volunteers', '[]');
    localStorage.setItem('membersListx', '[]');
  });
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Qureshi');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() =>
      ['userData', 'volunteers', 'membersListx', 'authToken'].map((k) => localStorage.getItem(k)),
    ),
  ).toEqual([null, null, null, null]);
  expect(await storedUser(page)).toBeNull();
  // The token is revoked on the server too.
  const res = await page.request.post(`${E2E.baseUrl}/api/getSessionUser`, {
    headers: { authorization: `Bearer ${token}` },
    data: { data: {} },
  });
  expect(res.status()).toBe(401);
});

test('a suspended member is told so and cannot sign in', async ({ page }) => {
  await page.goto('/login');
  await enterPhone(page, suspended.phone);
  await expect(toast(page, 'Your account has been suspended!')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
  const res = await page.request.post(`${E2E.baseUrl}/api/signInWithPassword`, {
    data: { data: { phone: suspended.phone, password: suspended.password } },
  });
  expect((await res.json()).result).toMatchObject({
    pass: false,
    message: 'Your account has been suspended!',
  });
});
