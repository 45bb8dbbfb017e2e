import { expect, type Page, test } from '@playwright/test';
import type { Alert, AlertReach } from '../domain/functions/alerts';
import { isolate, ltr } from '../web/i18n/bidi';
import { hi } from '../web/i18n/locales/hi';
import { hiAdmin } from '../web/i18n/locales/hi-admin';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { pick, toast } from './support/member';
import { signInStaff } from './support/staff';

// The admin's side of alerts that reach people: how far each alert went, the notification's preview, the urgent
// SMS's confirmation, and the super admin's switch. The alerts, their reach and the SMS replies are written
// out here (as e2e/admin-sms.spec.ts does for its report), so the journeys see every state on demand.

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86_400;

function writtenAlert(id: string, title: string, severity: Alert['severity']): Alert {
  return {
    id,
    title,
    message: 'Janaza after Asr today.\nAt the main masjid.',
    category: 'society',
    severity,
    importantDetails: null,
    link: null,
    expiry: { seconds: inAWeek },
    expired: false,
    level: 'Mosque',
    levelId: '00000000-0000-4000-8000-0000000000aa',
    levelName: 'Nakhoda Masjid',
    createdAt: new Date().toISOString(),
  };
}

const URGENT = writtenAlert(
  '00000000-0000-4000-8000-000000000001',
  'Janaza of Haji Yusuf Khan Sahab at the main masjid',
  'high',
);
/** Its SMS as the templates render it: the title cut to the 30 characters a DLT variable takes. */
const URGENT_SMS = {
  en: 'Urgent alert from Anjuman: Janaza of Haji Yusuf Khan S.... Please open Anjuman to read it.',
  hi: 'Anjuman से ज़रूरी सूचना: Janaza of Haji Yusuf Khan S...। पूरी सूचना Anjuman पर पढ़ें।',
  ur: 'Anjuman سے ضروری اطلاع: Janaza of Haji Yusuf Khan S...۔ پوری اطلاع Anjuman پر پڑھیں۔',
};
const NOTICE = writtenAlert('00000000-0000-4000-8000-000000000002', 'Library open on Sunday', 'low');

const reach = (alertId: string, push: Partial<AlertReach['push']>, sms: Partial<AlertReach['sms']> = {}) => ({
  alertId,
  push: { devices: 0, failed: 0, pending: 0, sending: false, ...push },
  sms: { queued: 0, sent: 0, failed: 0, ...sms },
});

/** The admin's list as written out, and its reach as each read of it answers. */
async function routeAlerts(page: Page, reaches: (alertIds: string[]) => AlertReach[]) {
  await page.route('**/api/getAlerts', (route) => route.fulfill({ json: { result: [URGENT, NOTICE] } }));
  let reads = 0;
  await page.route('**/api/getAlertReach', (route) => {
    reads += 1;
    const { alertIds } = route.request().postDataJSON().data as { alertIds: string[] };
    return route.fulfill({ json: { result: reaches(alertIds) } });
  });
  return { reads: () => reads };
}

/**
 * previewAlertSms answers `result`, whatever the alert; without WhatsApp (the e2e portal sends on none) its one
 * channel is SMS, with no price set.
 */
const routeSmsPreview = (page: Page, result: Record<string, unknown>) =>
  page.route('**/api/previewAlertSms', (route) =>
    route.fulfill({
      json: {
        result: {
          channels: [{ channel: 'sms', members: result.members, units: result.parts, costPaise: null }],
          ...result,
        },
      },
    }),
  );

