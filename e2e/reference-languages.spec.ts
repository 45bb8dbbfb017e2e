import { expect, type Page, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { hi } from '../web/i18n/locales/hi';
import { hiAdmin } from '../web/i18n/locales/hi-admin';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { numberForTry, pick, toast, typeDate } from './support/member';
import { smsCount, waitForSms } from './support/sms';

// The reference values, the default categories and the date field in Hindi and Urdu.

/** A catalogue text that must exist (the catalogue tests check that it does). */
const must = (text: string | undefined): string => {
  if (!text) throw new Error('A text is missing from the catalogue');
  return text;
};
const HI = {
  undergraduate: must(hi.referenceValues.education[7]),
  bachelor: must(hi.referenceValues.educationLevel[15]),
  health: must(hi.defaultCategories.health),
  education: must(hi.defaultCategories.education),
};
const UR = {
  undergraduate: must(ur.referenceValues.education[7]),
  bachelor: must(ur.referenceValues.educationLevel[15]),
  privateJob: must(ur.referenceValues.workType[2]),
  health: must(ur.defaultCategories.health),
};

const chooseLanguage = (page: Page, name: 'हिन्दी' | 'اردو') =>
  page
    .getByRole('group', { name: /Language|भाषा|زبان/ })
    .getByRole('button', { name })
    .click();

/** What a date field's parts are called for a screen reader, and what its empty parts show. */
async function expectDateFieldIn(page: Page, label: string, words: typeof hi.datePicker) {
  const field = page.getByRole('group', { name: label });
  for (const [part, placeholder] of [
    [words.day, words.dayPlaceholder],
    [words.month, words.monthPlaceholder],
    [words.year, words.yearPlaceholder],
  ] as const) {
    await expect(field.getByRole('spinbutton', { name: part, exact: true })).toHaveText(placeholder);
  }
  await expect(page.getByRole('button', { name: words.choose, exact: true })).toBeVisible();
  await expect(field).not.toContainText(/DD|MM|YYYY/);
}

test('a member in Hindi, then Urdu: date field, Other Details choices and read-back, and volunteer categories', async ({
  page,
}, info) => {
  const phone = numberForTry('9876500501', info);
  await page.goto('/register');
  await chooseLanguage(page, 'हिन्दी');
  await page.getByLabel(hi.auth.mobileNumber).fill(phone);
  await page.getByRole('button', { name: hi.auth.continue }).click();
  await pick(page, hi.picker.state, 'Telangana');
  await pick(page, hi.picker.district, 'Hyderabad');
  await pick(page, hi.picker.city, 'Hyderabad');
  await pick(page, hi.picker.locality, 'Charminar');
  await pick(page, hi.picker.mosque, /^Mecca Masjid/);
  await page.getByRole('button', { name: hi.common.submit, exact: true }).click();
  const before = await smsCount(`+91${phone}`);
  await page.getByRole('button', { name: hi.auth.sendOtp }).click();
  const sms = await waitForSms(`+91${phone}`, before);
  await page.getByLabel(hi.auth.otp, { exact: true }).fill(sms.code);
  await page.getByRole('button', { name: hi.auth.verifyOtp }).click();
  await page.getByRole('button', { name: hi.privacy.accept }).click();
  await page.getByLabel(hi.auth.newPassword).fill('secret-ruby-57');
  await page.getByRole('button', { name: hi.auth.setPassword }).click();
  await expect(toast(page, hi.messages.passwordSet)).toBeVisible();

  // Item 7: the empty date field, its parts and its calendar button speak Hindi.
  // Each step puts the focus in its first field.
  await expect(page.getByLabel(hi.auth.name, { exact: true })).toBeFocused();
  await expectDateFieldIn(page, hi.auth.dateOfBirth, hi.datePicker);
  await page.getByLabel(hi.auth.name, { exact: true }).fill('सना फ़ातिमा');
  await typeDate(page, hi.auth.dateOfBirth, '15081992');
  await expect(
    page.getByRole('button', { name: new RegExp(`^${hi.datePicker.chooseWithValue.split('{{')[0]}`) }),
  ).toBeVisible();
  await page.getByRole('radio', { name: hi.auth.female }).check();
  await page.getByLabel(hi.auth.houseAddress).fill('4 मुग़लपुरा, हैदराबाद');
  await page.getByRole('button', { name: hi.auth.submitAndAddDetails }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);

  // Item 2: Other Details offers the lists in Hindi, and reads the choice back in Hindi.
  await page.goto('/profile?tab=other');
  await page.getByRole('button', { name: hi.profile.updateDetails }).click();
  await page.getByRole('radio', { name: hi.details.categories.student, exact: true }).check();
  await page.getByRole('combobox', { name: hi.details.education, exact: true }).click();
  const options = page.getByRole('option');
  await expect(options.filter({ hasText: HI.undergraduate })).toBeVisible();
  await expect(options.filter({ hasText: 'Undergraduate' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await pick(page, hi.details.education, HI.undergraduate);
  await pick(page, hi.details.educationLevel, HI.bachelor);
  await page.getByLabel(hi.details.course).fill('BSc');
  await page.getByRole('button', { name: hi.common.submit, exact: true }).click();
  await expect(toast(page, hi.messages.detailsUpdated)).toBeVisible();
  const summary = page.locator('dl').filter({ hasText: 'BSc' });
  await expect(summary.getByText(HI.undergraduate, { exact: true })).toBeVisible();
  await expect(summary.getByText(HI.bachelor, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'other details in Hindi');

  // /volunteers: Hyderabad's demo volunteer serves the default category Health.
  await page.goto('/volunteers');
  const card = page.getByRole('article').filter({ hasText: 'Mohammed Irfan' });
  await expect(card.getByText(HI.health, { exact: true })).toBeVisible();
  await expect(card.getByText('Health', { exact: true })).toHaveCount(0);

  // The same in Urdu, from the account menu.
  await page.getByRole('button', { name: new RegExp(hi.common.accountMenu) }).click();
  await page.getByRole('menuitem', { name: 'اردو' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(card.getByText(UR.health, { exact: true })).toBeVisible();

  await page.goto('/profile?tab=other');
  const urduSummary = page.locator('dl').filter({ hasText: 'BSc' });
  await expect(urduSummary.getByText(UR.undergraduate, { exact: true })).toBeVisible();
  await expect(urduSummary.getByText(UR.bachelor, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: ur.profile.updateDetails }).click();
  await expect(page.getByRole('combobox', { name: ur.details.education, exact: true })).toContainText(
    UR.undergraduate,
  );
  await page.getByRole('radio', { name: ur.details.categories.working, exact: true }).check();
  await page.getByRole('combobox', { name: ur.details.workType, exact: true }).click();
  await expect(options.filter({ hasText: UR.privateJob })).toBeVisible();
  await expect(options.filter({ hasText: 'Private job' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page, 'other details in Urdu');

  // Item 7 in Urdu: the Basic Details form's date field.
  await page.goto('/profile');
  await page.getByRole('button', { name: ur.common.edit, exact: true }).click();
  const dob = page.getByRole('group', { name: ur.auth.dateOfBirth });
  await expect(dob.getByRole('spinbutton', { name: ur.datePicker.day, exact: true })).toHaveText('15');
  await expect(dob.getByRole('spinbutton', { name: ur.datePicker.year, exact: true })).toHaveText('1992');
  await expect(
    page.getByRole('button', { name: new RegExp(`^${ur.datePicker.chooseWithValue.split('{{')[0]}`) }),
  ).toBeVisible();
});

test('staff in Hindi see the default categories and the reference values in Hindi', async ({ page }) => {
  await page.goto('/admin/login');
  await chooseLanguage(page, 'हिन्दी');
  await page.getByLabel(hiAdmin.admin.email).fill(E2E.admin.email);
  await page.getByLabel(hi.auth.password).fill(E2E.admin.password);
  await page.getByRole('button', { name: hi.auth.login, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  // The categories screen: the default tree in Hindi.
  await page.goto('/admin/categories');
  await page.getByRole('combobox', { name: hiAdmin.adminPlaces.category, exact: true }).click();
  await expect(page.getByRole('option', { name: HI.education, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Education', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The accounts screen: a volunteer's category.
  await page.goto('/admin/volunteers');
  const ayesha = page.locator('.MuiCard-root', {
    has: page.getByRole('heading', { name: 'Ayesha Siddiqui' }),
  });
  await expect(ayesha).toContainText(`${hiAdmin.adminAccounts.categoryLabel}: ${HI.education}`);

  // The members directory: the subcategory choices and the cards' summaries.
  await page.goto('/admin/members');
  await pick(page, hiAdmin.adminMembers.category, new RegExp(`^${hi.details.categories.student}$`));
  await page.getByRole('combobox', { name: hiAdmin.adminMembers.subCategory, exact: true }).click();
  await expect(page.getByRole('option', { name: HI.undergraduate, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Undergraduate', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Each student's card names their education in Hindi, never in English.
  const anyOf = (texts: Record<string, string>) =>
    new RegExp(
      Object.values(texts)
        .map((t) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('|'),
    );
  const students = page.getByRole('article');
  await expect(students.first()).toContainText(anyOf(hi.referenceValues.education));
  await expect(students.filter({ hasText: anyOf(en.referenceValues.education) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'members directory in Hindi');
});
