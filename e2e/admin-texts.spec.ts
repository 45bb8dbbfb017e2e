import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import type { Language } from '../domain/languages';
import { enAdmin } from '../web/i18n/locales/en-admin';
import { hi } from '../web/i18n/locales/hi';
import { hiAdmin } from '../web/i18n/locales/hi-admin';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { E2E } from './support/env';
import { MEMBERS } from './support/fixtures';
import { signInMember } from './support/member';
import { signInStaff } from './support/staff';

// The service worker precaches every chunk in the background, the admin texts too; what is measured here is
// what the pages themselves ask for.
test.use({ serviceWorkers: 'block' });

type Manifest = Record<string, { file: string }>;
const manifest = JSON.parse(
  readFileSync(new URL('../dist/web/.vite/manifest.json', import.meta.url), 'utf8'),
) as Manifest;

/** The built file of each language's admin texts, as the browser asks for it. */
const ADMIN_TEXTS = Object.fromEntries(
  (['en', 'hi', 'ur'] as const).map((language) => {
    const chunk = manifest[`i18n/locales/${language}-admin.ts`];
    if (!chunk) throw new Error(`No chunk of the ${language} admin texts in the build`);
    return [language, `/${chunk.file}`];
  }),
) as Record<Language, string>;

/** The admin texts the page has fetched so far, by language, in order. */
function adminTextsFetched(page: Page): Language[] {
  const fetched: Language[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const language = (Object.keys(ADMIN_TEXTS) as Language[]).find((l) => ADMIN_TEXTS[l] === path);
    if (language) fetched.push(language);
  });
  return fetched;
}

async function chooseFromAccountMenu(page: Page, menuName: RegExp, language: 'हिन्दी' | 'اردو') {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('a member signs in, opens their screens and changes language, never fetching the admin texts', async ({
  page,
}) => {
  const fetched = adminTextsFetched(page);
  await signInMember(page, MEMBERS.home);
  await chooseFromAccountMenu(page, /Account menu/, 'हिन्दी');
  await expect(page.getByRole('heading', { name: hi.member.recentAlerts })).toBeVisible();
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { name: hi.member.alerts, level: 1 })).toBeVisible();
  await chooseFromAccountMenu(page, new RegExp(hi.common.accountMenu), 'اردو');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ur.member.alerts, level: 1 })).toBeVisible();
  expect(fetched).toEqual([]);
});

test('the admin area shows its texts in Hindi and Urdu after the language is changed there', async ({
  page,
}) => {
  const fetched = adminTextsFetched(page);
  await signInStaff(page, E2E.admin);
  const members = (name: string) => page.getByRole('heading', { name, exact: true });
  await expect(members(enAdmin.admin.section.members)).toBeVisible();
  expect(fetched).toEqual(['en']);

  await chooseFromAccountMenu(page, /Account menu/, 'हिन्दी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(members(hiAdmin.admin.section.members)).toBeVisible();
  await expect(page.getByText(hiAdmin.admin.sectionText.members)).toBeVisible();
  await expect(page.getByRole('navigation', { name: hiAdmin.admin.sections })).toBeAttached();

  await chooseFromAccountMenu(page, new RegExp(hi.common.accountMenu), 'اردو');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(members(urAdmin.admin.section.members)).toBeVisible();
  await expect(page.getByText(urAdmin.admin.sectionText.members)).toBeVisible();
  expect(fetched).toEqual(['en', 'hi', 'ur']);

  // Opened afresh in Urdu, the admin area fetches the Urdu admin texts alone, and waits for them.
  fetched.length = 0;
  await page.goto('/admin/mosques');
  await expect(page.getByRole('navigation', { name: urAdmin.admin.sections })).toBeAttached();
  await expect(page.getByRole('heading', { name: urAdmin.admin.section.mosques, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: urAdmin.adminPlaces.locationTrail })).toBeVisible();
  expect(fetched).toEqual(['ur']);
});
