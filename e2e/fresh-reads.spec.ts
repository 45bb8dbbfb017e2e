import { expect, type Page, test } from '@playwright/test';
import { E2E } from './support/env';
import { numberForTry, pick, registerThroughUi, toast } from './support/member';

/** Moves within the app as its links do, without loading the page again. */
async function goWithinApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Marks the loaded page, so a test can tell that nothing reloaded it since. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }));
const samePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage);

test("saving Basic Details updates the member home's greeting without a reload @phone", async ({
  page,
}, info) => {
  const member = {
    phone: numberForTry(info.project.name === 'desktop' ? '9822200011' : '9822200012', info),
    password: 'freshreads1',
    name: 'Sadia Rahman',
    dob: '12031991',
    gender: 'Female' as const,
  };
  await registerThroughUi(page, member);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sadia Rahman');
  await markPage(page);

  await goWithinApp(page, '/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Sadia Parveen Rahman');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Details updated successfully')).toBeVisible();

  await goWithinApp(page, '/member-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sadia Parveen Rahman');
  expect(await samePage(page)).toBe(true);
});

test('creating a volunteer shows it in the volunteers list at once', async ({ page }, info) => {
  const tag = `${info.retry}${Date.now() % 100_000}`.padStart(6, '0').slice(-6);
  const name = `Fresh Volunteer ${tag}`;
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E.admin.email);
  await page.getByLabel('Password').fill(E2E.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
  await page.goto('/admin/volunteers');
  await pick(page, 'Category', 'Education');
  await expect(page.getByRole('button', { name: 'New Volunteer' })).toBeVisible();
  await markPage(page);

  await page.getByRole('button', { name: 'New Volunteer' }).click();
  const form = page.getByRole('dialog', { name: 'New Volunteer: Education' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile Number').fill(`98333${tag.slice(-5)}`);
  await form.getByLabel('Email').fill(`fresh${tag}@e2e.local`);
  await form.getByLabel('Password').fill('fresh-pass-1');
  await pick(page, 'State', 'Gujarat');
  await pick(page, 'District', 'Ahmedabad');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Volunteer created successfully')).toBeVisible();

  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Category: Education');
  expect(await samePage(page)).toBe(true);
});
