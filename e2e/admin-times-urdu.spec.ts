import { expect, test } from '@playwright/test';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PLAIN_ADMIN } from './support/fixtures';

test.use({ locale: 'ur' });

test("the committee's times read right to left in Urdu at 360 px, the preview in Urdu's times @phone-only", async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel(urAdmin.admin.email).fill(PLAIN_ADMIN.email);
  await page.getByLabel(ur.auth.password).fill(PLAIN_ADMIN.password);
  await page.getByRole('button', { name: ur.auth.login }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto(`/admin/mosques?q=${encodeURIComponent('Haji Ali Dargah Masjid')}`);
  await page
    .getByRole('link', { name: urAdmin.adminTimes.openNamed.replace('{{name}}', 'Haji Ali Dargah Masjid') })
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: urAdmin.adminTimes.jamaat, exact: true }).click();
  await expect(page.getByRole('group', { name: `${ur.prayerTimes.prayers.isha} کی جماعت` })).toBeVisible();
  // Urdu writes a time with its part of the day after it: 'شام' in the evening, 'رات' at night.
  const preview = page.getByRole('region', { name: /اراکین یہ دیکھیں گے/ });
  await expect(preview.getByRole('row', { name: new RegExp(ur.prayerTimes.prayers.isha) })).toContainText(
    /\d:\d\d (شام|رات)/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the times screen in Urdu');
});
