import { expect, type Page } from '@playwright/test';

/** Chooses an option in one of the picker's dropdowns by its label. */
export async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

export async function enterPhone(page: Page, phone: string) {
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

export const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null') as { name: string } | null);
