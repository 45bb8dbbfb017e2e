import { expect, type Page } from '@playwright/test';

/**
 * Signs a staff account in through /admin/login and waits for the admin home: the session is stored only
 * when the sign-in answers, and navigating away earlier would cancel it.
 */
export async function signInStaff(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}
