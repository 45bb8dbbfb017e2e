import { expect, type Page, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { E2E } from './support/env';
import { MEMBERS } from './support/fixtures';
import { holdRequests } from './support/hold';
import { expectStep, signInMember } from './support/member';
import { signInStaff } from './support/staff';

// The digits phones type in Hindi and in Urdu, for a number given in 0-9.
const inDigitsFrom = (zero: number, phone: string) =>
  [...phone].map((d) => String.fromCharCode(zero + Number(d))).join('');
const hindi = (phone: string) => inDigitsFrom(0x0966, phone);
const urdu = (phone: string) => inDigitsFrom(0x06f0, phone);

/** Types into a field key by key, as a person does, after emptying it. */
async function typeInto(page: Page, field: ReturnType<Page['getByLabel']>, typed: string) {
  await field.fill('');
  await field.click();
  await page.keyboard.type(typed);
}

test('the member mobile field holds at most 10 digits, reads Hindi and Urdu digits, and drops an old error @phone', async ({
  page,
}) => {
  await page.goto('/login');
  const phone = page.getByLabel(en.auth.mobileNumber);
  // An eleventh digit is not kept, and so not shown either.
  await typeInto(page, phone, '98765432101');
  await expect(phone).toHaveValue('9876543210');
  await typeInto(page, phone, hindi('9876543210'));
  await expect(phone).toHaveValue('9876543210');
  await typeInto(page, phone, urdu('9876543210'));
  await expect(phone).toHaveValue('9876543210');

  // A message about the number before goes once it changes.
  await typeInto(page, phone, '98765');
  await page.getByRole('button', { name: en.auth.continue }).click();
  const tooShort = page.getByText(en.messages.phoneDigits);
  await expect(tooShort).toBeVisible();
  await page.keyboard.type('4');
  await expect(tooShort).toHaveCount(0);
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');

  // A returning member typing in Urdu digits gets the password step of their number.
  await typeInto(page, phone, urdu(MEMBERS.returning.phone));
  await expect(phone).toHaveValue(MEMBERS.returning.phone);
  await page.getByRole('button', { name: en.auth.continue }).click();
  await expectStep(page, en.auth.login, page.getByLabel(en.auth.password));
});

test('Hindi digits typed before the scripts arrive are the number once the app takes over', async ({
  page,
}) => {
  const release = await holdRequests(page, /\/assets\/.+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  const phone = page.getByLabel(en.auth.mobileNumber);
  await expect(phone).toBeFocused();
  await page.keyboard.type(hindi(MEMBERS.returning.phone));
  release();
  await expect(page.locator('#root > script')).toHaveCount(0, { timeout: 20_000 });
  await expect(phone).toHaveValue(MEMBERS.returning.phone);
  await page.getByRole('button', { name: en.auth.continue }).click();
  await expectStep(page, en.auth.login, page.getByLabel(en.auth.password));
});

test('the delete confirmation and the staff account form take the number the same way @phone', async ({
  page,
  browser,
}) => {
  await signInMember(page, MEMBERS.home);
  await page.goto('/profile?tab=privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog').getByLabel(en.privacy.confirmNumber);
  await typeInto(page, confirm, `${MEMBERS.home.phone}1`);
  await expect(confirm).toHaveValue(MEMBERS.home.phone);
  await typeInto(page, confirm, urdu(MEMBERS.home.phone));
  await expect(confirm).toHaveValue(MEMBERS.home.phone);
  await page.getByRole('button', { name: 'Cancel' }).click();

  const staff = await browser.newContext({ viewport: page.viewportSize(), baseURL: E2E.baseUrl });
  const admin = await staff.newPage();
  await signInStaff(admin, E2E.admin);
  await admin.goto('/admin/volunteers');
  await admin.getByRole('button', { name: 'New Admin' }).click();
  const mobile = admin.getByRole('dialog').getByLabel('Mobile Number');
  await typeInto(admin, mobile, hindi('98765432101'));
  await expect(mobile).toHaveValue('9876543210');
  await staff.close();
});
