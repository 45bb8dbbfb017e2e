import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, type Request, test } from '@playwright/test';
import { TREASURY_MESSAGES as T } from '../domain/treasury/treasury-messages';
import { ltr } from '../web/i18n/bidi';
import { en } from '../web/i18n/locales/en';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { GIVERS, GIVING_MASJID, GIVING_TREASURER, UNCOVERED } from './support/fixtures';
import { signInMember } from './support/member';

// The member gives by UPI (docs/decisions/0013-baitul-maal.md) and sees it in 'My giving', against the real
// server: Fatehpuri Masjid keeps a treasury (e2e/support/fixtures.ts), its treasurer confirms the gift through
// the API as the treasurer's screen would, and 'My giving' then has its receipt, whose PDF downloads. Only the
// payment gateway is answered here, since the journeys' server has none: its own server side is tested in
// server/treasury/gateway.test.ts, and Razorpay's checkout is a stand-in on the page.
test.use({ serviceWorkers: 'block' });

const dialog = (page: Page) => page.getByRole('dialog');
const amountField = (page: Page) => dialog(page).getByRole('textbox', { name: en.giving.amount });
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A UTR no other try has given: 12 digits. */
const freshUtr = () =>
  String(Date.now()).slice(-9) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
const key = () => `e2e${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, '0');
const HINDI_DIGITS = '०१२३४५६७८९';
const inHindiDigits = (digits: string) => digits.replace(/\d/g, (d) => HINDI_DIGITS[Number(d)]!);

/** The inputs of the page's calls to one function, as they leave the browser. */
function sentTo(page: Page, name: string): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === `/api/${name}`)
      sent.push((request.postDataJSON() as { data: Record<string, unknown> }).data);
  });
  return sent;
}

/** The treasurer of Fatehpuri Masjid, signed in over the API: confirms a gift as the treasurer's screen does. */
async function confirmAsTreasurer(request: APIRequestContext, donationId: string) {
  const signIn = await request.post('/api/signInStaff', {
    data: { data: { email: GIVING_TREASURER.email, password: GIVING_TREASURER.password } },
  });
  const { token } = ((await signIn.json()) as { result: { token: string } }).result;
  const confirmed = await request.post('/api/confirmDonation', {
    data: { data: { donationId, idempotencyKey: key() } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(confirmed.status()).toBe(200);
  return ((await confirmed.json()) as { result: { receiptId: string; receiptNumber: string } }).result;
}

/** A call with the page's session, as a script on the page could send it. */
function callAs(page: Page, name: string, data: unknown) {
  return page.evaluate(
    async ({ name, data }) => {
      const token = localStorage.getItem('authToken');
      const res = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data }),
      });
      return (await res.json()) as { result: Record<string, unknown> };
    },
    { name, data },
  );
}

const storedMosqueId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { mosqueId: string }).mosqueId,
  );

test('a member gives ₹501 to Zakat by UPI; once the treasurer confirms it, My giving has its receipt @phone', async ({
  page,
  request,
  isMobile,
}, info) => {
  await signInMember(page, info.project.name === 'desktop' ? GIVERS.desktop : GIVERS['phone-360']);
  const started = sentTo(page, 'startDonation');
  const claimed = sentTo(page, 'claimDonation');
  await page.goto('/mosque');
  await page.getByRole('button', { name: en.giving.give }).click();
  await expect(dialog(page).getByRole('heading', { name: `Give to ${GIVING_MASJID.name}` })).toBeVisible();
  await dialog(page).getByRole('radio', { name: en.giving.funds.zakat }).check();
  await amountField(page).fill('501');
  await expect(amountField(page)).toHaveAttribute('inputmode', 'decimal');
  const startReply = page.waitForResponse('**/api/startDonation');
  await dialog(page).getByRole('button', { name: en.giving.continue }).click();

  await expect(
    dialog(page).getByRole('heading', { name: `Pay ${ltr('₹501')} to ${GIVING_MASJID.payeeName}` }),
  ).toBeFocused();
  const gift = ((await (await startReply).json()) as { result: { donationId: string; reference: string } })
    .result;
  expect(started).toHaveLength(1);
  expect(started[0]).toMatchObject({ amountPaise: 50100 });
  expect(started[0]!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  await expect(dialog(page).getByText(`Reference: ${gift.reference}`)).toBeVisible();
  if (isMobile) {
    const link = dialog(page).getByRole('link', { name: en.giving.payWithUpi });
    const href = new URL((await link.getAttribute('href'))!.replace('upi://', 'https://upi.invalid/'));
    expect(href.searchParams.get('pa')).toBe(GIVING_MASJID.upiId);
    expect(href.searchParams.get('pn')).toBe(GIVING_MASJID.payeeName);
    expect(href.searchParams.get('am')).toBe('501.00');
    expect(href.searchParams.get('cu')).toBe('INR');
    expect(href.searchParams.get('tr')).toBe(gift.reference);
    // Without a UPI app on this phone, the member reads the UPI id and amount, or scans the QR from another.
    await expect(dialog(page).getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
    await dialog(page).getByRole('button', { name: en.giving.showQr }).click();
    await expect(dialog(page).getByText(en.giving.scanToPay)).toBeFocused();
    await expect(dialog(page).getByRole('button', { name: en.giving.showQr })).toHaveCount(0);
  }
  const qr = dialog(page).getByRole('img', {
    name: `UPI QR code to pay ${ltr('₹501')} to ${GIVING_MASJID.payeeName}`,
  });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(dialog(page).getByText(`UPI ID: ${GIVING_MASJID.upiId}`)).toBeVisible();
  await expect(dialog(page).getByText(`Amount: ${ltr('₹501')}`)).toBeVisible();
  // No gateway here: the dialog offers UPI alone.
  await expect(dialog(page).getByRole('button', { name: en.giving.payOnline })).toHaveCount(0);

  // An 11-digit reference is refused on its field; 12 digits, typed in Hindi's, are sent as 0-9.
  const utrField = dialog(page).getByRole('textbox', { name: en.giving.utr });
  await utrField.fill('40123456789');
  await dialog(page).getByRole('button', { name: en.giving.sendUtr }).click();
  await expect(dialog(page).getByText(T.utrInvalid)).toBeVisible();
  await expect(utrField).toBeFocused();
  expect(claimed).toHaveLength(0);
  const utr = freshUtr();
  await utrField.fill(inHindiDigits(utr));
  await expect(utrField).toHaveValue(utr);
  await dialog(page).getByRole('button', { name: en.giving.sendUtr }).click();
  await expect(dialog(page).getByRole('heading', { name: en.giving.awaiting })).toBeFocused();
  await expect(dialog(page).getByText(T.donationClaimed)).toBeVisible();
  expect(claimed[0]).toMatchObject({ donationId: gift.donationId, utr });
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the Give dialog awaiting confirmation');

  // 'My giving' has it awaiting, until the treasurer confirms it against the bank statement.
  await dialog(page).getByRole('link', { name: en.giving.seeMyGiving }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.giving.myGiving })).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card).toContainText('₹501');
  await expect(card.getByText(en.giving.status.awaiting)).toBeVisible();
  const { receiptNumber } = await confirmAsTreasurer(request, gift.donationId);
  expect(receiptNumber).toMatch(new RegExp(`^${GIVING_MASJID.receiptPrefix}/\\d{4}-\\d{2}/\\d{6}$`));

  await page.reload();
  await expect(card.getByText(`Receipt ${receiptNumber}`)).toBeVisible();
  await expect(card.getByText(en.giving.status.confirmed)).toBeVisible();
  await expect(page.getByRole('region', { name: en.giving.yearTotals })).toContainText('Zakat');
  const share = card.getByRole('link', { name: en.giving.shareReceipt });
  expect(decodeURIComponent((await share.getAttribute('href'))!)).toMatch(
    new RegExp(`${receiptNumber}.*/receipt/[A-Za-z0-9_-]+`),
  );
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: en.giving.downloadReceipt }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`receipt-${receiptNumber.replace(/\//g, '-')}.pdf`);
  expect(
    readFileSync((await file.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'My giving with a receipt');
});

test('bad amounts are refused on the field, and nothing is sent @phone', async ({ page }) => {
  await signInMember(page, GIVERS.never);
  const started = sentTo(page, 'startDonation');
  await page.goto('/mosque');
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
  expect(started).toHaveLength(0);
  await expectNoSeriousA11yViolations(page, 'the Give dialog with a refused amount');
});

test('by keyboard alone, in Urdu, right to left', async ({ page }) => {
  await signInMember(page, GIVERS.keyboard);
  const started = sentTo(page, 'startDonation');
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.goto('/mosque');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const give = page.getByRole('button', { name: ur.giving.give });
  await give.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  // Chanda is due at this masjid (once the dialog has read the member's chanda): first what is given (a gift,
  // already chosen), then the fund.
  await expect(dialog(page).getByRole('radio', { name: ur.giving.chanda })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog(page).getByRole('radio', { name: ur.giving.aGift })).toBeFocused();
  await expect(dialog(page).getByRole('radio', { name: ur.giving.aGift })).toBeChecked();
  await page.keyboard.press('Tab');
  // The fund group: the focus is on its chosen fund (the first listed); the arrows move to Zakat.
  const zakat = dialog(page).getByRole('radio', { name: ur.giving.funds.zakat });
  await expect(dialog(page).getByRole('radio', { checked: true }).last()).toBeFocused();
  for (let moves = 0; moves < 6 && !(await zakat.isChecked()); moves++)
    await page.keyboard.press('ArrowDown');
  await expect(zakat).toBeChecked();
  await expect(zakat).toBeFocused();
  const zakatId = await zakat.getAttribute('value');
  await page.keyboard.press('Tab');
  await page.keyboard.type('۵۰۱');
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('heading', { name: /Fatehpuri Masjid Trust/ })).toBeFocused();
  expect(started[0]).toMatchObject({ fundId: zakatId, amountPaise: 50100 });
  await expectNoSeriousA11yViolations(page, 'the Give dialog in Urdu');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(give).toBeFocused();
});

test("a gift left without its UTR gets it from 'My giving', and chanda is offered for this month @phone", async ({
  page,
}) => {
  await signInMember(page, GIVERS.later);
  const mosqueId = await storedMosqueId(page);
  const giving = await callAs(page, 'getMosqueGiving', { mosqueId });
  const general = (giving.result.funds as { fundId: string; key: string | null }[]).find(
    (f) => f.key === 'general',
  )!;
  // Started in the Give dialog, paid in the UPI app, and the dialog closed before the UTR was given.
  const gift = await callAs(page, 'startDonation', {
    mosqueId,
    fundId: general.fundId,
    amountPaise: 25_100,
    onBehalfOf: 'Late Abdul Hameed',
    idempotencyKey: key(),
  });
  expect(gift.result.donationId).toEqual(expect.any(String));

  await page.goto('/giving');
  const card = page.getByRole('article').first();
  await expect(card).toContainText('₹251');
  await expect(card.getByText(en.giving.status.started)).toBeVisible();
  await expect(card.getByText('On behalf of Late Abdul Hameed')).toBeVisible();
  await card.getByRole('button', { name: en.giving.enterUtr }).click();
  const utrField = card.getByRole('textbox', { name: en.giving.utr });
  await expect(utrField).toBeFocused();
  await utrField.fill('12345');
  await card.getByRole('button', { name: en.giving.sendUtr }).click();
  await expect(card.getByText(T.utrInvalid)).toBeVisible();
  await expect(utrField).toBeFocused();
  await expectNoSeriousA11yViolations(page, "My giving, a gift's UTR refused");
  const utr = freshUtr();
  await utrField.fill(utr);
  await card.getByRole('button', { name: en.giving.sendUtr }).click();
  await expect(card.getByText(en.giving.status.awaiting)).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card.getByRole('button', { name: en.giving.enterUtr })).toHaveCount(0);
  expect(await fitsTheScreen(page)).toBe(true);

  // Chanda is asked from this month on: 'Pay this month' opens the Give dialog on it, its amount fixed.
  await page.getByRole('button', { name: en.giving.payThisMonth }).click();
  await expect(dialog(page).getByRole('radio', { name: en.giving.chanda })).toBeChecked();
  await expect(dialog(page).getByText(`Total: ${ltr('₹200')}`)).toBeVisible();
});

