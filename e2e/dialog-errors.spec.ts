import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E } from './support/env';
import { LOOK_MEMBER, PLAIN_ADMIN } from './support/fixtures';
import { signInMember } from './support/member';
import { signInStaff } from './support/staff';

// What a dialog's server refuses shows in the dialog, on the field it is about, with the focus there: a toast
// covered Cancel and Submit, and kept them covered while the pointer rested on it.

/** Goes down a tree screen's dropdowns: opens the level's dropdown and chooses a child (or 'Add New'). */
async function drill(page: Page, level: string, option: string) {
  await page.getByRole('combobox', { name: level, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** The refusal is on `field`, which has the focus; no toast is over the dialog, whose Cancel still closes it. */
async function expectRefusedOn(page: Page, dialog: Locator, field: Locator, message: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);
  // A click on Cancel reaches it (a toast over it would take the click, and Playwright would say so).
  await dialog.getByRole('button', { name: 'Cancel' }).click({ trial: true });
}

test('a masjid ID or a place name already taken is refused on its field @phone', async ({ page }) => {
  await signInStaff(page, PLAIN_ADMIN);
  await page.goto('/admin/mosques');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await drill(page, 'State', 'Telangana');

  // A district named as one already there, in another case.
  await drill(page, 'District', 'Add New');
  const district = page.getByRole('dialog', { name: 'Add New District' });
  await district.getByLabel('Name').fill('hyderabad');
  await district.getByRole('button', { name: 'Add' }).click();
  await expectRefusedOn(
    page,
    district,
    district.getByLabel('Name'),
    'A location named "hyderabad" already exists here. Please choose another name',
  );
  await district.getByRole('button', { name: 'Cancel' }).click();
  await expect(district).toHaveCount(0);

  for (const [level, place] of [
    ['District', 'Hyderabad'],
    ['City', 'Hyderabad'],
    ['Locality', 'Charminar'],
  ] as const)
    await drill(page, level, place);
  const mecca = page.getByRole('listitem').filter({ hasText: 'Mecca Masjid' });
  const code = (await mecca.getByText(/^Mosque ID:/).innerText()).replace('Mosque ID:', '').trim();
  await page.getByRole('button', { name: 'New Mosque' }).click();
  const form = page.getByRole('dialog', { name: 'New Mosque' });
  await form.getByLabel('Mosque ID').fill(code.toLowerCase());
  await form.getByLabel('Name').fill('A second Mecca Masjid');
  await form.getByLabel('Address').fill('Charminar');
  await form.getByLabel('URL').fill('https://example.org');
  await form.getByRole('button', { name: 'Add' }).click();
  await expectRefusedOn(
    page,
    form,
    form.getByLabel('Mosque ID'),
    `A masjid with mosque ID "${code.toLowerCase()}" already exists. Please choose another mosque ID`,
  );
  // The other fields are not marked.
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'false');

  // A failure about no field is said in the dialog, above its buttons, and takes the focus.
  await page.route('**/api/addMosque', (route) => route.fulfill({ status: 500, body: '{}' }));
  await form.getByLabel('Mosque ID').fill(`${code}-2`);
  await form.getByRole('button', { name: 'Add' }).click();
  const said = form.getByRole('alert');
  await expect(said).toHaveText('Failed to add mosque!');
  await expect(said).toBeFocused();
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);
  await form.getByRole('button', { name: 'Cancel' }).click({ trial: true });
});

test('a category name already taken is refused on its field @phone', async ({ page }) => {
  await signInStaff(page, PLAIN_ADMIN);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await drill(page, 'Category', 'Add New');
  const form = page.getByRole('dialog', { name: /^Add New/ });
  await form.getByLabel('Name').fill('EDUCATION');
  await form.getByRole('button', { name: 'Add' }).click();
  await expectRefusedOn(
    page,
    form,
    form.getByLabel('Name'),
    'A category named "EDUCATION" already exists here. Please choose another name',
  );
});

test("a new admin's email already taken is refused on its field @phone", async ({ page }) => {
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/volunteers');
  await page.getByRole('button', { name: 'New Admin' }).click();
  const form = page.getByRole('dialog', { name: 'New Admin' });
  await form.getByLabel('Name').fill('Someone');
  await form.getByLabel('Mobile Number').fill('9000012345');
  await form.getByLabel('Email').fill(E2E.volunteer.email.toUpperCase());
  await form.getByLabel('Password').fill('some-pass-1');
  await form.getByRole('button', { name: 'Create' }).click();
  await expectRefusedOn(page, form, form.getByLabel('Email'), 'An account with this email already exists');
});

test('"Delete my account" with a wrong number is refused on the number, and its buttons stay clear @phone', async ({
  page,
}) => {
  await signInMember(page, LOOK_MEMBER);
  await page.goto('/profile?tab=privacy');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type your mobile number to confirm').fill('9999999999');
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expectRefusedOn(
    page,
    dialog,
    dialog.getByLabel('Type your mobile number to confirm'),
    'Please type your mobile number exactly to confirm',
  );
  await expect(dialog.getByRole('button', { name: 'Delete for good' })).toBeEnabled();
});
