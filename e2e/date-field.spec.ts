import { expect, test } from '@playwright/test';
import {
  acceptPrivacyNotice,
  numberForTry,
  registerToOtpStep,
  storedUser,
  toast,
  typeDate,
  verifyByOtp,
} from './support/member';

// Indian users write day, month, year: a date typed so is read so, shown back as the spec shows dates, and stored.
test('the Date of Birth is typed day first: 15081992 is 15 Aug 1992 @phone-only', async ({ page }, info) => {
  const phone = numberForTry('9876500032', info);
  await registerToOtpStep(page, phone);
  await verifyByOtp(page, phone);
  await acceptPrivacyNotice(page);
  await page.getByLabel('New Password').fill('secret-ruby-57');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(page, 'Password has been set successfully')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Sana Fatima');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('House Address').fill('4 Moghalpura, Hyderabad');
  const dob = page.getByRole('group', { name: 'Date of Birth' });

  // An impossible date is refused with the spec's message, and nothing is saved.
  await typeDate(page, 'Date of Birth', '31022001');
  await page.getByRole('button', { name: 'Submit and Add Details' }).click();
  await expect(page.getByText('Please enter a valid date of birth')).toBeVisible();
  await expect(page).not.toHaveURL(/member-dashboard/);

  await typeDate(page, 'Date of Birth', '15081992');
  await expect(dob).toContainText('15/08/1992');
  await expect(page.getByText('15 Aug 1992')).toBeVisible();
  await page.getByRole('button', { name: 'Submit and Add Details' }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  expect((await storedUser(page)) as { dob?: string }).toMatchObject({ dob: '1992-08-15' });
});
