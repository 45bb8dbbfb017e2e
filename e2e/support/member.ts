import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { smsCount, waitForSms } from './sms';

/**
 * Chooses an option in one of the picker's dropdowns by its label, and waits until the field shows it.
 * On a cold server the list can arrive while the menu opens; a user whose click did not take simply clicks
 * again, and so does this helper, but only until the field holds the choice.
 */
export async function pick(page: Page, label: string, option: string | RegExp) {
  // Exact, so that 'Education' does not also find 'Education Level' once that field appears.
  const field = page.getByRole('combobox', { name: label, exact: true });
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if ((await listbox.count()) === 0) await field.click();
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
    await expect(listbox).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(field).toContainText(option);
  // The menu fades out after it closes; until it has left the page its fading items would be read as low contrast.
  await expect(page.locator('.MuiMenu-paper')).toHaveCount(0);
}

/**
 * The number a registering test uses on this try: a retry must not find the number its first try registered,
 * so the sixth digit carries the retry count.
 */
export const numberForTry = (phone: string, info: TestInfo) =>
  `${phone.slice(0, 5)}${info.retry}${phone.slice(6)}`;

export async function enterPhone(page: Page, phone: string) {
  await page.getByLabel('Mobile Number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * A new step of the sign-in screen: its first field has the focus, so the member types at
 * once, and its heading is shown and said by the screen's live region.
 */
export async function expectStep(page: Page, heading: string, field: Locator) {
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByTestId('step-announcement')).toHaveText(heading);
  await expect(field).toBeFocused();
}

/** The visible toast (screen readers hear it from the live regions beside it). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

export const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null') as { name: string } | null);

/** Sends an OTP from the open OTP step, reads it from the SMS inbox and verifies it. */
export async function verifyByOtp(page: Page, phone: string) {
  const before = await smsCount(`+91${phone}`);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const sms = await waitForSms(`+91${phone}`, before);
  await page.getByLabel('OTP').fill(sms.code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toast(page, 'Mobile verification successful')).toBeVisible();
}

/** A new member's privacy notice, right after the OTP: read, then 'I agree'. */
export async function acceptPrivacyNotice(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeFocused();
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(toast(page, 'Thank you. Your consent has been recorded')).toBeVisible();
}

/** Types a date, day first, into a dd/mm/yyyy date field: its day section first, then the digits. */
export async function typeDate(page: Page, label: string, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

/** A new number on /register as far as its OTP step: Mecca Masjid in Hyderabad chosen and submitted. */
export async function registerToOtpStep(page: Page, phone: string) {
  await page.goto('/register');
  await enterPhone(page, phone);
  await expectStep(page, 'Choose Your Mosque', page.getByRole('combobox', { name: 'State', exact: true }));
  await pick(page, 'State', 'Telangana');
  await pick(page, 'District', 'Hyderabad');
  await pick(page, 'City', 'Hyderabad');
  await pick(page, 'Locality', 'Charminar');
  await pick(page, 'Mosque', /^Mecca Masjid/);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Registers a new number through the screens, as a member would: Mecca Masjid in Hyderabad, the OTP from
 * the fake gateway, a password and the basic details; it ends on the dashboard.
 */
export async function registerThroughUi(
  page: Page,
  member: { phone: string; password: string; name: string; dob: string; gender: 'Male' | 'Female' },
) {
  await registerToOtpStep(page, member.phone);
  await verifyByOtp(page, member.phone);
  await acceptPrivacyNotice(page);
  await page.getByLabel('New Password').fill(member.password);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expectStep(page, 'General Infomation', page.getByLabel('Name', { exact: true }));
  await page.getByLabel('Name', { exact: true }).fill(member.name);
  await typeDate(page, 'Date of Birth', member.dob);
  await page.getByRole('radio', { name: member.gender, exact: true }).check();
  await page.getByLabel('House Address').fill('Charminar Road, Hyderabad');
  await page.getByRole('button', { name: 'Submit and Add Details' }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
}

/** Signs a member in with their password, through the screens, and waits for the dashboard. */
export async function signInMember(page: Page, member: { phone: string; password: string }) {
  await page.goto('/login');
  await enterPhone(page, member.phone);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
}
