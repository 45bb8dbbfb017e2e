import { expect, type Page, test } from '@playwright/test';
import type { SmsReport } from '../domain/functions/sms';
import { isolate, ltr } from '../web/i18n/bidi';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { numberForTry, registerToOtpStep, toast, verifyByOtp } from './support/member';
import { signInStaff } from './support/staff';

// The super admin's SMS page, read as the portal answers it (its OTPs go through the fake
// MSG91 the global setup runs, which a journey here tells to fail), and once from a reply written out, to see
// many failures and the delivery-report address drawn.

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// The server's defaults (server/config.ts): the e2e portal sets no SMS_HOURLY_LIMIT or SMS_DAILY_LIMIT.
const HOURLY_LIMIT = 300;
const DAILY_LIMIT = 2000;

/** A count as the page writes it in English: '2,000'. */
const shown = (n: number) => n.toLocaleString('en-GB');
const counted = (text: string | undefined) => Number(text?.replaceAll(',', ''));

/** A budget window's numbers as the page writes them, checked against each other. */
async function expectBudget(page: Page, window: string, limit: number) {
  const box = page.getByTestId('budget-window').filter({ has: page.getByRole('heading', { name: window }) });
  const used = box.getByText(new RegExp(`^([\\d,]+) of ${shown(limit)} used$`));
  await expect(used).toBeVisible();
  const usedCount = counted((await used.textContent())?.split(' ')[0]);
  const bar = box.getByRole('progressbar', { name: window });
  await expect(bar).toHaveAttribute('aria-valuetext', `${shown(usedCount)} of ${shown(limit)} used`);
  const left = await box.getByText(/ left · /).textContent();
  const [, leftCount, kept] =
    left?.match(/^([\d,]+) left · ([\d,]+) of those kept for members' sign-ins$/) ?? [];
  expect(counted(leftCount), `${window}: left`).toBe(limit - usedCount);
  expect(counted(kept), `${window}: kept for members`).toBeLessThanOrEqual(counted(leftCount));
}

test('the super admin opens the Messages page from the admin home and reads its counts and budget @phone', async ({
  page,
}) => {
  await signInStaff(page, E2E.admin);
  // From the home's card (the bar has a Messages link too).
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeFocused();
  await expect(page).toHaveTitle('Messages · Anjuman');
  await expect(page.getByText(`Gateway: ${ltr('msg91')}`)).toBeVisible();
  // The e2e portal sets no SMS_PRICE_PER_PART, and sends on no WhatsApp.
  await expect(page.getByText('No price is set for this channel, so its cost is not counted.')).toBeVisible();

  for (const period of ['SMS today', 'SMS this month']) {
    const table = page.getByRole('table', { name: period });
    await expect(table.getByRole('columnheader')).toHaveText([
      'OTP codes',
      'Urgent alerts',
      'Receipt links',
      'Register invitations',
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([
      'Sent',
      'Delivered',
      'Failed',
      'Waiting',
      'Parts used',
      'Cost',
    ]);
  }
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'SMS',
    'Budget',
    'Urgent alerts by SMS',
    'Recent failures',
    'Delivery reports',
  ]);
  await expectBudget(page, 'This hour', HOURLY_LIMIT);
  await expectBudget(page, 'Today', DAILY_LIMIT);
  // MSG91 reports deliveries: the address to give it, its secret included, is the portal's own.
  await expect(page.getByLabel('Delivery report address')).toHaveValue(
    new RegExp(`^${E2E.baseUrl}/sms/status/msg91\\?key=[\\w-]+$`),
  );

  // Refresh reads again and keeps the page as it was.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('table', { name: 'SMS today' })).toBeVisible();

  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the Messages page');

  // The page's first address still opens it.
  await page.goto('/admin/sms');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

/** Tells the fake MSG91 to answer the next request as MSG91 does when it fails. */
async function gatewayFailsNext(failure: { status: 500 | 400; message?: string }) {
  const res = await fetch(`${E2E.inboxUrl}/_fake/fail-next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(failure),
  });
  expect(res.ok).toBe(true);
}

test("the gateway's 500 is retried and the member signs in; its 400 shows on the SMS page", async ({
  page,
  browser,
}, info) => {
  const admin = await (await browser.newContext()).newPage();
  await signInStaff(admin, E2E.admin);
  await admin.goto('/admin/messages');
  const today = admin.getByRole('table', { name: 'SMS today' });
  // The first cell of a row is the OTP column's: the row's name is a header, not a cell.
  const otp = (row: string) =>
    today
      .getByRole('row', { name: new RegExp(`^${row} `) })
      .getByRole('cell')
      .first();
  await expect(otp('Sent')).toBeVisible();
  const sent = counted((await otp('Sent').textContent()) ?? '');
  const parts = counted((await otp('Parts used').textContent()) ?? '');
  const failed = counted((await otp('Failed').textContent()) ?? '');

  // Numbers of their own, desktop only, so no other project registers them.
  const retried = numberForTry('9833300261', info);
  await gatewayFailsNext({ status: 500 });
  await registerToOtpStep(page, retried);
  // The code comes with the retry, five seconds later.
  await verifyByOtp(page, retried);

  const refused = numberForTry('9833300262', info);
  await gatewayFailsNext({ status: 400, message: 'Invalid mobile number' });
  const member = await (await browser.newContext()).newPage();
  await registerToOtpStep(member, refused);
  await member.getByRole('button', { name: 'Send OTP' }).click();
  await expect(toast(member, /The SMS could not be sent/)).toBeVisible();
  await member.context().close();

  await admin.getByRole('button', { name: 'Refresh' }).click();
  await expect(otp('Sent')).toHaveText(shown(sent + 1));
  await expect(otp('Failed')).toHaveText(shown(failed + 1));
  // An English OTP is one part, and a refused one is not billed.
  await expect(otp('Parts used')).toHaveText(shown(parts + 1));
  const newest = admin.getByRole('list', { name: 'Recent failures' }).getByRole('listitem').first();
  await expect(newest).toContainText(`Number: …${refused.slice(-4)}`);
  await expect(newest).toContainText('OTP codes');
  await expect(newest.locator('bdi[lang="en"][dir="ltr"]')).toContainText('Invalid mobile number');
  await expect(newest).not.toContainText(refused);
  await admin.context().close();
});

const WRITTEN_OUT: SmsReport = {
  statusPath: '/sms/status/msg91?key=s3cr3t-key',
  channels: [
    {
      channel: 'sms',
      provider: 'msg91',
      pricePerUnit: 0.2,
      today: [
        { purpose: 'otp', sent: 41, delivered: 37, failed: 2, queued: 1, parts: 44, costPaise: 880 },
        {
          purpose: 'alert',
          sent: 1200,
          delivered: 1180,
          failed: 20,
          queued: 0,
          parts: 3600,
          costPaise: 72000,
        },
      ],
      month: [
        { purpose: 'otp', sent: 812, delivered: 790, failed: 9, queued: 1, parts: 860, costPaise: 17200 },
        {
          purpose: 'alert',
          sent: 15000,
          delivered: 14800,
          failed: 200,
          queued: 0,
          parts: 45000,
          costPaise: 900000,
        },
      ],
    },
    {
      channel: 'whatsapp',
      provider: 'whatsapp-meta',
      pricePerUnit: 0.115,
      today: [
        { purpose: 'otp', sent: 10, delivered: 10, failed: 0, queued: 0, parts: 10, costPaise: 115 },
        { purpose: 'alert', sent: 200, delivered: 190, failed: 1, queued: 0, parts: 200, costPaise: 2300 },
      ],
      month: [
        { purpose: 'otp', sent: 100, delivered: 98, failed: 2, queued: 0, parts: 100, costPaise: 1150 },
        {
          purpose: 'alert',
          sent: 2000,
          delivered: 1990,
          failed: 10,
          queued: 0,
          parts: 2000,
          costPaise: 23000,
        },
      ],
    },
  ],
  whatsappWebhookUrl: 'https://anjuman.example.org/whatsapp/webhook',
  alertSmsAllowed: false,
  budget: {
    hour: { limit: 300, used: 120, left: 180, keptForMembers: 30 },
    day: { limit: 2000, used: 1250, left: 750, keptForMembers: 250 },
  },
  failures: [
    {
      id: 'f2',
      at: '2026-03-14T09:35:00.000Z',
      purpose: 'otp',
      channel: 'sms',
      phoneLast4: '1234',
      reason: 'Invalid mobile number (code 418)',
    },
    {
      id: 'f1',
      at: '2026-03-13T18:45:00.000Z',
      purpose: 'alert',
      channel: 'whatsapp',
      phoneLast4: '9876',
      reason: null,
    },
  ],
};

test('failures show day first, the last 4 digits and the gateway’s own words; the address copies @phone', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInStaff(page, E2E.admin);
  let failFirst = true;
  await page.route('**/api/getSmsReport', async (route) => {
    // The first read fails, to see the page offer to try again.
    if (failFirst) {
      failFirst = false;
      return route.fulfill({ status: 500, json: { error: { message: 'internal' } } });
    }
    return route.fulfill({ json: { result: WRITTEN_OUT } });
  });
  await page.goto('/admin/sms');
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(page.getByText(`Gateway: ${ltr('msg91')}`)).toBeVisible();
  await expect(page.getByText(`Gateway: ${ltr('whatsapp-meta')}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'SMS this month' }).getByRole('row').nth(1)).toHaveText(
    /Sent\s*812\s*15,000/,
  );
  // Each channel's cost at its own price: ₹0.20 an SMS part, ₹0.115 a WhatsApp message.
  await expect(page.getByText(`Price: ${ltr('₹0.20')} an SMS part`)).toBeVisible();
  await expect(page.getByText(`Price: ${ltr('₹0.115')} a message`)).toBeVisible();
  const costRow = (table: string) =>
    page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: /^Cost/ });
  await expect(costRow('SMS this month')).toHaveText(`Cost${ltr('₹172')}${ltr('₹9,000')}`);
  await expect(costRow('WhatsApp today')).toHaveText(`Cost${ltr('₹1.15')}${ltr('₹23')}`);
  await expect(page.getByLabel('WhatsApp webhook address')).toHaveValue(
    'https://anjuman.example.org/whatsapp/webhook',
  );
  const day = page.getByTestId('budget-window').filter({ has: page.getByRole('heading', { name: 'Today' }) });
  await expect(day).toContainText('1,250 of 2,000 used');
  await expect(day).toContainText("750 left · 250 of those kept for members' sign-ins");
  const failures = page.getByRole('list', { name: 'Recent failures' }).getByRole('listitem');
  await expect(failures).toHaveCount(2);
  // 09:35 UTC is 15:05 in India, and the newest comes first, as the server sends them.
  await expect(failures.first()).toContainText(`${isolate('14 Mar 2026, 15:05')} · SMS · OTP codes`);
  await expect(failures.first()).toContainText('Number: …1234');
  await expect(failures.first().locator('bdi[lang="en"][dir="ltr"]')).toHaveText(
    'Invalid mobile number (code 418)',
  );
  await expect(failures.nth(1)).toContainText(`${isolate('14 Mar 2026, 00:15')} · WhatsApp · Urgent alerts`);
  await expect(failures.nth(1)).toContainText("Gateway's reason: No reason given");

  const address = page.getByLabel('Delivery report address');
  await expect(address).toHaveValue(`${E2E.baseUrl}/sms/status/msg91?key=s3cr3t-key`);
  await expect(address).toHaveAttribute('readonly');
  await page.getByRole('button', { name: 'Copy' }).first().click();
  await expect(toast(page, 'Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${E2E.baseUrl}/sms/status/msg91?key=s3cr3t-key`,
  );

  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the Messages page with failures');
});

test.describe('in Urdu', () => {
  test.use({ locale: 'ur' });

  test('the SMS page reads right to left, with the gateway’s words left to right @phone-only', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel(urAdmin.admin.email).fill(E2E.admin.email);
    await page.getByLabel(ur.auth.password).fill(E2E.admin.password);
    await page.getByRole('button', { name: ur.auth.login }).click();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.route('**/api/getSmsReport', (route) => route.fulfill({ json: { result: WRITTEN_OUT } }));
    await page.getByRole('link', { name: new RegExp(`^${urAdmin.admin.section.sms}`) }).click();

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: urAdmin.adminSms.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: urAdmin.adminSms.budget })).toBeVisible();
    await expect(page.getByText('…1234').first()).toBeVisible();
    await expect(page.locator('bdi[lang="en"][dir="ltr"]').first()).toHaveText(
      'Invalid mobile number (code 418)',
    );
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, 'the SMS page in Urdu');
  });
});
