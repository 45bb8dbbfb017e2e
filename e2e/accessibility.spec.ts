import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectVisibleFocusRing } from './support/axe';
import { E2E } from './support/env';
import { GIVERS, MEMBERS } from './support/fixtures';
import { enterPhone, expectStep, pick } from './support/member';

/** Signs in over the API and keeps the token where the app looks for it, so each screen opens directly. */
async function signInAs(page: Page, fn: 'signInWithPassword' | 'signInStaff', data: Record<string, string>) {
  const res = await page.request.post(`${E2E.baseUrl}/api/${fn}`, { data: { data } });
  const { result } = (await res.json()) as { result: { token: string } };
  await page.goto('/login');
  await page.evaluate((token) => localStorage.setItem('authToken', token), result.token);
}

// Runs at 1280 px (desktop) and at 360 px (phone-360), with the menus' and dialogs' motion that the other
// journeys turn off (playwright.config.ts), so a screen is checked as most devices show it.
test.describe('every screen is axe-clean and shows its focus @phone', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('member sign-in steps', async ({ page }, info) => {
    await page.goto('/login');
    await expectNoSeriousA11yViolations(page, 'phone step');
    await page.keyboard.press('Tab');
    await expectVisibleFocusRing(page, 'Continue');
    await page.screenshot({ path: info.outputPath('focus-continue.png') });

    await enterPhone(page, info.project.name === 'desktop' ? '9876500101' : '9876500102');
    await expectStep(page, 'Choose Your Mosque', page.getByRole('combobox', { name: 'State', exact: true }));
    await pick(page, 'State', 'Telangana');
    await expectNoSeriousA11yViolations(page, 'masjid step');

    await page.getByRole('button', { name: /Change/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expectVisibleFocusRing(page, "'Change' (a text button)");

    await page.goto('/login');
    await enterPhone(page, MEMBERS.returning.phone);
    await expectNoSeriousA11yViolations(page, 'password step');
    await page.getByRole('button', { name: 'Forgot password? Login with OTP' }).click();
    await expectNoSeriousA11yViolations(page, 'OTP step');
  });

  test('member home and its alert sheet', async ({ page }) => {
    await signInAs(page, 'signInWithPassword', {
      phone: MEMBERS.home.phone,
      password: MEMBERS.home.password,
    });
    await page.goto('/member-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Qureshi');
    await expect(page.getByText('Loading Alerts...')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'member home');
    await page.getByText('Aadhaar and voter ID help desk').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'alert sheet');
  });

  test("'My giving' and its Give dialog", async ({ page }) => {
    await signInAs(page, 'signInWithPassword', {
      phone: GIVERS.never.phone,
      password: GIVERS.never.password,
    });
    await page.goto('/giving');
    await expect(page.getByText('You have not given through the portal yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'my giving');
    await page.getByRole('button', { name: 'Give', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    // Measured once it has faded in: axe reads a half-drawn dialog's labels as low contrast (a loaded runner).
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page, 'the Give dialog');
  });

  test('staff sign-in, admin home and page not found', async ({ page }, info) => {
    await page.goto('/admin/login');
    await expectNoSeriousA11yViolations(page, 'admin login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectNoSeriousA11yViolations(page, 'admin login with errors');

    await signInAs(page, 'signInStaff', { email: E2E.admin.email, password: E2E.admin.password });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin home');
    // From the heading, Tab reaches the first section's card: its ring is drawn whole, inside the card.
    await page.keyboard.press('Tab');
    await expectVisibleFocusRing(page, "the first section's card");
    if (info.project.name === 'desktop') {
      // On a wide screen the sections are also links in the yellow bar, in a row that scrolls sideways when
      // they do not fit: that row must not cut a focused link's ring.
      const firstLink = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link').first();
      await firstLink.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(firstLink).toBeFocused();
      await expectVisibleFocusRing(page, 'a section link in the admin bar');
    }

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'page not found');
  });
});
