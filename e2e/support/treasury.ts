import { expect, type Page, type TestInfo } from '@playwright/test';
import { enAdminTreasury as en } from '../../web/i18n/locales/en-admin-treasury';
import { TREASURER, TREASURY_MASJID } from './fixtures';
import { typeDate } from './member';
import { signInStaff } from './staff';

// What the treasurer's journeys share (e2e/admin-treasury.spec.ts, e2e/admin-treasury-expenses.spec.ts): the
// way into Minara Masjid's Baitul Maal, its tabs, and the settings its first visit saves.

export const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A call with the page's session, as a script on the page could send it. */
export function callAs(page: Page, name: string, data: unknown) {
  return page.evaluate(
    async ({ name, data }) => {
      const token = localStorage.getItem('authToken');
      const res = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ data }),
      });
      return { status: res.status, body: (await res.json()) as { result?: Record<string, unknown> } };
    },
    { name, data },
  );
}

/** Opens the treasurer's Baitul Maal from the admin bar (the drawer on a phone). */
export async function openTreasury(page: Page, info: TestInfo) {
  await signInStaff(page, TREASURER);
  // On a phone, the menu's link: the drawer it opens is the only place clicked while it is open.
  if (info.project.name !== 'desktop') {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('.MuiDrawer-paper').getByRole('link', { name: en.keeperLink }).click();
  } else await page.getByRole('link', { name: en.keeperLink }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Baitul Maal of ${TREASURY_MASJID.name}` }),
  ).toBeVisible();
}

export const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Saves the treasury's settings through the form, as the first visit must before any gift. */
export async function saveSettings(page: Page) {
  await tab(page, en.tab.settings).click();
  await expect(tab(page, en.tab.settings)).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(en.settings.upiId).fill('minara@sbi');
  await page.getByLabel(en.settings.payeeName, { exact: false }).fill('Minara Masjid Trust');
  await page.getByLabel(en.settings.legalName).fill('Minara Masjid Trust, Mumbai');
  await page.getByLabel(en.settings.address).fill('Ibrahim Merchant Road, Mumbai 400003');
  // Typed in small letters, kept in capitals.
  await page.getByLabel(en.settings.pan).fill('aaatm1234q');
  await expect(page.getByLabel(en.settings.pan)).toHaveValue('AAATM1234Q');
  const has80G = page.getByRole('switch', { name: en.settings.has80G });
  if (!(await has80G.isChecked())) await has80G.click();
  await page.getByLabel(en.settings.number80G).fill('AAATM1234QF20241');
  await typeDate(page, en.settings.validFrom, '01042024');
  await typeDate(page, en.settings.validTo, '31032029');
  await page.getByLabel(en.settings.chanda, { exact: false }).fill('250');
  await page.getByRole('button', { name: en.settings.save }).click();
  await expect(page.getByRole('heading', { name: en.funds.title })).toBeVisible();
}
