import { expect, type Page, test } from '@playwright/test';
import { filledTemplatesFile, gatewayTemplateId } from '../server/test/sms-templates-file';
import { en } from '../web/i18n/locales/en';
import { hi } from '../web/i18n/locales/hi';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MEMBERS } from './support/fixtures';
import { expectStep, numberForTry, pick, storedUser, toast, typeDate } from './support/member';
import { smsCount, waitForSms } from './support/sms';

const chooseLanguage = (page: Page, name: 'English' | 'हिन्दी' | 'اردو') =>
  page
    .getByRole('group', { name: /Language|भाषा|زبان/ })
    .getByRole('button', { name })
    .click();

test('the phone step, its errors and the picker labels in Hindi @phone-only', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, 'हिन्दी');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(hi.auth.phoneIntro)).toBeVisible();
  await expect(page).toHaveTitle(`${hi.auth.signIn} · Anjuman`);

  await page.getByRole('button', { name: hi.auth.continue }).click();
  await expect(page.getByText(hi.messages.phoneRequired)).toBeVisible();
  await page.getByLabel(hi.auth.mobileNumber).fill('98765');
  await page.getByRole('button', { name: hi.auth.continue }).click();
  await expect(page.getByText(hi.messages.phoneDigits)).toBeVisible();

  await page.getByLabel(hi.auth.mobileNumber).fill('9876500302');
  await page.getByRole('button', { name: hi.auth.continue }).click();
  await expectStep(
    page,
    hi.auth.chooseMosque,
    page.getByRole('combobox', { name: hi.picker.state, exact: true }),
  );
  await pick(page, hi.picker.state, 'Telangana');
  await expect(page.getByRole('combobox', { name: hi.picker.district })).toBeVisible();
  await expect(page.getByRole('button', { name: hi.common.submit })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'masjid step in Hindi');
});

