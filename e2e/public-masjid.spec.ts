import { type APIRequestContext, expect, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';

const JAMA = 'DL-JM-001';
const words = en.publicMasjid;

async function api<T>(request: APIRequestContext, fn: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(`${E2E.baseUrl}/api/${fn}`, {
    data: { data },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${fn}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const { token } = await api<{ token: string }>(request, 'signInStaff', {
    email: E2E.admin.email,
    password: E2E.admin.password,
  });
  return token;
}

async function mosqueIdOf(request: APIRequestContext, code: string): Promise<string> {
  const rules = await api<{ mosque: { id: string } }>(request, 'getMosqueTimesRules', { code });
  return rules.mosque.id;
}

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("reads a masjid's times from its public page @phone", async ({ page }) => {
    const res = await page.goto(`/masjid/${JAMA}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Jama Masjid' })).toBeVisible();
    await expect(page.getByRole('heading', { name: words.timesHeading })).toBeVisible();
    const today = page.getByRole('table').first();
    for (const prayer of ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha']) {
      await expect(today.getByRole('row', { name: new RegExp(prayer) }).first()).toContainText(
        /\d{1,2}:\d{2} (am|pm)/,
      );
    }
    await expect(page.getByRole('heading', { name: words.weekHeading })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(words.mapLink) })).toHaveAttribute(
      'href',
      /google\.com\/maps.*28\.6507,77\.2334/,
    );
    // Without a script the near-me button stays hidden (a <noscript> says why: Playwright's switch stops the
    // scripts but still parses the page as a scripting browser, so that note is not drawn here).
    await expect(page.getByRole('button', { name: words.nearMeButton })).toBeHidden();
    // Nothing is cut off or wider than a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the public page in Urdu reads right to left, and has no serious accessibility issue @phone', async ({
  page,
}) => {
  await page.goto(`/masjid/${JAMA}?lang=ur`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ur.publicMasjid.timesHeading })).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText(ur.prayerTimes.prayers.fajr);
  await expectNoSeriousA11yViolations(page, 'the public masjid page in Urdu');
  // The language switch goes back to English.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoSeriousA11yViolations(page, 'the public masjid page');
});

test('an unknown masjid is a 404 page in the reader’s language @phone', async ({ page }) => {
  const res = await page.goto('/masjid/NO-SUCH-MASJID?lang=hi');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'मस्जिद नहीं मिली' })).toBeVisible();
});

test.describe('masjids near me', () => {
  test.use({ geolocation: { latitude: 28.6512, longitude: 77.2321 }, permissions: ['geolocation'] });

  test('lists the nearest masjids first, each with its distance and next jamaat @phone', async ({ page }) => {
    await page.goto('/near-me');
    await page.getByRole('button', { name: words.nearMeButton }).click();
    const list = page.getByRole('list', { name: words.nearMeResults });
    await expect(list).toBeVisible();
    const items = list.getByRole('listitem');
    await expect(items.first()).toContainText('Jama Masjid');
    await expect(items.first()).toContainText(/\d+\.\d km away/);
    await expect(items.first()).toContainText(/Next jamaat: \w+/);
    await expect(items.nth(1)).toContainText('Fatehpuri');
    await expectNoSeriousA11yViolations(page, 'the masjids near me');
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/masjid/${JAMA}$`));
  });
});

test.describe("the masjid's TV", () => {
  test('with a valid key shows the clock, the times and an alert; once revoked, nothing of the masjid', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const mosqueId = await mosqueIdOf(request, JAMA);
    const made = await api<{ pass: boolean; path: string }>(
      request,
      'addDisplayKey',
      { mosqueId, label: 'Hall TV (e2e)' },
      token,
    );
    expect(made.pass).toBe(true);
    await page.goto(made.path);
    await expect(page.getByTestId('display-clock')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Jama Masjid' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Fajr');
    await expect(
      page.getByTestId('display-countdown').or(page.getByText(/jamaat is under way/)),
    ).toBeVisible();
    await expect(page.getByTestId('display-alert')).toBeVisible({ timeout: 25_000 });
    const kept = await page.evaluate(() => localStorage.getItem('display:dl-jm-001'));
    expect(kept).toContain('Jama Masjid');
    await expectNoSeriousA11yViolations(page, "the masjid's TV");

    const { keys } = await api<{ keys: { id: string; label: string }[] }>(
      request,
      'getDisplayKeys',
      { mosqueId },
      token,
    );
    const key = keys.find((k) => k.label === 'Hall TV (e2e)')!;
    await api(request, 'revokeDisplayKey', { id: key.id }, token);
    await page.reload();
    await expect(page.getByRole('heading', { name: words.displayNotSetUp })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('Jama Masjid');
    expect(await page.evaluate(() => localStorage.getItem('display:dl-jm-001'))).toBeNull();
  });

  test('speaks Urdu right to left when its address asks', async ({ page }) => {
    await page.goto('/display/DL-JM-001?key=wrong-key-wrong-key-wrong&lang=ur');
    await expect(page.getByRole('heading', { name: ur.publicMasjid.displayNotSetUp })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
