import { expect, type Locator, type Page, test } from '@playwright/test';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { allCardsDrawn } from './support/cards';
import { E2E } from './support/env';
import { signInStaff } from './support/staff';

/**
 * How far the first button of each row of a card's buttons starts from where the first row's does, on the
 * reading side (the left, or the right on a right-to-left page): 0 when every row is flush. Also how many
 * rows the card has.
 */
async function rowStarts(actions: Locator) {
  return actions.evaluate((box) => {
    const rtl = getComputedStyle(box).direction === 'rtl';
    const buttons = [...box.children].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0);
    const rows = new Map<number, DOMRect>();
    for (const r of buttons) if (!rows.has(Math.round(r.top))) rows.set(Math.round(r.top), r);
    const starts = [...rows.values()].map((r) => (rtl ? -r.right : r.left));
    return { rows: rows.size, offsets: starts.map((s) => Math.round(s - starts[0]!)) };
  });
}

async function expectFlushRows(page: Page) {
  await expect(page.getByRole('article').first()).toBeVisible();
  await allCardsDrawn(page);
  let wrapped = 0;
  for (const card of await page.getByRole('article').all()) {
    const { rows, offsets } = await rowStarts(card.locator('.MuiCardActions-root'));
    if (rows > 1) wrapped += 1;
    expect(offsets, 'every row of buttons starts where the first does').toEqual(offsets.map(() => 0));
  }
  // The super admin's seeded alerts (Check Link, Edit, Share on WhatsApp, End now) wrap at both widths.
  expect(wrapped).toBeGreaterThan(0);
}

test("an alert card's second row of buttons starts where the first does @phone", async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  await expectFlushRows(page);
});

test.describe('in Urdu', () => {
  test.use({ locale: 'ur' });

  test("an alert card's second row of buttons starts on the right, where the first does @phone", async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel(urAdmin.admin.email).fill(E2E.admin.email);
    await page.getByLabel(ur.auth.password).fill(E2E.admin.password);
    await page.getByRole('button', { name: ur.auth.login }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.goto('/admin/alerts');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectFlushRows(page);
  });
});
