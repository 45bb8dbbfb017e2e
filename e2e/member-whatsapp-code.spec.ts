import { rmSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import type { FakeWhatsApp, FakeWhatsAppMessage } from '../server/test/fakes/whatsapp-cloud';
import { freshDataDir, type PortalProcess, startPortal, untilReady } from '../server/test/portal-process';
import { TEST_MSG91_AUTH_KEY, writeTemplatesFile } from '../server/test/sms-templates-file';
import { startApprovedFakeCloud, whatsappEnv } from '../server/test/whatsapp-test-app';
import { ltr } from '../web/i18n/bidi';
import { en } from '../web/i18n/locales/en';
import { hi } from '../web/i18n/locales/hi';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import {
  acceptPrivacyNotice,
  expectStep,
  numberForTry,
  pick,
  registerToOtpStep,
  toast,
  typeDate,
} from './support/member';
import { smsCount, waitForSms } from './support/sms';

/**
 * A sign-in code on WhatsApp, as a member meets it. The shared e2e portal has WhatsApp off, so this file starts
 * a portal of its own (its own embedded database, the demo masjids) whose WhatsApp goes through the Cloud API to
 * the fake that checks each request as Meta documents it, and whose SMS go to the e2e's fake MSG91.
 */
type WhatsAppPortal = { portal: PortalProcess; fake: FakeWhatsApp };

// One portal for the whole file, in each worker that runs it; its pages open on it, so relative addresses, and
// the shared helpers, go there.
const test = base.extend<{ fake: FakeWhatsApp; portal: PortalProcess }, { whatsappPortal: WhatsAppPortal }>({
  whatsappPortal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startApprovedFakeCloud();
      const dataDir = freshDataDir();
      const portal = await startPortal(dataDir, {
        NODE_ENV: 'development',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: TEST_MSG91_AUTH_KEY,
        MSG91_BASE_URL: E2E.inboxUrl,
        SMS_TEMPLATES_FILE: writeTemplatesFile(),
        ...whatsappEnv(fake.url),
        DEMO_DATA: 'on',
      });
      try {
        await untilReady(portal, 150_000);
        await use({ portal, fake });
      } finally {
        portal.proc.kill('SIGTERM');
        await portal.exited;
        await fake.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    // An embedded cluster's first start, the migrations and the demo seed.
    { scope: 'worker', timeout: 180_000 },
  ],
  portal: async ({ whatsappPortal }, use) => use(whatsappPortal.portal),
  fake: async ({ whatsappPortal }, use) => use(whatsappPortal.fake),
  baseURL: async ({ whatsappPortal }, use) => use(whatsappPortal.portal.baseUrl),
});

/** The numbers of one project's pass: the desktop's and the phone's differ, and so does each retry's. */
const numberOf = (desktop: string, phone: string, info: Parameters<Parameters<typeof test>[2]>[1]) =>
  numberForTry(info.project.name === 'desktop' ? desktop : phone, info);

const sendButtons = (page: Page, texts: { sendOnWhatsApp: string; sendBySms: string }) =>
  page.getByRole('button', { name: new RegExp(`^(${texts.sendOnWhatsApp}|${texts.sendBySms})$`) });

/** The messages the fake Cloud API took for a number. */
const takenBy = (fake: FakeWhatsApp, phone: string): FakeWhatsAppMessage[] =>
  fake.messages.filter((m) => m.to === `91${phone}`);

test('a new member reading in Hindi gets the code on WhatsApp in Hindi, and registers with it @phone', async ({
  page,
  fake,
  portal,
}, info) => {
  const phone = numberOf('9845500101', '9845500201', info);
  await page.goto('/register');
  await page
    .getByRole('group', { name: /Language/ })
    .getByRole('button', { name: 'हिन्दी' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByLabel(hi.auth.mobileNumber).fill(phone);
  await page.getByRole('button', { name: hi.auth.continue }).click();
  await expectStep(
    page,
    hi.auth.chooseMosque,
    page.getByRole('combobox', { name: hi.picker.state, exact: true }),
  );
  await pick(page, hi.picker.state, 'Telangana');
  await pick(page, hi.picker.district, 'Hyderabad');
  await pick(page, hi.picker.city, 'Hyderabad');
  await pick(page, hi.picker.locality, 'Charminar');
  await pick(page, hi.picker.mosque, /^Mecca Masjid/);
  await page.getByRole('button', { name: hi.common.submit, exact: true }).click();

  // Both ways are offered, WhatsApp first on a device that never chose.
  const whatsapp = page.getByRole('button', { name: hi.auth.sendOnWhatsApp });
  await expectStep(page, hi.auth.verifyMobile, whatsapp);
  await expect(sendButtons(page, hi.auth)).toHaveText([hi.auth.sendOnWhatsApp, hi.auth.sendBySms]);
  const smsBefore = await smsCount(`+91${phone}`);
  await whatsapp.click();

  // One authentication template, in Hindi, with the code as its parameter and in its copy-code button.
  const message = await fake.waitFor(phone);
  expect(message).toMatchObject({ name: 'sign_in_code', languageCode: 'hi' });
  expect(message.params).toEqual([expect.stringMatching(/^\d{6}$/)]);
  expect(message.copyCode).toBe(message.params[0]);
  await expect(
    page.getByText(hi.auth.otpEnterCodeWhatsApp.replace('{{phone}}', ltr(`+91 ${phone}`))),
  ).toBeVisible();
  // Meta reports the message delivered, through the signed webhook, as it would on the member's phone.
  expect(await fake.sendStatus(`${portal.baseUrl}/whatsapp/webhook`, message.providerId, 'delivered')).toBe(
    200,
  );

  await page.getByLabel(hi.auth.otp, { exact: true }).fill(message.params[0]!);
  await page.getByRole('button', { name: hi.auth.verifyOtp }).click();
  await expect(toast(page, hi.messages.verificationSuccessful)).toBeVisible();
  await expect(page.getByRole('heading', { name: hi.privacy.title })).toBeFocused();
  await page.getByRole('button', { name: hi.privacy.accept }).click();
  await expectStep(page, hi.auth.createPassword, page.getByLabel(hi.auth.newPassword));
  await page.getByLabel(hi.auth.newPassword).fill('whatsapp-hindi-1');
  await page.getByRole('button', { name: hi.auth.setPassword }).click();
  await expectStep(page, hi.auth.generalInformation, page.getByLabel(hi.auth.name, { exact: true }));
  await page.getByLabel(hi.auth.name, { exact: true }).fill('फ़ातिमा बेगम');
  await typeDate(page, hi.auth.dateOfBirth, '05061992');
  await page.getByRole('radio', { name: hi.auth.female, exact: true }).check();
  await page.getByLabel(hi.auth.houseAddress).fill('चारमीनार रोड, हैदराबाद');
  await page.getByRole('button', { name: hi.auth.submitAndAddDetails }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('फ़ातिमा बेगम');

  // One message on WhatsApp, and none by SMS: the code went one way.
  expect(takenBy(fake, phone)).toHaveLength(1);
  expect(await smsCount(`+91${phone}`)).toBe(smsBefore);
});

test('a number without WhatsApp is offered SMS at once, by keyboard; the SMS code registers it @phone', async ({
  page,
  fake,
}, info) => {
  const phone = numberOf('9845500102', '9845500202', info);
  await fetch(`${fake.url}/_fake/not-on-whatsapp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: phone }),
  });
  await registerToOtpStep(page, phone);
  const whatsapp = page.getByRole('button', { name: en.auth.sendOnWhatsApp });
  await expectStep(page, en.auth.verifyMobile, whatsapp);
  await expect(sendButtons(page, en.auth)).toHaveText([en.auth.sendOnWhatsApp, en.auth.sendBySms]);
  await expectNoSeriousA11yViolations(page, 'the OTP step with WhatsApp and SMS');

  // From here on the keyboard only: the focus is on the first way, WhatsApp.
  const before = await smsCount(`+91${phone}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: en.messages.whatsappNotUser })).toBeVisible();
  // SMS at once: no countdown, and the offer's button has the focus.
  await expect(page.getByRole('timer')).toHaveCount(0);
  const bySms = page.getByRole('button', { name: en.auth.sendBySms });
  await expect(bySms).toBeEnabled();
  await expect(bySms).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'the offer of SMS');
  await page.keyboard.press('Enter');

  const sms = await waitForSms(`+91${phone}`, before);
  const code = page.getByLabel(en.auth.otp, { exact: true });
  await expect(code).toBeFocused();
  await expect(page.getByText(en.auth.otpEnterCode.replace('{{phone}}', ltr(`+91 ${phone}`)))).toBeVisible();
  await page.keyboard.type(sms.code);
  await page.keyboard.press('Enter');
  await expect(toast(page, en.messages.verificationSuccessful)).toBeVisible();
  await acceptPrivacyNotice(page);
  // WhatsApp took nothing for the number: it refused the one try.
  expect(takenBy(fake, phone)).toHaveLength(0);
});

test('the device remembers the last way: after a WhatsApp send, a reload shows WhatsApp first @phone', async ({
  page,
  fake,
}, info) => {
  const phone = numberOf('9845500103', '9845500203', info);
  await registerToOtpStep(page, phone);
  await expect(sendButtons(page, en.auth)).toHaveText([en.auth.sendOnWhatsApp, en.auth.sendBySms]);

  // SMS chosen: after a reload SMS comes first, as the main button.
  const before = await smsCount(`+91${phone}`);
  await page.getByRole('button', { name: en.auth.sendBySms }).click();
  await waitForSms(`+91${phone}`, before);
  // The page has the reply (and keeps the send) once it asks for the code.
  const code = page.getByLabel(en.auth.otp, { exact: true });
  await expect(code).toBeVisible();
  await page.reload();
  await registerToOtpStep(page, phone);
  await expect(sendButtons(page, en.auth)).toHaveText([en.auth.sendBySms, en.auth.sendOnWhatsApp]);

  // Then WhatsApp: after a reload WhatsApp comes first again.
  await page.getByRole('button', { name: en.auth.sendOnWhatsApp }).click();
  const message = await fake.waitFor(phone);
  await expect(code).toBeVisible();
  await page.reload();
  await registerToOtpStep(page, phone);
  await expect(sendButtons(page, en.auth)).toHaveText([en.auth.sendOnWhatsApp, en.auth.sendBySms]);

  // The code on WhatsApp is still the one to type: its countdown runs, and the field is a press away.
  await expect(page.getByRole('button', { name: en.auth.sendOnWhatsApp })).toBeDisabled();
  await expect(page.getByRole('timer')).toContainText(/Resend OTP in \d+ seconds/);
  await page.getByRole('button', { name: en.auth.haveCode }).click();
  await code.fill(message.params[0]!);
  await page.getByRole('button', { name: en.auth.verifyOtp }).click();
  await expect(toast(page, en.messages.verificationSuccessful)).toBeVisible();
});
