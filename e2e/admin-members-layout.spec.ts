import { expect, type Locator, type Page, test } from '@playwright/test';
import { enAdmin } from '../web/i18n/locales/en-admin';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { pick } from './support/member';
import { signInStaff } from './support/staff';

/** The members directory's overview, grid and filter chips. */

const inUrdu = async (page: Page) => {
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.goto('/admin/members');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
};

/** Whether each label is on the screen whole: visible, inside the window, and not cut by an ellipsis. */
async function expectWhole(labels: Locator) {
  for (const label of await labels.all()) {
    await expect(label).toBeVisible();
    await expect(label).not.toHaveText('');
    const { cut, inside } = await label.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        // Across only: Nastaliq's tall letters may reach past the line's height without being cut.
        cut: el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis',
        inside: box.left >= 0 && box.right <= window.innerWidth,
      };
    });
    expect({ cut, inside }).toEqual({ cut: false, inside: true });
  }
}

test('every bar of the overview is named in Urdu, long masjid names whole @phone', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await inUrdu(page);
  await page.getByRole('button', { name: urAdmin.adminMembers.overview }).click();
  const figure = (name: string) => page.getByRole('figure', { name });
  const byMosque = figure(urAdmin.adminMembers.byMosque);
  const byCategory = figure(urAdmin.adminMembers.byCategory);
  const byAge = figure(urAdmin.adminMembers.byAge);
  await expect(byMosque.getByRole('listitem')).toHaveCount(10);

  for (const chart of [byMosque, byCategory, byAge]) {
    const bars = chart.getByRole('listitem');
    // One label for every bar, each whole.
    await expect(chart.locator('[data-bar-label]')).toHaveCount(await bars.count());
    await expectWhole(chart.locator('[data-bar-label]'));
  }
  // The demo's categories and age bands (how many depends on who the other journeys added).
  expect(await byCategory.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  expect(await byAge.getByRole('listitem').count()).toBeGreaterThanOrEqual(4);
  // The 'Not given' gender is named in the legend and on every band.
  await expect(byAge.getByText(urAdmin.adminMembers.genderUnknown, { exact: true })).toBeVisible();
  for (const band of await byAge.getByRole('listitem').all())
    await expect(band).toContainText(urAdmin.adminMembers.genderUnknown);
  // Long masjid names are among the ten (which ones depends on ties at the tenth place), and whole.
  const names = await byMosque.locator('[data-bar-label]').allTextContents();
  expect(Math.max(...names.map((n) => n.length))).toBeGreaterThanOrEqual(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'members overview in Urdu');
});

test('the members grid: 1 column below 900 px, 2 from 900, 3 from 1200', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/members');
  const cards = page.getByRole('article');
  await expect(cards.nth(3)).toBeVisible();
  const columns = async () => {
    const lefts = await cards.evaluateAll((all) =>
      all.slice(0, 6).map((card) => Math.round(card.getBoundingClientRect().left)),
    );
    return new Set(lefts).size;
  };
  for (const [width, expected] of [
    [599, 1],
    [700, 1],
    [899, 1],
    [900, 2],
    [1000, 2],
    [1199, 2],
    [1200, 3],
    [1400, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(columns, { message: `${width} px` }).toBe(expected);
  }
});

test('on a phone the filters in use show as chips, each cleared by keyboard @phone-only', async ({
  page,
}) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/members');
  await expect(page.getByRole('article').first()).toBeVisible();
  const chips = page.getByRole('list', { name: enAdmin.adminMembers.activeFilters });
  await expect(chips).toHaveCount(0);

  await page.getByRole('button', { name: 'Open Filters' }).click();
  await pick(page, 'Gender', 'Female');
  await page.getByLabel('Age').fill('30');
  await pick(page, 'Category', /^Working$/);
  await page.getByRole('button', { name: 'Apply Filters' }).click();

  const gender = chips.getByRole('button', { name: 'Remove the filter Gender: Female' });
  const age = chips.getByRole('button', { name: 'Remove the filter Age: 30' });
  const category = chips.getByRole('button', { name: 'Remove the filter Category: Working' });
  for (const chip of [gender, age, category]) await expect(chip).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'members list, filter chips');

  // Delete on a chip clears its filter; the focus moves to the chip that takes its place.
  await gender.focus();
  await page.keyboard.press('Delete');
  await expect(page).not.toHaveURL(/gender=/);
  await expect(gender).toHaveCount(0);
  await expect(age).toBeFocused();
  // Enter clears it too.
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/age=/);
  await expect(category).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(page).not.toHaveURL(/category=/);
  await expect(chips).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open Filters' })).toBeFocused();
  // The drawer shows what the list is filtered by: nothing.
  await page.getByRole('button', { name: 'Open Filters' }).click();
  await expect(page.getByLabel('Age')).toHaveValue('');
});

test.describe('without the service worker, whose fetches page.route cannot see', () => {
  test.use({ serviceWorkers: 'block' });

  test('filters whose code could not be fetched say so, and Try again opens them @phone-only', async ({
    page,
  }) => {
    // The drawer's chunks fail to arrive (the network went, or a deploy replaced them) until the route is lifted.
    const lazyParts = /\/assets\/(filters-sheet|member-filter-fields)-[^/]+\.js$/;
    await page.route(lazyParts, (route) => route.abort('internetdisconnected'));
    await signInStaff(page, E2E.admin);
    await page.goto('/admin/members');
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.getByRole('button', { name: 'Open Filters' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Some error occured. Try again later' });
    await expect(failed).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute(lazyParts);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await expect(page.getByLabel('Age')).toBeVisible();
  });
});
