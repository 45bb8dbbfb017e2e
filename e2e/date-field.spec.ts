import { expect, type Page, test } from '@playwright/test';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { E2E } from './support/env';
import { PLAIN_ADMIN } from './support/fixtures';
import {
  acceptPrivacyNotice,
  numberForTry,
  pick,
  registerToOtpStep,
  storedUser,
  toast,
  typeDate,
  verifyByOtp,
} from './support/member';
import { signInStaff } from './support/staff';

/** A date read back under its field, set apart from the text around it (U+2068 … U+2069). */
const readBack = (date: string) => new RegExp(`^\u2068?${date}\u2069?$`);

/** What a date field shows, its parts read as one: '31/02/2031'. */
const shown = async (page: Page, label: string) =>
  (await page.getByRole('group', { name: label }).getByRole('spinbutton').allInnerTexts()).join('/');

/**
 * Types a date, then another over it from the day part, then a third, by keyboard as a person would: each
 * time the field shows exactly what was typed, an impossible date included, and reads back only a real one.
 */
async function expectTypedOver(page: Page, label: string, [first, impossible, last]: string[]) {
  const asShown = (digits: string) => `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  for (const digits of [first, impossible, last] as string[]) {
    await typeDate(page, label, digits);
    await expect.poll(() => shown(page, label), `${label}: ${digits} typed`).toBe(asShown(digits));
  }
}

// Indian users write day, month, year: a date typed so is read so, shown back as the spec shows dates, and stored.
test('the Date of Birth is typed day first: 15081992 is 15 Aug 1992 @phone', async ({ page }, info) => {
  const phone = numberForTry(info.project.name === 'desktop' ? '9876500033' : '9876500032', info);
  await registerToOtpStep(page, phone);
  await verifyByOtp(page, phone);
  await acceptPrivacyNotice(page);
  await page.getByLabel('New Password').fill('secret-ruby-57');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(toast(page, 'Password has been set successfully')).toBeVisible();

  await page.getByLabel('Name', { exact: true }).fill('Sana Fatima');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('House Address').fill('4 Moghalpura, Hyderabad');
  const dob = page.getByRole('group', { name: 'Date of Birth' });

  // An impossible date is shown as typed, the year too, refused with the spec's message, and nothing is saved.
  await typeDate(page, 'Date of Birth', '31022001');
  await expect(dob).toContainText('31/02/2001');
  await page.getByRole('button', { name: 'Submit and Add Details' }).click();
  await expect(page.getByText('Please enter a valid date of birth')).toBeVisible();
  await expect(page).not.toHaveURL(/member-dashboard/);

  // Dates typed over it are each the one typed.
  await expectTypedOver(page, 'Date of Birth', ['01011990', '31022024', '15081992']);
  await expect(dob).toContainText('15/08/1992');
  await expect(page.getByText('15 Aug 1992')).toBeVisible();
  await page.getByRole('button', { name: 'Submit and Add Details' }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  expect((await storedUser(page)) as { dob?: string }).toMatchObject({ dob: '1992-08-15' });
});

test('a date typed over another in the expiry is the one typed, and the alert expires on it @phone', async ({
  page,
}, info) => {
  const title = `Typed expiry ${info.project.name === 'desktop' ? 'D' : 'P'}${info.retry}`;
  await signInStaff(page, PLAIN_ADMIN);
  await page.goto('/admin/alerts');
  await page.getByRole('button', { name: 'New Alert' }).click();
  const form = page.getByRole('dialog', { name: 'New Alert' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Typed over, and kept as typed.');
  await pick(page, 'Category', 'Society');
  await pick(page, 'Severity', 'Low');
  await pick(page, 'Alert level', 'State');
  await pick(page, 'State', 'West Bengal');
  await expectTypedOver(page, 'Expiry date', ['01012030', '31022031', '10122030']);
  await expect(form.getByText(readBack('10 Dec 2030'))).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Alert added successfully')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText(/^It will expire on \u2068?10 Dec 2030\u2069?$/)).toBeVisible();
});

test('the audit days keep what is typed over them @phone', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  // A phone keeps the filters in a drawer.
  const filters = page.getByRole('button', { name: /^Filters/ });
  if (await filters.isVisible()) await filters.click();
  await expectTypedOver(page, 'From', ['01012020', '31022021', '10122019']);
  await expect(page.getByText(readBack('10 Dec 2019'))).toBeVisible();
  await expectTypedOver(page, 'To', ['15062020', '29022023', '01122019']);
  await expect(page.getByText(readBack('1 Dec 2019'))).toBeVisible();
});

test('in Urdu, a date typed over another is the one typed', async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: urAdmin.audit.title, level: 1 })).toBeVisible();
  await expectTypedOver(page, urAdmin.audit.from, ['01012020', '31022021', '10122019']);
});