test("'My giving' says when there is nothing yet", async ({ page }) => {
  await signInMember(page, GIVERS.never);
  await page.goto('/giving');
  await expect(page.getByText(en.giving.empty)).toBeVisible();
});

test("at a masjid without a treasury, 'My giving' says it takes no gifts, and offers no Give @phone", async ({
  page,
}) => {
  // Cheraman Juma Masjid keeps no Baitul Maal in the journeys' data.
  await signInMember(page, UNCOVERED);
  await page.goto('/giving');
  await expect(page.getByRole('note')).toHaveText(en.giving.notTaking);
  await expect(page.getByText(en.giving.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: en.giving.give, exact: true })).toHaveCount(0);
});

/**
 * Razorpay's checkout as a stand-in on the page: it records how it was opened and ends as the test says,
 * calling back as checkout.js documents (the handler when paid; a failure, then ondismiss, when the member
 * gives up after a failed payment; ondismiss alone when they close it).
 */
function fakeRazorpay() {
  type Options = {
    key: string;
    order_id: string;
    amount: number;
    currency: string;
    name: string;
    description: string;
    handler: (r: object) => void;
    modal: { ondismiss: () => void };
  };
  const state = {
    outcome: 'dismiss' as 'dismiss' | 'fail' | 'paid',
    opened: [] as Omit<Options, 'handler' | 'modal'>[],
    paidAt: 0,
  };
  class FakeRazorpay {
    private failed: ((r: object) => void) | null = null;
    constructor(private readonly o: Options) {}
    on(_event: string, callback: (r: object) => void) {
      this.failed = callback;
    }
    open() {
      const { key, order_id, amount, currency, name, description } = this.o;
      state.opened.push({ key, order_id, amount, currency, name, description });
      setTimeout(() => {
        if (state.outcome === 'paid') {
          state.paidAt = Date.now();
          this.o.handler({
            razorpay_payment_id: 'pay_E2E1',
            razorpay_order_id: order_id,
            razorpay_signature: 's',
          });
        } else {
          if (state.outcome === 'fail') this.failed?.({ error: { description: 'Card declined' } });
          this.o.modal.ondismiss();
        }
      }, 50);
    }
    close() {}
  }
  Object.assign(window, { Razorpay: FakeRazorpay, FakeRazorpay, razorpay: state });
}

