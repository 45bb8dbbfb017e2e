import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { enReceiptCheck as en } from '../web/i18n/locales/en-receipt-check';
import { urReceiptCheck as ur } from '../web/i18n/locales/ur-receipt-check';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';

// A receipt's public check (/receipt/<code>), the page its QR code opens: drawn by the server, read without
// JavaScript, genuine or cancelled, and nothing about the donor (docs/decisions/0013-baitul-maal.md). The
// receipts are recorded by the admin at the demo's Baitul Maal (Delhi's Jama Masjid).

const JAMA = 'DL-JM-001';
const DONOR = 'Receipt Check Donor Tabassum';

async function api<T>(request: APIRequestContext, fn: string, data: unknown, token?: string): Promise<T> {
  const res = await request.post(`${E2E.baseUrl}/api/${fn}`, {
    data: { data },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status(), `${fn}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

const key = () => `e2e${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, '0');

/** A cash gift to Zakat recorded by the admin: its receipt's public code and number. */
async function cashReceipt(request: APIRequestContext, amountPaise: number) {
  const { token } = await api<{ token: string }>(request, 'signInStaff', E2E.admin);
  const rules = await api<{ mosque: { id: string } }>(request, 'getMosqueTimesRules', { code: JAMA });
  const mosqueId = rules.mosque.id;
  const { funds } = await api<{ funds: { fundId: string; key: string | null }[] }>(
    request,
    'getFundBalances',
    { mosqueId },
    token,
  );
  const zakat = funds.find((f) => f.key === 'zakat')!;
  const recorded = await api<{ receiptId: string }>(
    request,
    'recordDonation',
    { mosqueId, idempotencyKey: key(), fundId: zakat.fundId, amountPaise, mode: 'cash', donorName: DONOR },
    token,
  );
  const receipt = await api<{ code: string; receiptNumber: string }>(
    request,
    'getReceipt',
    { receiptId: recorded.receiptId },
    token,
  );
  const cancel = () =>
    api<{ pass: boolean }>(
      request,
      'cancelReceipt',
      { receiptId: recorded.receiptId, idempotencyKey: key(), reason: 'Recorded twice' },
      token,
    );
  return { ...receipt, cancel };
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('a visitor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('scans a genuine receipt and sees it confirmed, with nothing about the donor @phone', async ({
    page,
    request,
  }) => {
    const receipt = await cashReceipt(request, 50_100);
    const res = await page.goto(`/receipt/${receipt.code}?lang=en`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: en.genuineTitle })).toBeVisible();
    const details = page.getByRole('region', { name: en.details });
    await expect(details).toContainText('Jama Masjid');
    await expect(details).toContainText(receipt.receiptNumber);
    await expect(details).toContainText('₹501');
    await expect(details).toContainText('Zakat');
    await expect(details).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(page.locator('body')).not.toContainText(DONOR);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await fitsTheScreen(page)).toBe(true);
    // axe runs as a script on the page, so it checks this page in the tests below, with scripts on.
  });
});

test('a cancelled receipt says so at once, in words and in colour @phone', async ({ page, request }) => {
  const receipt = await cashReceipt(request, 20_000);
  await page.goto(`/receipt/${receipt.code}?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: en.genuineTitle })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a genuine receipt');
  expect((await receipt.cancel()).pass).toBe(true);
  await page.reload();
  const heading = page.getByRole('heading', { level: 1, name: en.cancelledTitle });
  await expect(heading).toBeVisible();
  await expect(page.getByText(en.cancelledText)).toBeVisible();
  await expect(page.getByRole('heading', { name: en.genuineTitle })).toHaveCount(0);
  // Red, not the genuine page's green.
  const colour = await page.locator('.verdict').evaluate((el) => getComputedStyle(el).borderTopColor);
  expect(colour).toBe('rgb(183, 28, 28)');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a cancelled receipt');
});

test('reads right to left in Urdu, and the language links switch it @phone', async ({ page, request }) => {
  const receipt = await cashReceipt(request, 1_00_000);
  await page.goto(`/receipt/${receipt.code}?lang=ur`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ur.genuineTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: ur.details })).toContainText('زکوٰۃ');
  await expect(page.getByRole('region', { name: ur.details })).toContainText('₹1,000');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a genuine receipt in Urdu');
  // By keyboard: the language links come first, after the portal's name.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: en.genuineTitle })).toBeVisible();
});

test('an unknown code is a 404 page that says no receipt has it @phone', async ({ page }) => {
  const res = await page.goto('/receipt/not-a-receipt-code?lang=en');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: en.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.genuineTitle })).toHaveCount(0);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'an unknown receipt');
});
