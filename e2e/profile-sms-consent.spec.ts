import { expect, type Page, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { hi } from '../web/i18n/locales/hi';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { SMS_CONSENT_MEMBERS } from './support/fixtures';
import { signInMember, toast } from './support/member';

// The member's consent to urgent alerts by SMS, on Profile's Privacy tab beside the directory's: off until they give it, kept by the server, and
// reachable by keyboard, in every language.

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function openProfile(page: Page) {
  await page.goto('/profile?tab=privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

test('the consent to urgent SMS is off by default, turned on by keyboard, and kept after a reload @phone', async ({
  page,
}, info) => {
  const member = SMS_CONSENT_MEMBERS[info.project.name as keyof typeof SMS_CONSENT_MEMBERS];
  await signInMember(page, member);
  await openProfile(page);
  const section = page.getByRole('region', { name: en.push.smsHeading });
  const consent = section.getByRole('switch', { name: en.push.smsSwitch });
  await expect(consent).not.toBeChecked();
  await expect(section).toContainText(en.push.smsOffHelp);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'Profile with the SMS consent off');

  // By keyboard: Tab from the page's heading reaches the switch, and Space turns it on.
  let reached = false;
  for (let i = 0; i < 40 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await consent.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Space');
  await expect(toast(page, en.messages.alertSmsConsentGiven)).toBeVisible();
  await expect(consent).toBeChecked();
  await expect(section).toContainText(en.push.smsOnHelp);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(consent).toBeChecked();

  // The same in Hindi, and in Urdu (right to left).
  for (const [language, texts, dir] of [
    ['hi', hi, 'ltr'],
    ['ur', ur, 'rtl'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await openProfile(page);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const there = page.getByRole('region', { name: texts.push.smsHeading });
    await expect(there.getByRole('switch', { name: texts.push.smsSwitch })).toBeChecked();
    await expect(there).toContainText(texts.push.smsOnHelp);
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoSeriousA11yViolations(page, `Profile with the SMS consent on, in ${language}`);
  }
  // Withdrawn in Urdu; back in English it stays off.
  await page.getByRole('switch', { name: ur.push.smsSwitch }).click();
  await expect(toast(page, ur.messages.alertSmsConsentWithdrawn)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await openProfile(page);
  await expect(consent).not.toBeChecked();
});