test('with a payment gateway, "Pay online" opens the checkout; closed, failed or paid, the member is told', async ({
  page,
}) => {
  await page.addInitScript(fakeRazorpay);
  // The journeys' server has no gateway: its answers say it has one, as a server with PAYMENTS_PROVIDER would.
  await page.route('**/api/getMosqueGiving', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: Record<string, unknown> };
    await route.fulfill({ response, json: { result: { ...body.result, gateway: true } } });
  });
  const ordered = sentTo(page, 'startGatewayPayment');
  await page.route('**/api/startGatewayPayment', (route) =>
    route.fulfill({
      json: {
        result: {
          pass: true,
          message: T.gatewayOrderOpened,
          messageCode: 'gatewayOrderOpened',
          orderId: 'order_E2E1',
          keyId: 'rzp_test_e2e',
          amountPaise: 10100,
        },
      },
    }),
  );
  await signInMember(page, GIVERS.keyboard);
  const rereads: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/getMyGiving') rereads.push(Date.now());
  });
  await page.goto('/giving');
  await page.getByRole('button', { name: en.giving.give }).click();
  await dialog(page).getByRole('radio', { name: en.giving.funds.general }).check();
  await amountField(page).fill('101');
  await dialog(page).getByRole('button', { name: en.giving.continue }).click();
  await expect(
    dialog(page).getByRole('heading', { name: `Pay ${ltr('₹101')} to ${GIVING_MASJID.payeeName}` }),
  ).toBeFocused();
  const payOnline = dialog(page).getByRole('button', { name: en.giving.payOnline });
  await expect(dialog(page).getByText(en.giving.orPayByUpi)).toBeVisible();

  // Closed by the member: back at the choice, nothing said.
  await payOnline.click();
  await expect(payOnline).toBeFocused();
  const opened = await page.evaluate(
    () => (window as unknown as { razorpay: { opened: object[] } }).razorpay,
  );
  expect(opened.opened).toEqual([
    {
      key: 'rzp_test_e2e',
      order_id: 'order_E2E1',
      amount: 10100,
      currency: 'INR',
      name: GIVING_MASJID.payeeName,
      description: 'General',
    },
  ]);
  expect(ordered[0]).toMatchObject({ donationId: expect.any(String) });
  await expect(dialog(page).getByRole('alert')).toHaveCount(0);

  // Failed, then closed: the dialog says so, and the UPI QR code is still there to pay by.
  await page.evaluate(() => {
    (window as unknown as { razorpay: { outcome: string } }).razorpay.outcome = 'fail';
  });
  await payOnline.click();
  await expect(dialog(page).getByRole('alert')).toHaveText(en.giving.onlineFailed);
  await expect(dialog(page).getByRole('alert')).toBeFocused();
  await expect(dialog(page).getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Give dialog after a failed online payment');
  // The same gift asked again carries the same key: the server answers the order it already opened.
  expect(ordered[1]!.idempotencyKey).toBe(ordered[0]!.idempotencyKey);

  // checkout.js cannot be loaded (offline, say): the same, in its own words.
  await page.route('https://checkout.razorpay.com/**', (route) => route.abort());
  await page.evaluate(() => {
    delete (window as { Razorpay?: unknown }).Razorpay;
  });
  await payOnline.click();
  await expect(dialog(page).getByRole('alert')).toHaveText(en.giving.onlineUnavailable);

  // Paid: the receipt follows the gateway's confirmation, and 'My giving' is read again.
  await page.evaluate(() => {
    const w = window as unknown as {
      Razorpay: unknown;
      FakeRazorpay: unknown;
      razorpay: { outcome: string };
    };
    w.Razorpay = w.FakeRazorpay;
    w.razorpay.outcome = 'paid';
  });
  await payOnline.click();
  await expect(dialog(page).getByRole('heading', { name: en.giving.paidOnline })).toBeFocused();
  await expect(dialog(page).getByText(en.giving.paidOnlineHelp)).toBeVisible();
  const paidAt = await page.evaluate(
    () => (window as unknown as { razorpay: { paidAt: number } }).razorpay.paidAt,
  );
  await expect.poll(() => rereads.some((at) => at >= paidAt)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the Give dialog once paid online');
});

