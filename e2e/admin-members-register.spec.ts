import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { ageInYears, todayInIndia } from '../domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { allCardsDrawn } from './support/cards';
import { E2E } from './support/env';
import { REGISTER_HOUSEHOLD } from './support/fixtures';
import { signInStaff } from './support/staff';

/** The masjid's register in the members directory (docs/decisions/0014-masjid-register.md). */

const today = new Date(`${todayInIndia(new Date())}T12:00:00Z`);
const { head, wife } = REGISTER_HOUSEHOLD;
const CITY_VOLUNTEER = { email: 'mohammed.irfan@example.org', password: E2E.volunteer.password };

/** Types a name into the filters: inline on a wide screen, in the drawer on a phone. */
async function searchName(page: Page, info: TestInfo, name: string) {
  const phone = info.project.name !== 'desktop';
  if (phone) await page.getByRole('button', { name: 'Open Filters' }).click();
  await page.getByLabel('Name').fill(name);
  if (phone) await page.getByRole('button', { name: 'Apply Filters' }).click();
}

test('an admin sees a register household by its head, marked "From the register", with its family @phone', async ({
  page,
}, info) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/members');
  await searchName(page, info, 'Register Head');
  const card = page.getByRole('article').filter({ hasText: head.name });
  await expect(card).toBeVisible();
  await allCardsDrawn(page);
  await expect(card.getByText('From the register', { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(
    `${head.name} (about ${ageInYears(head.dob, today)} years)`,
  );
  await expect(card).toContainText('Born about 1970');
  await expect(card.getByRole('link', { name: `+91 ${head.mobile}` })).toBeVisible();
  await card.getByRole('button', { name: 'Family Members (1)' }).click();
  await expect(card.getByRole('listitem')).toHaveText(
    `${wife.name} · Wife, about ${ageInYears(wife.dob, today)} years`,
  );
  // Nothing of the card runs past a phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a register card');
});

test('a city volunteer never sees the register of a masjid in their city', async ({ page }) => {
  await signInStaff(page, CITY_VOLUNTEER);
  await page.goto('/admin/members');
  await page.getByLabel('Name').fill('Register Head');
  await expect(page.getByText('No members found')).toBeVisible();
  await expect(page.getByText('From the register')).toHaveCount(0);
});
