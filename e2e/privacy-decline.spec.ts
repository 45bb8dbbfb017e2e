import { expect, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { NOTICE_PENDING } from './support/fixtures';
import { enterPhone, numberForTry, registerToOtpStep, verifyByOtp } from './support/member';

// Declining the privacy notice signs the member out, and the sign-in screen says what was kept and for how
// long (PRIVACY.md): a new number keeps only itself and its masjid, for 30 days from registering; a member with
// details keeps them as they were.

test('a new member who declines the notice is told that the number and the masjid are kept 30 days @phone', async ({
  page,
}, info) => {
  const phone = numberForTry(info.project.name === 'desktop' ? '9876500711' : '9876500712', info);
  await registerToOtpStep(page, phone);
  await verifyByOtp(page, phone);
  await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeFocused();
  await page.getByRole('button', { name: 'Not now, sign out' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  const kept = page.getByRole('status').filter({ hasText: 'We keep only your mobile number' });
  await expect(kept).toHaveText(en.privacy.declinedNumberAndMasjid.replace('{{days}}', '30'));
  // Read first, then the number field is the next stop.
  await expect(kept).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the sign-in after declining the notice');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile Number')).toBeFocused();

  // What was said holds: the number is kept, so it goes on from its OTP rather than registering again.
  await enterPhone(page, phone);
  await expect(kept).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();
});

test('a member with details who declines the notice before a member screen is told their details are kept, in Urdu @phone', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.reload();
  await page.getByLabel(ur.auth.mobileNumber).fill(NOTICE_PENDING.phone);
  await page.getByRole('button', { name: ur.auth.continue }).click();
  await page.getByLabel(ur.auth.password, { exact: true }).fill(NOTICE_PENDING.password);
  await page.getByRole('button', { name: ur.auth.login, exact: true }).click();
  await expect(page.getByRole('heading', { name: ur.privacy.title })).toBeFocused();

  // The notice in front of a member screen, opened straight.
  await page.goto('/member-dashboard');
  await expect(page.getByRole('heading', { name: ur.privacy.title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: ur.privacy.notNow }).click();

  await expect(page).toHaveURL(/\/login$/);
  const kept = page.getByRole('status').filter({ hasText: ur.privacy.declinedDetails });
  await expect(kept).toBeVisible();
  await expect(kept).toBeFocused();
  await expect(page.getByLabel(ur.auth.mobileNumber)).toBeVisible();
});
