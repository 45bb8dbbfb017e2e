import { expect, type Page, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { hi } from '../web/i18n/locales/hi';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { E2E } from './support/env';
import { MEMBERS } from './support/fixtures';
import { holdRequests } from './support/hold';
import { expectStep } from './support/member';

// The sign-in pages come with their first step in the HTML, in the reader's language, so a phone on
// a slow network can type its number before any script has arrived; the app then takes that form over.

/** Holds every script of the app until `release` is called, as a slow network would. */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/.+\.js$/);

/** The app has drawn over the prerendered form: the inline script that came with it is gone. */
async function expectTakenOver(page: Page) {
  await expect(page.locator('#root > script')).toHaveCount(0, { timeout: 20_000 });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'hi-IN' });

  test('the member sign-in shows its first step in the reader’s language, and Continue says why it waits @phone', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page).toHaveTitle(`${hi.auth.signIn} · Anjuman`);
    await expect(page.getByRole('heading', { name: hi.auth.welcome })).toBeVisible();
    const phone = page.getByLabel(hi.auth.mobileNumber);
    await expect(phone).toBeVisible();
    await phone.fill(MEMBERS.returning.phone);
    await page.getByRole('button', { name: hi.auth.continue }).click();
    // The form went to the server, which sends the page back without reading it: nothing typed is in the address.
    await expect(page).toHaveURL(`${E2E.baseUrl}/login`);
    await expect(page.getByRole('alert').filter({ hasText: hi.common.needsJavaScript })).toBeVisible();
    await expect(page.getByLabel(hi.auth.mobileNumber)).toHaveValue('');
  });

  test('the staff sign-in is drawn in the language this device chose, right to left for Urdu', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ur', url: E2E.baseUrl }]);
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel(urAdmin.admin.email)).toBeVisible();
    await expect(page.getByLabel(ur.auth.password)).toBeVisible();
    await expect(page.getByRole('button', { name: ur.auth.login, exact: true })).toBeVisible();
  });
});

test.describe('before the scripts arrive', () => {
  test('a number typed is kept, with the focus and the caret, when the app takes over @phone', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const phone = page.getByLabel(en.auth.mobileNumber);
    await expect(phone).toBeFocused();
    await page.keyboard.type('98111');
    release();
    await expectTakenOver(page);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('98111');
    await page.keyboard.type('00001');
    await expect(phone).toHaveValue(MEMBERS.returning.phone);
    await page.getByRole('button', { name: en.auth.continue }).click();
    await expectStep(page, en.auth.login, page.getByLabel(en.auth.password));
  });

  test('Continue pressed early says it waits, and is sent once the app has arrived @phone', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel(en.auth.mobileNumber).fill(MEMBERS.returning.phone);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: en.common.pleaseWait })).toBeVisible();
    release();
    await expectStep(page, en.auth.login, page.getByLabel(en.auth.password));
  });

  test('a language chosen early shows as chosen, and the app arrives in it @phone', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const urdu = page.getByRole('button', { name: 'اردو' });
    await urdu.click();
    await expect(urdu).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
    release();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByLabel(ur.auth.mobileNumber)).toBeVisible();
    // Remembered like any choice, and told to the server: its next sign-in page comes drawn in Urdu.
    const next = await (await page.request.get('/login')).text();
    expect(next).toContain('<html lang="ur" dir="rtl">');
    expect(next).toContain(ur.auth.welcome);
  });

  test('the staff sign-in keeps the email and the password typed, and the focus in the password', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'ur', url: E2E.baseUrl }]);
    const release = await holdScripts(page);
    await page.goto('/admin/login', { waitUntil: 'commit' });
    await page.getByLabel(urAdmin.admin.email).fill('admin@example.org');
    await page.getByLabel(ur.auth.password).click();
    await page.keyboard.type('not-yet');
    release();
    await expectTakenOver(page);
    await expect(page.getByLabel(urAdmin.admin.email)).toHaveValue('admin@example.org');
    await expect(page.getByLabel(ur.auth.password)).toHaveValue('not-yet');
    await expect(page.getByLabel(ur.auth.password)).toBeFocused();
  });
});
