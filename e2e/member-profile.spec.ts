import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { PROFILE_MEMBERS } from './support/fixtures';
import { enterPhone, numberForTry, pick, registerThroughUi, storedUser, toast } from './support/member';

const { details: member, password: changer } = PROFILE_MEMBERS;

async function signIn(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await enterPhone(page, phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
}

async function openProfile(page: Page, tab?: string) {
  await page.goto(tab ? `/profile?tab=${tab}` : '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeFocused();
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('/profile shows the card and three tabs; a 5-character new password is refused @phone', async ({
  page,
}) => {
  await signIn(page, member.phone, member.password);
  await openProfile(page);
  await expect(page).toHaveTitle('Profile · Anjuman');
  const card = page.getByRole('region', { name: 'Your details' });
  await expect(card.getByText(member.phone)).toBeVisible();
  await expect(card.getByText(/^AJ/)).toBeVisible();
  for (const name of ['Basic Details', 'Other Details', 'Password']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Basic Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'profile, basic details');

  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=password$/);
  await page.getByLabel('Current Password').fill(member.password);
  await page.getByLabel('New Password', { exact: true }).fill('abcde');
  await page.getByLabel('Confirm New Password').fill('abcde');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password should be atleast 6 characters')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'profile, password');

  await page.getByRole('tab', { name: 'Other Details' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=other$/);
  await page.getByRole('button', { name: 'I want to update these details' }).click();
  await page.getByRole('radio', { name: 'Student/Part Time Job' }).check();
  await expect(page.getByLabel('Company')).toBeVisible();
  expect(await fitsTheScreen(page)).toBe(true);
});

test.describe
  .serial('a member fills in their profile', () => {
    test('other details: the hint first, then Student at a course level, saved and summarised', async ({
      page,
    }) => {
      await signIn(page, member.phone, member.password);
      await openProfile(page, 'other');
      await expect(
        page.getByText('Update your details from below, and it will appear here...'),
      ).toBeVisible();

      const toggle = page.getByRole('button', { name: 'I want to update these details' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const submit = page.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await expect(page.getByRole('radio', { name: 'Student/Part Time Job' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'profile, details form');

      await page.getByRole('radio', { name: 'Student', exact: true }).check();
      await expect(submit).toBeEnabled();
      await expect(page.getByLabel('Goals')).toBeVisible();
      await expect(page.getByLabel('Course')).toHaveCount(0);
      await pick(page, 'Education', 'Undergraduate');
      await pick(page, 'Education Level', /^Bachelor's degree/);
      // Levels 11 to 21 ask for a course and a subject.
      await expect(page.getByLabel('Course')).toBeVisible();
      await page.getByLabel('Course').fill('BSc');
      await page.getByLabel('Subject').fill('Computer Science');
      await page.getByLabel('Institution').fill('Osmania University');
      await page.getByLabel('Goals').fill('Software engineer');
      await submit.click();
      await expect(toast(page, 'Details updated successfully')).toBeVisible();

      await expect(page.getByText('Update your details from below, and it will appear here...')).toHaveCount(
        0,
      );
      const summary = page.locator('dl').filter({ hasText: 'Course' });
      // The focus goes to what changed: the summary above the closed form.
      await expect(page.locator(':focus')).toContainText('BSc');
      await expect(summary.getByText('Student', { exact: true })).toBeVisible();
      await expect(summary.getByText('Undergraduate', { exact: true })).toBeVisible();
      await expect(summary.getByText('BSc', { exact: true })).toBeVisible();
      await expect(summary.getByText('Computer Science', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      // The card's category follows, and the session's cached user holds the details.
      await expect(page.getByRole('region', { name: 'Your details' }).getByText('Student')).toBeVisible();
      expect(
        await page.evaluate(
          () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { category?: string }).category,
        ),
      ).toBe('student');

      await page.reload();
      await expect(summary.getByText('BSc', { exact: true })).toBeVisible();
    });

    test('other details: switching the category clears every field; the cancel button closes the form', async ({
      page,
    }) => {
      await signIn(page, member.phone, member.password);
      await openProfile(page, 'other');
      // By keyboard: the toggle opens the form, arrow keys move between the categories.
      const toggle = page.getByRole('button', { name: 'I want to update these details' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      // The form starts from what is saved.
      await expect(page.getByRole('radio', { name: 'Student', exact: true })).toBeChecked();
      await expect(page.getByLabel('Course')).toHaveValue('BSc');

      await page.getByRole('radio', { name: 'Student', exact: true }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('radio', { name: 'Working', exact: true })).toBeChecked();
      await expect(page.getByLabel('Course')).toHaveCount(0);
      await expect(page.getByLabel('Goals')).toHaveCount(0);
      await expect(page.getByLabel('Position')).toBeVisible();
      await expect(page.getByLabel('Company')).toBeVisible();
      await expect(page.getByLabel('Qualification')).toBeVisible();
      await page.getByLabel('Position').fill('Clerk');

      await page.getByRole('radio', { name: 'Student', exact: true }).check();
      await expect(page.getByLabel('Institution')).toHaveValue('');
      await expect(page.getByLabel('Goals')).toHaveValue('');
      // The education is empty again, so no level and no course are offered.
      await expect(page.getByLabel('Education Level')).toHaveCount(0);
      await expect(page.getByLabel('Course')).toHaveCount(0);

      await page.getByRole('radio', { name: 'Not working' }).check();
      await expect(page.getByLabel('Reason')).toBeVisible();
      await expect(page.getByLabel('Institution')).toHaveCount(0);

      await page.getByRole('button', { name: "I don't want to cancel" }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('radio', { name: 'Student', exact: true })).toHaveCount(0);
      await expect(toggle).toBeFocused();
      // Nothing was saved.
      await expect(page.locator('dl').getByText('BSc', { exact: true })).toBeVisible();
    });

    test('basic details: Edit, save, and the change outlives a reload', async ({ page }) => {
      await signIn(page, member.phone, member.password);
      await openProfile(page);
      await expect(page.getByText(member.name, { exact: true }).first()).toBeVisible();
      // Dates read day first.
      await expect(page.getByText(/^\u2068?15 Mar 1990\u2069?$/)).toBeVisible();

      await page.getByRole('button', { name: 'Edit' }).click();
      const name = page.getByLabel('Name', { exact: true });
      await expect(name).toBeFocused();
      await name.fill('Imran Ahmed Siddiqui');
      await page.getByLabel('House Address').fill('12 Charminar Road, Hyderabad');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'Details updated successfully')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit' })).toBeFocused();
      await expect(page.getByText('12 Charminar Road, Hyderabad')).toBeVisible();
      expect((await storedUser(page))?.name).toBe('Imran Ahmed Siddiqui');

      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Imran Ahmed Siddiqui' })).toBeVisible();
      await expect(page.getByText('12 Charminar Road, Hyderabad')).toBeVisible();
    });
  });

test('password: a mismatch is named, a real change works and the old password no longer signs in', async ({
  page,
}) => {
  await signIn(page, changer.phone, changer.password);
  await openProfile(page, 'password');
  await page.getByLabel('Current Password').fill(changer.password);
  await page.getByLabel('New Password', { exact: true }).fill('brandnew77');
  await page.getByLabel('Confirm New Password').fill('brandnew78');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('The new password and its confirmation are not the same')).toBeVisible();

  await page.getByLabel('Confirm New Password').fill('brandnew77');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password has been set successfully')).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveValue('');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await enterPhone(page, changer.phone);
  await page.getByLabel('Password', { exact: true }).fill(changer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('toast')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill('brandnew77');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
});

test('right after an OTP sign-in, Password does not ask for the current password', async ({ page }, info) => {
  const phone = numberForTry(info.project.name === 'desktop' ? '9876500621' : '9876500622', info);
  await registerThroughUi(page, {
    phone,
    password: 'tulip-river-44',
    name: 'Otp Member',
    dob: '12041990',
    gender: 'Male',
  });
  await page.goto('/profile?tab=password');
  await expect(
    page.getByText('You signed in with an OTP a few minutes ago, so your current password is not needed.'),
  ).toBeVisible();
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  await page.getByLabel('New Password', { exact: true }).fill('maple-stone-83');
  await page.getByLabel('Confirm New Password').fill('maple-stone-83');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(toast(page, 'Password has been set successfully')).toBeVisible();
});
