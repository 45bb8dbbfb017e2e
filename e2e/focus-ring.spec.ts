import { expect, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { E2E } from './support/env';
import { PLAIN_ADMIN } from './support/fixtures';
import { expectFieldFocusRing } from './support/layout';
import { signInStaff } from './support/staff';

// A focused field's ring goes round its floating label, as its outline does, never through it.

test('the focus ring leaves the floating label whole: Mobile Number, Email * and, in Urdu, عنوان @phone', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  // Once the app has taken the prerendered form over, which draws the ring.
  await expect(page.locator('#root > script')).toHaveCount(0, { timeout: 20_000 });
  await page.getByLabel(en.auth.mobileNumber).click();
  await expectFieldFocusRing(page, 'Mobile Number');

  await signInStaff(page, E2E.admin);
  await page.goto('/admin/volunteers');
  await page.getByRole('button', { name: 'New Admin' }).click();
  const email = page.getByRole('dialog').getByRole('textbox', { name: 'Email' });
  await email.click();
  await expect(email).toBeFocused();
  await expectFieldFocusRing(page, 'Email *');

  // Right to left: the label, and the gap for it, on the right.
  const urdu = await browser.newContext({ viewport: page.viewportSize(), baseURL: E2E.baseUrl });
  const admin = await urdu.newPage();
  await signInStaff(admin, PLAIN_ADMIN);
  await admin.getByRole('button', { name: /Account menu/ }).click();
  await admin.getByRole('menuitem', { name: 'اردو' }).click();
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  await admin.goto('/admin/alerts');
  await admin.getByRole('button', { name: urAdmin.adminAlerts.newAlert }).click();
  const title = admin.getByRole('dialog').getByLabel(urAdmin.adminAlerts.title);
  await expect(title).toBeFocused();
  await expectFieldFocusRing(admin, urAdmin.adminAlerts.title);
  await urdu.close();
});
