import { expect, test } from '@playwright/test';
import { E2E } from './support/env';
import { READER } from './support/fixtures';
import { enterPhone } from './support/member';

test('each member screen names the tab, and the home gives it back to the portal', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Anjuman');
  await enterPhone(page, READER.phone);
  await expect(page).toHaveTitle('Login · Anjuman');
  await page.getByLabel('Password', { exact: true }).fill(READER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page).toHaveTitle('Anjuman');

  await page.goto('/profile');
  await expect(page).toHaveTitle('Profile · Anjuman');
  // The home sets no screen name of its own: the tab must not keep the profile's.
  await page.getByRole('link', { name: 'Anjuman' }).first().click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page).toHaveTitle('Anjuman');
});

test('the admin home names the tab after the role', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle(/· Anjuman$/);
  await page.getByLabel('Email').fill(E2E.admin.email);
  await page.getByLabel('Password').fill(E2E.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page).toHaveTitle('You are a Super Admin · Anjuman');
  await page.goto('/admin/volunteers');
  await expect(page).toHaveTitle('Volunteers · Anjuman');
  await page.goto('/admin');
  await expect(page).toHaveTitle('You are a Super Admin · Anjuman');
});
