import { expect, type Page, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { WHATSAPP_CONSENT_MEMBERS } from './support/fixtures';
import { signInMember, toast } from './support/member';

// Profile's 'Alerts on WhatsApp': shown only where the portal sends on WhatsApp, off until the member turns it
// on, saying since when it holds, by keyboard and in every language. The e2e portal sends on no WhatsApp (its
// sign-in journeys stay as they are), so the session's reply says it does, and the switch's writes are answered
// as the server answers them (server/privacy/whatsapp-consent.test.ts holds the server to it).

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openProfile(page: Page) {
  await page.goto('/profile?tab=privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** A portal that sends on WhatsApp, as far as this page sees it: the opt-in kept here, as the server keeps it. */
async function withWhatsapp(page: Page) {
  const state = { since: null as string | null, writes: [] as boolean[] };
  await page.route('**/api/getSessionUser', async (route) => {
    const reply = await route.fetch();
    const body = await reply.json();
    body.result = { ...body.result, whatsappOffered: true, alertWhatsappConsentAt: state.since };
    return route.fulfill({ response: reply, json: body });
  });
  await page.route('**/api/setAlertWhatsappConsent', (route) => {
    const { agreed } = route.request().postDataJSON().data as { agreed: boolean };
    state.writes.push(agreed);
    state.since = agreed ? '2026-03-14T09:35:00.000Z' : null;
    const message = agreed
      ? en.messages.alertWhatsappConsentGiven
      : en.messages.alertWhatsappConsentWithdrawn;
    const messageCode = agreed ? 'alertWhatsappConsentGiven' : 'alertWhatsappConsentWithdrawn';
    return route.fulfill({
      json: { result: { pass: true, message, messageCode, alertWhatsappConsentAt: state.since } },
    });
  });
  return state;
}

test('without WhatsApp on the portal, Profile offers no WhatsApp switch @phone', async ({ page }, info) => {
  const member = WHATSAPP_CONSENT_MEMBERS[info.project.name as keyof typeof WHATSAPP_CONSENT_MEMBERS];
  await signInMember(page, member);
  await openProfile(page);
  await expect(page.getByRole('region', { name: en.push.smsHeading })).toBeVisible();
  await expect(page.getByRole('region', { name: en.push.whatsappHeading })).toHaveCount(0);
});

test('Alerts on WhatsApp is off by default, turned on by keyboard with its time, and off again in Urdu @phone', async ({
  page,
}, info) => {
  const member = WHATSAPP_CONSENT_MEMBERS[info.project.name as keyof typeof WHATSAPP_CONSENT_MEMBERS];
  const state = await withWhatsapp(page);
  await signInMember(page, member);
  await openProfile(page);
  const section = page.getByRole('region', { name: en.push.whatsappHeading });
  const consent = section.getByRole('switch', { name: en.push.whatsappSwitch });
  await expect(consent).not.toBeChecked();
  await expect(section).toContainText(en.push.whatsappOffHelp);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'Profile with Alerts on WhatsApp off');

  // By keyboard: Tab from the page's heading reaches the switch, and Space turns it on.
  let reached = false;
  for (let i = 0; i < 50 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await consent.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Space');
  await expect(toast(page, en.messages.alertWhatsappConsentGiven)).toBeVisible();
  await expect(consent).toBeChecked();
  // Since when, day first, in India's time: 09:35 UTC is 15:05 there.
  await expect(section).toContainText('On since');
  await expect(section).toContainText('14 Mar 2026, 15:05');
  expect(state.writes).toEqual([true]);

  // In Urdu, right to left: still on, and turned off there.
  await page.evaluate(() => localStorage.setItem('language', 'ur'));
  await openProfile(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const there = page.getByRole('region', { name: ur.push.whatsappHeading });
  const urSwitch = there.getByRole('switch', { name: ur.push.whatsappSwitch });
  await expect(urSwitch).toBeChecked();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'Profile with Alerts on WhatsApp on, in Urdu');
  await urSwitch.click();
  await expect(toast(page, ur.messages.alertWhatsappConsentWithdrawn)).toBeVisible();
  await expect(urSwitch).not.toBeChecked();
  await expect(there).toContainText(ur.push.whatsappOffHelp);
  expect(state.writes).toEqual([true, false]);
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
