import { expect, type Page, type Request, test } from '@playwright/test';
import type { FunctionOutput } from '../domain/catalogue';
import { TREASURY_MESSAGES as T } from '../domain/treasury/treasury-messages';
import { ltr } from '../web/i18n/bidi';
import { en } from '../web/i18n/locales/en';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { TIMES_MEMBER } from './support/fixtures';
import { signInMember } from './support/member';

// The member gives by UPI (docs/decisions/0013-baitul-maal.md) and sees it in 'My giving'. The treasury's
// server functions are answered here as their declarations in domain/functions/treasury.ts say, so the
// journeys check what the member sees and what the screens send: the Give dialog's link or QR code, its
// refusals on the fields, the UTR, and the receipts. The page's requests are seen by page.route only when the
// service worker does not fetch them.
test.use({ serviceWorkers: 'block' });

const GENERAL = '1a2b3c4d-0000-4000-8000-000000000001';
const ZAKAT = '1a2b3c4d-0000-4000-8000-000000000002';
const DONATION = '9e8d7c6b-0000-4000-8000-000000000001';
const RECEIPT = '5a4b3c2d-0000-4000-8000-000000000001';

const GIVING: Omit<FunctionOutput<'getMosqueGiving'>, 'mosque'> = {
  open: true,
  payeeName: 'Fatehpuri Masjid Trust',
  funds: [
    { fundId: GENERAL, key: 'general', name: 'General' },
    { fundId: ZAKAT, key: 'zakat', name: 'Zakat' },
  ],
  chandaPaise: 20000,
  has80G: true,
  gateway: false,
};

const NO_GIVING: FunctionOutput<'getMyGiving'> = { gifts: [], yearTotals: [], chanda: null };

type Sent = { startDonation: Record<string, unknown>[]; claimDonation: Record<string, unknown>[] };

/**
 * Signs the member in, then answers the treasury's reads and writes as the server would, for the member's own
 * masjid; returns what the screens sent.
 */
async function signInGiving(
  page: Page,
  myGiving: (mosqueId: string) => FunctionOutput<'getMyGiving'> = () => NO_GIVING,
): Promise<Sent> {
  await signInMember(page, TIMES_MEMBER);
  const mosqueId = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { mosqueId: string }).mosqueId,
  );
  const sent: Sent = { startDonation: [], claimDonation: [] };
  const input = (request: Request) => (request.postDataJSON() as { data: Record<string, unknown> }).data;
  await page.route('**/api/getMosqueGiving', (route) =>
    route.fulfill({ json: { result: { ...GIVING, mosque: { id: mosqueId, name: 'Fatehpuri Masjid' } } } }),
  );
  await page.route('**/api/getMyGiving', (route) => route.fulfill({ json: { result: myGiving(mosqueId) } }));
  await page.route('**/api/startDonation', (route) => {
    const data = input(route.request());
    sent.startDonation.push(data);
    const amountPaise = data.amountPaise as number;
    const am = `${Math.trunc(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
    const reference = `AJM${String(sent.startDonation.length).padStart(9, '0')}`;
    const fund = GIVING.funds.find((f) => f.fundId === data.fundId)!;
    const upiLink = `upi://pay?pa=fatehpuri@sbi&pn=${encodeURIComponent(GIVING.payeeName!)}&am=${am}&cu=INR&tn=${encodeURIComponent(`${fund.name} ${reference}`)}&tr=${reference}`;
    return route.fulfill({
      json: {
        result: {
          donationId: DONATION,
          upiLink,
          reference,
          amountPaise,
          payeeName: GIVING.payeeName,
          upiId: 'fatehpuri@sbi',
          fundName: fund.name,
        },
      },
    });
  });
  await page.route('**/api/claimDonation', (route) => {
    sent.claimDonation.push(input(route.request()));
    return route.fulfill({
      json: { result: { pass: true, message: T.donationClaimed, messageCode: 'donationClaimed' } },
    });
  });
  return sent;
}

const dialog = (page: Page) => page.getByRole('dialog');
const amountField = (page: Page) => dialog(page).getByRole('textbox', { name: en.giving.amount });

