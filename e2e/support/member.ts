import { expect, type Page } from '@playwright/test';
import { smsCount, waitForSms } from './sms';

/** Chooses an option in one of the picker's dropdowns by its label. */
export async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  // The menu fades out after it closes; until it has left the page its fading items would be read as low contrast.
  await expect(page.locator('.MuiMenu-paper')).toHaveCount(0);
}

export async function enterPhone(page: Page, phone: string) {
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The visible toast (screen readers hear it from the live regions beside it). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

export const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null') as { name: string } | null);

/** Sends an OTP from the open OTP step, reads it from the SMS inbox and verifies it. */
export async function verifyByOtp(page: Page, phone: string) {
  const before = await smsCount(`+91${phone}`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const sms = await waitForSms(`+91${phone}`, before);
  await page.getByLabel('OTP').fill(sms.code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toast(page, 'Mobile verification successful')).toBeVisible();
}

/** Types a date, day first, into a dd/mm/yyyy date field: its day section first, then the digits. */
export async function typeDate(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}
