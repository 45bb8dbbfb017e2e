import { expect, test } from '@playwright/test';
import { MEMBERS } from './support/fixtures';
import { enterPhone, toast, verifyByOtp } from './support/member';

const { claim } = MEMBERS;

test('a member without a password verifies by OTP, creates one, and edits their locked details', async ({
  page,
}) => {
  await page.goto('/login');
  await enterPhone(page, claim.phone);
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();

  await verifyByOtp(page, claim.phone);

  await page.getByLabel('New Password').fill('claimed1');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(page, 'Password has been set successfully')).toBeVisible();

  // Details already on file: the form starts locked with 'Edit'.
  await expect(page.getByRole('heading', { name: 'General Infomation' })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue(claim.name);
  await expect(name).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit and Add Details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit' }).click();
  // Edit only unlocks: nothing is submitted and the member stays on the form.
  await expect(name).toBeEnabled();
  await expect(page).toHaveURL(/\/login$/);
  await name.fill('Zainab Bano Khatoon');
  await page.getByRole('button', { name: 'Submit and Add Details' }).click();

  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Zainab Bano Khatoon');
});