test('a member gives ₹501 to Zakat by UPI and it awaits confirmation @phone', async ({ page, isMobile }) => {
  const sent = await signInGiving(page);
  await page.goto('/mosque');
  await page.getByRole('button', { name: en.giving.give }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Give to Fatehpuri Masjid' })).toBeVisible();
  await dialog(page).getByRole('radio', { name: en.giving.funds.zakat }).check();
  await amountField(page).fill('501');
  await expect(amountField(page)).toHaveAttribute('inputmode', 'decimal');
  await dialog(page).getByRole('button', { name: en.giving.continue }).click();

  await expect(
    dialog(page).getByRole('heading', { name: `Pay ${ltr('₹501')} to Fatehpuri Masjid Trust` }),
  ).toBeFocused();
  expect(sent.startDonation).toHaveLength(1);
  expect(sent.startDonation[0]).toMatchObject({ fundId: ZAKAT, amountPaise: 50100 });
  expect(sent.startDonation[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  if (isMobile) {
    const link = dialog(page).getByRole('link', { name: en.giving.payWithUpi });
    const href = new URL((await link.getAttribute('href'))!.replace('upi://', 'https://upi.invalid/'));
    expect(href.searchParams.get('pa')).toBe('fatehpuri@sbi');
    expect(href.searchParams.get('am')).toBe('501.00');
    expect(href.searchParams.get('cu')).toBe('INR');
    expect(href.searchParams.get('tr')).toBe('AJM000000001');
  } else {
    const qr = dialog(page).getByRole('img', {
      name: `UPI QR code to pay ${ltr('₹501')} to Fatehpuri Masjid Trust`,
    });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect(dialog(page).getByText('UPI ID: fatehpuri@sbi')).toBeVisible();
  }

  // An 11-digit reference is refused on its field; 12 digits, typed in Hindi's, are sent as 0-9.
  const utr = dialog(page).getByRole('textbox', { name: en.giving.utr });
  await utr.fill('40123456789');
  await dialog(page).getByRole('button', { name: en.giving.sendUtr }).click();
  await expect(dialog(page).getByText(T.utrInvalid)).toBeVisible();
  await expect(utr).toBeFocused();
  expect(sent.claimDonation).toHaveLength(0);
  await utr.fill('४०१२३४५६७८९०');
  await expect(utr).toHaveValue('401234567890');
  await dialog(page).getByRole('button', { name: en.giving.sendUtr }).click();
  await expect(dialog(page).getByRole('heading', { name: en.giving.awaiting })).toBeFocused();
  await expect(dialog(page).getByText(T.donationClaimed)).toBeVisible();
  expect(sent.claimDonation[0]).toMatchObject({ donationId: DONATION, utr: '401234567890' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the Give dialog awaiting confirmation');
});

test('bad amounts are refused on the field, and nothing is sent @phone', async ({ page }) => {
  const sent = await signInGiving(page);
  await page.reload();
  await page.getByRole('button', { name: en.giving.give }).click();
  const cases: [string, string][] = [
    ['0', T.amountTooSmall],
    ['-5', T.amountTooSmall],
    ['501.505', T.amountWholePaise],
    ['1000000.01', T.amountTooLarge],
    ['', T.amountRequired],
  ];
  for (const [typed, message] of cases) {
    await amountField(page).fill(typed);
    await dialog(page).getByRole('button', { name: en.giving.continue }).click();
    await expect(dialog(page).getByText(message)).toBeVisible();
    await expect(amountField(page)).toBeFocused();
  }
  expect(sent.startDonation).toHaveLength(0);
  await expectNoSeriousA11yViolations(page, 'the Give dialog with a refused amount');
});

test('by keyboard alone, in Urdu, right to left', async ({ page }) => {
  const sent = await signInGiving(page);
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.goto('/mosque');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const give = page.getByRole('button', { name: ur.giving.give });
  await give.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('radio', { name: ur.giving.funds.general })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog(page).getByRole('radio', { name: ur.giving.funds.zakat })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('۵۰۱');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: /Fatehpuri Masjid Trust/ })).toBeFocused();
  expect(sent.startDonation[0]).toMatchObject({ fundId: ZAKAT, amountPaise: 50100 });
  await expectNoSeriousA11yViolations(page, 'the Give dialog in Urdu');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(give).toBeFocused();
});

test("'My giving' lists the gifts with their receipts, totals and chanda, and downloads a receipt @phone", async ({
  page,
}) => {
  const month = new Date().toISOString().slice(0, 7);
  const year = Number(month.slice(0, 4));
  const mm = Number(month.slice(5, 7));
  const financialYear =
    mm >= 4 ? `${year}-${String(year + 1).slice(2)}` : `${year - 1}-${String(year).slice(2)}`;
  await signInGiving(page, (mosqueId) => ({
    gifts: [
      {
        donationId: DONATION,
        mosqueName: 'Fatehpuri Masjid',
        fundKey: 'zakat',
        fundName: 'Zakat',
        amountPaise: 50100,
        mode: 'upi',
        status: 'confirmed',
        utr: '401234567890',
        onBehalfOf: 'Late Abdul Hameed',
        chandaMonths: [],
        createdAt: new Date().toISOString(),
        receipt: {
          receiptId: RECEIPT,
          receiptNumber: 'FPM/2026-27/000123',
          cancelled: false,
          pdfUrl: `/api/receipts/${RECEIPT}.pdf`,
        },
      },
      {
        donationId: '9e8d7c6b-0000-4000-8000-000000000002',
        mosqueName: 'Fatehpuri Masjid',
        fundKey: 'general',
        fundName: 'General',
        amountPaise: 20000,
        mode: 'upi',
        status: 'awaiting',
        utr: '401234567891',
        onBehalfOf: null,
        chandaMonths: [],
        createdAt: new Date().toISOString(),
        receipt: null,
      },
    ],
    yearTotals: [{ financialYear, fundKey: 'zakat', fundName: 'Zakat', totalPaise: 50100 }],
    chanda: { mosqueId, chandaPaise: 20000, paidMonths: [], dueMonths: [month], fundId: GENERAL },
  }));
  await page.route('**/api/getReceipt', (route) =>
    route.fulfill({ json: { result: { receiptId: RECEIPT, code: 'k3Yq9ZpR2x' } } }),
  );
  let authorization: string | undefined;
  await page.route(`**/api/receipts/${RECEIPT}.pdf`, (route) => {
    authorization = route.request().headers().authorization;
    return route.fulfill({ body: '%PDF-1.7\n%%EOF\n', contentType: 'application/pdf' });
  });
  await page.goto('/giving');
  await expect(page.getByRole('heading', { level: 1, name: en.giving.myGiving })).toBeVisible();
  await expect(page.getByText('Receipt FPM/2026-27/000123')).toBeVisible();
  await expect(page.getByText(en.giving.status.awaiting)).toBeVisible();
  await expect(page.getByText('On behalf of Late Abdul Hameed')).toBeVisible();
  await expect(page.getByRole('region', { name: en.giving.yearTotals })).toContainText('₹501');
  await expect(page.getByRole('button', { name: en.giving.payThisMonth })).toBeVisible();
  const share = page.getByRole('link', { name: en.giving.shareReceipt });
  expect(decodeURIComponent((await share.getAttribute('href'))!)).toContain('/receipt/k3Yq9ZpR2x');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: en.giving.downloadReceipt }).click();
  expect((await download).suggestedFilename()).toBe('receipt-FPM-2026-27-000123.pdf');
  expect(authorization).toMatch(/^Bearer /);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'My giving');

  // 'Pay this month' opens the Give dialog on chanda with the month chosen and its amount fixed.
  await page.getByRole('button', { name: en.giving.payThisMonth }).click();
  await expect(dialog(page).getByRole('radio', { name: en.giving.chanda })).toBeChecked();
  await expect(dialog(page).getByText(`Total: ${ltr('₹200')}`)).toBeVisible();
});

test("'My giving' says when there is nothing yet", async ({ page }) => {
  await signInGiving(page);
  await page.goto('/giving');
  await expect(page.getByText(en.giving.empty)).toBeVisible();
});
