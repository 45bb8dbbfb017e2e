import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { PLAIN_ADMIN } from './support/fixtures';
import { pick, typeDate } from './support/member';
import { signInStaff } from './support/staff';

/** A title no other project or retry writes. */
const titleFor = (info: TestInfo, text: string) =>
  `${text} ${info.project.name === 'desktop' ? 'D' : 'P'}${info.retry}`;

/** A week from today, as typed in a dd/mm/yyyy field. */
function nextWeek() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const dd = String(day.getDate()).padStart(2, '0');
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  return `${dd}${mm}${day.getFullYear()}`;
}

async function openNewAlert(page: Page) {
  await signInStaff(page, PLAIN_ADMIN);
  await page.goto('/admin/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeFocused();
  await page.getByRole('button', { name: 'New Alert' }).click();
  const form = page.getByRole('dialog', { name: 'New Alert' });
  await expect(form.getByLabel('Title')).toBeFocused();
  return form;
}

// At once: a toast fades after a few seconds, so waiting for none would pass on a toast that had been there.
const noToast = async (page: Page) =>
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);

test('New Alert marks every field it refuses, on the field, and focuses the first @phone', async ({
  page,
}) => {
  const form = await openNewAlert(page);
  await form.getByRole('button', { name: 'Submit' }).click();

  const title = form.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription('Please enter title');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
    'Please enter message',
  );
  for (const [field, message] of [
    ['Category', 'Please choose a category: society, education, health or other'],
    ['Severity', 'Please choose a severity: low, moderate or high'],
    // The place goes on the first dropdown still to choose.
    ['State', 'Please choose the place the alert is for'],
  ] as const) {
    const select = form.getByRole('combobox', { name: field, exact: true });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByText('Please choose the expiry date', { exact: true })).toBeVisible();
  await noToast(page);

  // Fixed in part: the marks of the fields now right go, and the focus is on the first still wrong.
  await title.fill('Water tank cleaning');
  await form.getByRole('textbox', { name: 'Message' }).fill('The tank is cleaned on Friday.');
  await pick(page, 'Category', 'Society');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('combobox', { name: 'Severity', exact: true })).toBeFocused();
  await expect(title).toHaveAttribute('aria-invalid', 'false');
  await expect(form.getByText('Please enter title', { exact: true })).toHaveCount(0);
  await expect(form.getByText('Please choose the place the alert is for', { exact: true })).toBeVisible();
  await noToast(page);

  // The place, when it is the first wrong: the dropdown still to choose.
  await pick(page, 'Severity', 'Low');
  await pick(page, 'State', 'Telangana');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('combobox', { name: 'District', exact: true })).toBeFocused();
  await expect(form.getByText('Please choose the place the alert is for', { exact: true })).toBeVisible();

  // Then the date.
  await pick(page, 'Alert level', 'State');
  await form.getByRole('button', { name: 'Submit' }).click();
  const expiry = form.getByRole('group', { name: 'Expiry date' });
  await expect(expiry.getByRole('spinbutton').first()).toBeFocused();
  await expect(form.getByText('Please choose the expiry date', { exact: true })).toBeVisible();
  await expect(form.getByText('Please choose the place the alert is for', { exact: true })).toHaveCount(0);
  await noToast(page);
});

test("the alert's link is refused on its field, not in a toast over the buttons @phone", async ({
  page,
}, info) => {
  const form = await openNewAlert(page);
  await form.getByLabel('Title').fill(titleFor(info, 'Eid prayer timings'));
  await form.getByLabel('Message').fill('Eid prayer at 7:30 in the Eidgah.');
  await pick(page, 'Category', 'Other');
  await pick(page, 'Severity', 'Low');
  await pick(page, 'Alert level', 'State');
  await pick(page, 'State', 'Telangana');
  await typeDate(page, 'Expiry date', nextWeek());
  await form.getByRole('switch', { name: 'Link (On/Off)' }).check();
  const link = form.getByLabel('Link', { exact: true });
  await link.fill('www.example.org/eid');
  const submit = form.getByRole('button', { name: 'Submit' });
  await submit.click();
  await expect(link).toBeFocused();
  await expect(link).toHaveAccessibleDescription(
    'Please enter a web address that starts with http:// or https://',
  );
  await noToast(page);
  // Cancel and Submit are not covered: a click reaches them.
  await link.fill('https://example.org/eid');
  await submit.click();
  await expect(form).toHaveCount(0);
});

test('New Alert keeps the place chosen when the alert level changes to one it still fits @phone', async ({
  page,
}, info) => {
  const title = titleFor(info, 'Telangana relief drive');
  const form = await openNewAlert(page);
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Relief kits are packed at every masjid after Asr.');
  await pick(page, 'Category', 'Society');
  await pick(page, 'Severity', 'Moderate');
  // Chosen under Mosque, the default level, down to the district.
  await pick(page, 'State', 'Telangana');
  await pick(page, 'District', 'Hyderabad');
  const state = form.getByRole('combobox', { name: 'State', exact: true });
  const district = form.getByRole('combobox', { name: 'District', exact: true });

  // To District: both stay, and nothing below them is offered.
  await pick(page, 'Alert level', 'District');
  await expect(state).toContainText('Telangana');
  await expect(district).toContainText('Hyderabad');
  await expect(form.getByRole('combobox', { name: 'City', exact: true })).toHaveCount(0);

  // To State: the State stays; the District goes, as a state's alert has none.
  await pick(page, 'Alert level', 'State');
  await expect(state).toContainText('Telangana');
  await expect(district).toHaveCount(0);

  // Back down to City: the State is still there, and the District is offered again, to choose.
  await pick(page, 'Alert level', 'City');
  await expect(state).toContainText('Telangana');
  await expect(district).toBeVisible();
  await expect(district).not.toContainText('Hyderabad');

  // And at State, the alert goes to Telangana without choosing it again.
  await pick(page, 'Alert level', 'State');
  await expect(state).toContainText('Telangana');
  await typeDate(page, 'Expiry date', nextWeek());
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toHaveCount(0);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Telangana', { exact: true })).toBeVisible();
});