test("the member bar's five sections, 'My giving' among them, fit one row on a desktop and the menu on a phone @phone", async ({
  page,
}, info) => {
  await signInMember(page, GIVERS.never);
  const sections = [
    en.member.myMasjid,
    en.member.myVolunteer,
    en.member.myFamily,
    en.member.alerts,
    en.giving.myGiving,
  ];
  const nav = page.getByRole('navigation', { name: en.member.sections });
  if (info.project.name === 'desktop') {
    expect((await page.getByRole('banner').boundingBox())?.height ?? 0).toBeLessThanOrEqual(64);
    await expect(nav.getByRole('link')).toHaveText(sections);
    for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
    // Urdu's words are longer, and still fit the row.
    await page.evaluate(() => localStorage.setItem('language', 'ur'));
    await page.reload();
    const urNav = page.getByRole('navigation', { name: ur.member.sections });
    await expect(urNav.getByRole('link')).toHaveCount(5);
    for (const link of await urNav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
    await expect(urNav.getByRole('link', { name: ur.giving.myGiving })).toBeVisible();
    await urNav.getByRole('link', { name: ur.giving.myGiving }).click();
    await expect(page).toHaveURL(/\/giving$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.giving.myGiving);
    return;
  }
  await expect(nav).toHaveCount(0);
  const open = page.getByRole('button', { name: en.common.openNavigation });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link')).toHaveText(sections);
  await page.keyboard.press('Escape');
  await expect(nav).toHaveCount(0);
  await expect(open).toBeFocused();
  await open.click();
  await nav.getByRole('link', { name: en.giving.myGiving }).click();
  await expect(page).toHaveURL(/\/giving$/);
  await expect(page.getByRole('heading', { level: 1, name: en.giving.myGiving })).toBeFocused();
  expect(await fitsTheScreen(page)).toBe(true);
});