test('each alert card shows its reach, and the progress while it sends, read again until done @phone', async ({
  page,
}) => {
  let calls = 0;
  const asked: string[][] = [];
  await routeAlerts(page, (ids) => {
    asked.push(ids);
    calls += 1;
    return [
      calls === 1
        ? reach(URGENT.id, { devices: 40, failed: 2, pending: 58, sending: true })
        : reach(URGENT.id, { devices: 97, failed: 3 }),
      reach(NOTICE.id, { devices: 1 }),
    ];
  });
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  const urgent = page.getByRole('article').filter({ hasText: URGENT.title });
  const notice = page.getByRole('article').filter({ hasText: NOTICE.title });
  await expect(urgent).toContainText('Sent to 40 devices · 2 failed');
  await expect(urgent).toContainText('Sending… 42 of 100');
  await expect(notice).toContainText('Sent to 1 device · 0 failed');
  // One read for every card.
  expect(asked[0]).toEqual([URGENT.id, NOTICE.id]);
  await expectNoSeriousA11yViolations(page, 'admin alerts with their reach');
  expect(await fitsTheScreen(page)).toBe(true);

  // Read again every 3 s while something sends, and no more once nothing does.
  await expect(urgent).toContainText('Sent to 97 devices · 3 failed', { timeout: 8_000 });
  await expect(urgent).not.toContainText('Sending…');
  const after = calls;
  await page.waitForTimeout(4_000);
  expect(calls).toBe(after);

  // Only a high-severity alert may also go by SMS; every card may be shared on WhatsApp.
  await expect(urgent.getByRole('button', { name: `Also send by SMS: ${URGENT.title}` })).toBeVisible();
  await expect(notice.getByRole('button', { name: /Also send by SMS/ })).toHaveCount(0);
  const share = notice.getByRole('link', { name: `Share on WhatsApp: ${NOTICE.title} (opens WhatsApp)` });
  await expect(share).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Library%20open%20on%20Sunday%0AUntil%20/,
  );
});