test('Urdu: the page turns right to left, the phone number stays left to right @phone', async ({ page }) => {
  await page.goto('/login');
  await chooseLanguage(page, 'اردو');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(page.getByRole('heading', { name: ur.auth.welcome })).toBeVisible();

  // Mirrored: the text of the card starts at its right edge.
  const card = await page.getByRole('main').boundingBox();
  const intro = await page.getByText(ur.auth.phoneIntro).boundingBox();
  expect(card && intro && Math.abs(card.x + card.width - (intro.x + intro.width))).toBeLessThan(48);

  // The phone field reads left to right, +91 first, inside the right-to-left page.
  const field = page.getByLabel(ur.auth.mobileNumber);
  await field.fill('9876500303');
  expect(await field.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
  const prefix = await page.getByText('+91', { exact: true }).boundingBox();
  const input = await field.boundingBox();
  expect(prefix && input && prefix.x < input.x).toBe(true);

  // The choice survives a reload.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(ur.auth.phoneIntro)).toBeVisible();
});

test('a member registers in Urdu end to end, and the OTP SMS is in Urdu; the language outlives the sign-out', async ({
  page,
}, info) => {
  const phone = numberForTry('9876500305', info);
  await page.goto('/register');
  await chooseLanguage(page, 'اردو');
  await page.getByLabel(ur.auth.mobileNumber).fill(phone);
  await page.getByRole('button', { name: ur.auth.continue }).click();

  await expectStep(
    page,
    ur.auth.chooseMosque,
    page.getByRole('combobox', { name: ur.picker.state, exact: true }),
  );
  await pick(page, ur.picker.state, 'Telangana');
  await pick(page, ur.picker.district, 'Hyderabad');
  await pick(page, ur.picker.city, 'Hyderabad');
  await pick(page, ur.picker.locality, 'Charminar');
  await pick(page, ur.picker.mosque, /^Mecca Masjid/);
  await page.getByRole('button', { name: ur.common.submit, exact: true }).click();

  await expectStep(page, ur.auth.verifyMobile, page.getByRole('button', { name: ur.auth.sendOtp }));
  const before = await smsCount(`+91${phone}`);
  await page.getByRole('button', { name: ur.auth.sendOtp }).click();
  const sms = await waitForSms(`+91${phone}`, before);
  // The SMS comes in the language the member reads the portal in: Urdu's registered template.
  expect(sms.templateId).toBe(gatewayTemplateId('otp', 'ur'));
  expect(sms.message).toBe(filledTemplatesFile().templates.otp!.ur!.text.replace('{#var#}', sms.code));
  await expect(page.getByText(/سیکنڈ میں OTP دوبارہ بھیجیں/)).toBeVisible();

  const wrong = sms.code === '000000' ? '111111' : '000000';
  await page.getByLabel(ur.auth.otp, { exact: true }).fill(wrong);
  await page.getByRole('button', { name: ur.auth.verifyOtp }).click();
  await expect(toast(page, ur.messages.incorrectOtp)).toBeVisible();
  await page.getByLabel(ur.auth.otp, { exact: true }).fill(sms.code);
  await page.getByRole('button', { name: ur.auth.verifyOtp }).click();
  await expect(toast(page, ur.messages.verificationSuccessful)).toBeVisible();

  await expect(page.getByRole('heading', { name: ur.privacy.title })).toBeFocused();
  await page.getByRole('button', { name: ur.privacy.accept }).click();

  await expectStep(page, ur.auth.createPassword, page.getByLabel(ur.auth.newPassword));
  await page.getByLabel(ur.auth.newPassword).fill('abc');
  await page.getByRole('button', { name: ur.auth.setPassword }).click();
  await expect(page.getByText(ur.messages.passwordTooShort)).toBeVisible();
  await page.getByLabel(ur.auth.newPassword).fill('secret-ruby-57');
  await page.getByRole('button', { name: ur.auth.setPassword }).click();
  await expect(toast(page, ur.messages.passwordSet)).toBeVisible();

  await expectStep(page, ur.auth.generalInformation, page.getByLabel(ur.auth.name, { exact: true }));
  await page.getByLabel(ur.auth.name, { exact: true }).fill('عمران شیخ');
  await typeDate(page, ur.auth.dateOfBirth, '12041990');
  await expect(page.getByText('12 اپریل، 1990')).toBeVisible();
  await page.getByLabel(ur.auth.houseAddress).fill('22 پتھر گٹی، حیدرآباد');
  await page.getByRole('button', { name: ur.auth.submitAndAddDetails }).click();

  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(ur.member.salutationBeforeName);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('عمران شیخ');
  await expect(page.getByRole('heading', { name: ur.member.recentAlerts })).toBeVisible();
  expect((await storedUser(page))?.name).toBe('عمران شیخ');

  // Sign out: the next sign-in page is still in Urdu.
  await page.getByRole('button', { name: 'شیخ، اکاؤنٹ مینو' }).click();
  await page.getByRole('menuitem', { name: ur.common.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(ur.auth.phoneIntro)).toBeVisible();

  // And back to English.
  await chooseLanguage(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText(en.auth.phoneIntro)).toBeVisible();
});

test('the account menu changes the language of a signed-in member', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(en.auth.mobileNumber).fill(MEMBERS.home.phone);
  await page.getByRole('button', { name: en.auth.continue }).click();
  await page.getByLabel(en.auth.password, { exact: true }).fill(MEMBERS.home.password);
  await page.getByRole('button', { name: en.auth.login, exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: hi.member.recentAlerts })).toBeVisible();
  await expect(page.getByRole('link', { name: hi.member.myFamily }).first()).toBeVisible();
});

test('/login and /admin/login are axe-clean in English, Hindi and Urdu @phone', async ({ page }) => {
  for (const path of ['/login', '/admin/login']) {
    await page.goto(path);
    for (const name of ['English', 'हिन्दी', 'اردو'] as const) {
      await chooseLanguage(page, name);
      await expect(page.getByRole('button', { name, pressed: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${path} in ${name}`);
    }
    await chooseLanguage(page, 'English');
  }
});