test('an urgent alert goes by SMS only after a confirmation that counts members, parts and budget @phone', async ({
  page,
}) => {
  let sent = false;
  await routeAlerts(page, () => [
    reach(URGENT.id, { devices: 12 }, sent ? { queued: 120 } : {}),
    reach(NOTICE.id, {}),
  ]);
  await routeSmsPreview(page, {
    allowed: true,
    message: 'Ready to send 240 SMS',
    messageCode: 'alertSmsReady',
    messageParams: { count: 240 },
    members: 120,
    parts: 240,
    budgetLeft: 1500,
    texts: [
      { language: 'en', text: URGENT_SMS.en, parts: 1, members: 80 },
      { language: 'ur', text: URGENT_SMS.ur, parts: 2, members: 40 },
    ],
  });
  const sends: unknown[] = [];
  await page.route('**/api/sendAlertSms', (route) => {
    sends.push(route.request().postDataJSON().data);
    sent = true;
    return route.fulfill({
      json: {
        result: {
          pass: true,
          message: '120 SMS are on their way',
          messageCode: 'alertSmsQueued',
          messageParams: { count: 120 },
          queued: 120,
        },
      },
    });
  });
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  const urgent = page.getByRole('article').filter({ hasText: URGENT.title });
  const open = urgent.getByRole('button', { name: `Also send by SMS: ${URGENT.title}` });
  await open.click();

  // The title is set apart from the sentence, so an English title keeps its quotes in an Urdu one.
  const dialog = page.getByRole('dialog', { name: `Send "${isolate(URGENT.title)}" by SMS?` });
  await expect(dialog).toContainText(
    'It goes to 120 members of its area who agreed to urgent alerts by SMS.',
  );
  await expect(dialog).toContainText('It costs 240 SMS parts.');
  await expect(dialog).toContainText('1,500 SMS are left for alerts today.');
  // The SMS itself, as the members of each language will get it, with its parts and who gets it.
  const texts = dialog.getByRole('list').getByRole('listitem');
  await expect(texts).toHaveCount(2);
  await expect(texts.nth(0)).toContainText('English · 80 members · 1 SMS part each');
  await expect(texts.nth(0).getByText(URGENT_SMS.en, { exact: true })).toHaveAttribute('lang', 'en');
  await expect(texts.nth(1)).toContainText('اردو · 40 members · 2 SMS parts each');
  const urdu = texts.nth(1).getByText(URGENT_SMS.ur, { exact: true });
  await expect(urdu).toHaveAttribute('dir', 'rtl');
  await expect(urdu).toHaveAttribute('lang', 'ur');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the SMS confirmation');

  // Cancel sends nothing and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(open).toBeFocused();
  expect(sends).toEqual([]);

  await open.click();
  await dialog.getByRole('button', { name: 'Send SMS' }).click();
  await expect(toast(page, '120 SMS are on their way')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(sends).toEqual([{ alertId: URGENT.id }]);
  // The card reads its reach again: the SMS are counted, and not offered twice.
  await expect(urgent).toContainText('SMS: 0 sent · 120 waiting · 0 failed');
  await expect(urgent.getByRole('button', { name: /Also send by SMS/ })).toHaveCount(0);
});

test('where WhatsApp is on, the confirmation names both channels and gives each its members and cost @phone', async ({
  page,
}) => {
  await routeAlerts(page, () => [reach(URGENT.id, {}), reach(NOTICE.id, {})]);
  await routeSmsPreview(page, {
    allowed: true,
    message: 'Ready to send: 70 by SMS, 50 on WhatsApp',
    messageCode: 'alertMessagesReady',
    messageParams: { sms: 70, whatsapp: 50 },
    members: 120,
    parts: 100,
    budgetLeft: 1500,
    texts: [
      { language: 'en', text: URGENT_SMS.en, parts: 1, members: 40 },
      { language: 'ur', text: URGENT_SMS.ur, parts: 2, members: 30 },
    ],
    channels: [
      { channel: 'sms', members: 70, units: 100, costPaise: 2500 },
      { channel: 'whatsapp', members: 50, units: 50, costPaise: 575 },
    ],
  });
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  const urgent = page.getByRole('article').filter({ hasText: URGENT.title });
  await urgent.getByRole('button', { name: `Also send by SMS: ${URGENT.title}` }).click();
  // Some go by SMS and some on WhatsApp: the title, the members' line and the button say both.
  const dialog = page.getByRole('dialog', {
    name: `Send "${isolate(URGENT.title)}" by SMS and on WhatsApp?`,
  });
  await expect(dialog).toContainText(
    'It goes to 120 members of its area who agreed to urgent alerts by SMS or on WhatsApp.',
  );
  await expect(dialog.getByRole('button', { name: 'Send by SMS and WhatsApp' })).toBeEnabled();
  await expect(dialog.getByRole('heading', { name: 'By channel' })).toBeVisible();
  await expect(dialog.getByTestId('channel-sms')).toHaveText(`By SMS: 70 members · costs ${ltr('₹25')}`);
  await expect(dialog.getByTestId('channel-whatsapp')).toHaveText(
    `On WhatsApp: 50 members · costs ${ltr('₹5.75')}`,
  );
  await expect(dialog).toContainText('get it there instead of by SMS, never both');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the confirmation by channel');

  // In Urdu, right to left, the same figures.
  await page.keyboard.press('Escape');
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.goto('/admin/alerts');
  await page
    .getByRole('article')
    .filter({ hasText: URGENT.title })
    .getByRole('button', { name: urAdmin.adminAlerts.sendSmsNamed.replace('{{title}}', URGENT.title) })
    .click();
  const there = page.getByRole('dialog', {
    name: urAdmin.adminAlerts.bothQuestion.replace('{{title}}', isolate(URGENT.title)),
  });
  await expect(there.getByRole('button', { name: urAdmin.adminAlerts.bothConfirm })).toBeEnabled();
  await expect(there.getByTestId('channel-whatsapp')).toContainText(urAdmin.adminAlerts.channelName.whatsapp);
  await expect(there.getByTestId('channel-whatsapp')).toContainText(ltr('₹5.75'));
  expect(await fitsTheScreen(page)).toBe(true);
});

test('where WhatsApp is on, the confirmation names only the channel it goes on, or both when none @phone', async ({
  page,
}) => {
  let sent = false;
  await routeAlerts(page, () => [reach(URGENT.id, {}), reach(NOTICE.id, {})]);
  // All on WhatsApp first; once sent, the next opening finds nobody on either.
  await page.route('**/api/previewAlertSms', (route) =>
    route.fulfill({
      json: {
        result: sent
          ? {
              allowed: false,
              message: 'No member of this area agreed to get urgent alerts by SMS or on WhatsApp',
              messageCode: 'alertMessagesNoMembers',
              members: 0,
              parts: null,
              budgetLeft: 1500,
              texts: [],
              channels: [
                { channel: 'sms', members: 0, units: null, costPaise: null },
                { channel: 'whatsapp', members: 0, units: 0, costPaise: 0 },
              ],
            }
          : {
              allowed: true,
              message: 'Ready to send 50 messages on WhatsApp',
              messageCode: 'alertWhatsappReady',
              messageParams: { count: 50 },
              members: 50,
              parts: 0,
              budgetLeft: 1500,
              texts: [],
              channels: [
                { channel: 'sms', members: 0, units: 0, costPaise: 0 },
                { channel: 'whatsapp', members: 50, units: 50, costPaise: 575 },
              ],
            },
      },
    }),
  );
  await page.route('**/api/sendAlertSms', (route) => {
    sent = true;
    return route.fulfill({
      json: {
        result: {
          pass: true,
          message: '50 WhatsApp messages are on their way',
          messageCode: 'alertWhatsappQueued',
          messageParams: { count: 50 },
          queued: 50,
        },
      },
    });
  });
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  const open = page
    .getByRole('article')
    .filter({ hasText: URGENT.title })
    .getByRole('button', { name: `Also send by SMS: ${URGENT.title}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Send "${isolate(URGENT.title)}" on WhatsApp?` });
  await expect(dialog).toContainText(
    'It goes to 50 members of its area who turned on urgent alerts on WhatsApp.',
  );
  // No SMS goes, so no SMS part is counted.
  await expect(dialog).not.toContainText('SMS part');
  await expect(dialog.getByTestId('channel-whatsapp')).toHaveText(
    `On WhatsApp: 50 members · costs ${ltr('₹5.75')}`,
  );
  expect(await fitsTheScreen(page)).toBe(true);
  await dialog.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(toast(page, '50 WhatsApp messages are on their way')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Nobody agreed on either channel: said in Hindi, naming both, and nothing to confirm.
  await page.evaluate(() => localStorage.setItem('language', 'hi'));
  await page.goto('/admin/alerts');
  await page
    .getByRole('article')
    .filter({ hasText: URGENT.title })
    .getByRole('button', { name: hiAdmin.adminAlerts.sendSmsNamed.replace('{{title}}', URGENT.title) })
    .click();
  const none = page.getByRole('dialog', {
    name: hiAdmin.adminAlerts.bothQuestion.replace('{{title}}', isolate(URGENT.title)),
  });
  await expect(none.getByRole('status')).toHaveText(hi.messages.alertMessagesNoMembers);
  await expect(none.getByRole('button', { name: hiAdmin.adminAlerts.bothConfirm })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'nobody on either channel, in Hindi');
});

test("a refused SMS says why in the admin's language, and cannot be confirmed", async ({ page }) => {
  await routeAlerts(page, () => [reach(URGENT.id, {}), reach(NOTICE.id, {})]);
  await routeSmsPreview(page, {
    allowed: false,
    message:
      'Urgent alerts by SMS are not allowed on this portal. A super admin can allow them on the SMS page',
    messageCode: 'alertSmsNotAllowed',
    members: 0,
    parts: 0,
    budgetLeft: 0,
    texts: [],
  });
  await signInStaff(page, E2E.admin);
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await page.goto('/admin/alerts');
  const urgent = page.getByRole('article').filter({ hasText: URGENT.title });
  await urgent
    .getByRole('button', { name: urAdmin.adminAlerts.sendSmsNamed.replace('{{title}}', URGENT.title) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(ur.messages.alertSmsNotAllowed);
  await expect(dialog.getByRole('button', { name: urAdmin.adminAlerts.smsConfirm })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'a refused SMS in Urdu');
});

test('an SMS over the budget shows what it would cost beside why it cannot go', async ({ page }) => {
  await routeAlerts(page, () => [reach(URGENT.id, {}), reach(NOTICE.id, {})]);
  await routeSmsPreview(page, {
    allowed: false,
    message: 'The SMS left for alerts today do not cover these 2400 SMS',
    messageCode: 'alertSmsOverBudget',
    messageParams: { count: 2400 },
    members: 2400,
    parts: null,
    budgetLeft: 300,
    texts: [
      { language: 'en', text: URGENT_SMS.en, parts: 1, members: null },
      { language: 'hi', text: URGENT_SMS.hi, parts: 2, members: null },
      { language: 'ur', text: URGENT_SMS.ur, parts: 2, members: null },
    ],
  });
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  const urgent = page.getByRole('article').filter({ hasText: URGENT.title });
  await urgent.getByRole('button', { name: `Also send by SMS: ${URGENT.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send "${isolate(URGENT.title)}" by SMS?` });
  await expect(dialog).toContainText(
    'It goes to 2,400 members of its area who agreed to urgent alerts by SMS.',
  );
  await expect(dialog).toContainText('300 SMS are left for alerts today.');
  await expect(dialog.getByRole('status')).toContainText('do not cover these');
  await expect(dialog.getByRole('button', { name: 'Send SMS' })).toBeDisabled();
  // Every language's text, not counted one by one.
  await expect(dialog.getByRole('listitem')).toHaveText([
    `English · 1 SMS part${URGENT_SMS.en}`,
    `हिन्दी · 2 SMS parts${URGENT_SMS.hi}`,
    `اردو · 2 SMS parts${URGENT_SMS.ur}`,
  ]);
});

test('a send the server refuses is said in the SMS dialog, not in a toast over its buttons @phone', async ({
  page,
}) => {
  await routeAlerts(page, () => [reach(URGENT.id, {}), reach(NOTICE.id, {})]);
  await routeSmsPreview(page, {
    allowed: true,
    message: 'Ready to send 2 SMS',
    messageCode: 'alertSmsReady',
    messageParams: { count: 2 },
    members: 2,
    parts: 2,
    budgetLeft: 100,
    texts: [{ language: 'en', text: URGENT_SMS.en, parts: 1, members: 2 }],
  });
  // Another admin sent it meanwhile.
  await page.route('**/api/sendAlertSms', (route) =>
    route.fulfill({
      json: {
        result: {
          pass: false,
          message: 'This alert was already sent by SMS',
          messageCode: 'alertSmsAlreadySent',
          queued: 0,
        },
      },
    }),
  );
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  const urgent = page.getByRole('article').filter({ hasText: URGENT.title });
  await urgent.getByRole('button', { name: `Also send by SMS: ${URGENT.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send "${isolate(URGENT.title)}" by SMS?` });
  await dialog.getByRole('button', { name: 'Send SMS' }).click();
  const said = dialog.getByRole('alert');
  await expect(said).toHaveText('This alert was already sent by SMS');
  await expect(said).toBeFocused();
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the alert form previews the notification as a phone will show it', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/alerts');
  await page.getByRole('button', { name: 'New Alert' }).click();
  const form = page.getByRole('dialog', { name: 'New Alert' });
  const preview = form.getByRole('region', { name: 'Notification preview' });
  await expect(preview).toContainText('Anjuman');
  await form.getByLabel('Title').fill('Health camp on Friday');
  await form.getByLabel('Message').fill('Free eye check-up after Jumuah.\nBring your card.');
  await pick(page, 'Severity', 'High');
  await expect(preview).toContainText('Health camp on Friday');
  await expect(preview).toContainText('High severity · Free eye check-up after Jumuah.');
  await expect(preview).not.toContainText('Bring your card.');
  await expectNoSeriousA11yViolations(page, 'the alert form with its preview');
});

test('the super admin allows and stops urgent alerts by SMS on the SMS page @phone', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/sms');
  const allow = page.getByRole('switch', { name: 'Allow urgent alerts by SMS' });
  await expect(page.getByRole('region', { name: 'Urgent alerts by SMS' })).toContainText(
    'never against the share kept for members',
  );
  const before = await allow.isChecked();
  await allow.click();
  await expect(
    toast(page, before ? 'Urgent alerts are no longer sent by SMS' : 'Urgent alerts may now be sent by SMS'),
  ).toBeVisible();
  await expect(allow).toBeChecked({ checked: !before });
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the SMS page with its switch');
  // As it was, for the journeys that send an urgent SMS.
  await allow.click();
  await expect(allow).toBeChecked({ checked: before });
});
