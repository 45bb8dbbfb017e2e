import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { allCardsDrawn } from './support/cards';
import { E2E } from './support/env';
import { pick, toast } from './support/member';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');

/** The other accounts sign in on a desktop, where the navigation shows its links in the bar. */
const DESKTOP = { width: 1280, height: 800 };

/** A number and an email no other project or retry uses. */
function person(info: TestInfo, n: number) {
  const tag = `${info.project.name === 'desktop' ? 1 : 2}${info.retry}${n}`;
  return { mobile: `9700000${tag}`, email: `staff${tag}@e2e.local`, tag };
}

/** Opens a filter: inline on a wide screen, in its bottom drawer on a phone. */
async function openFilter(page: Page, info: TestInfo, label: 'Area Filter' | 'Category Filter') {
  if (info.project.name !== 'desktop') await page.getByRole('button', { name: label }).click();
  return page.getByRole('search', { name: label });
}
async function closeFilter(page: Page, info: TestInfo) {
  if (info.project.name !== 'desktop') await page.getByRole('button', { name: 'Done' }).click();
}

/** The configured super admin, signed in and on the admin home (the session is stored once it answers). */
async function signInSuperAdmin(page: Page) {
  await signIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page.getByRole('heading', { name: 'You are a Super Admin' })).toBeVisible();
}

/** Chooses the volunteers' category in its filter, where 'New Volunteer' then creates one. */
async function chooseCategory(page: Page, info: TestInfo, category: string) {
  await expect(await openFilter(page, info, 'Category Filter')).toBeVisible();
  await pick(page, 'Category', category);
  await closeFilter(page, info);
  await expect(page.getByRole('button', { name: 'New Volunteer' })).toBeVisible();
}

test('the super admin creates, suspends and reactivates a volunteer, and adds an admin @phone', async ({
  page,
  browser,
}, info) => {
  const v = person(info, 1);
  const name = `Bilal Volunteer ${v.tag}`;
  await signInSuperAdmin(page);
  await page.goto('/admin/volunteers');
  await expect(page).toHaveTitle('Volunteers · Anjuman');
  await expect(page.getByRole('button', { name: 'New Admin' })).toBeVisible();
  await expect(page.getByText('To add new volunteer, choose any category')).toBeVisible();

  // A category first: the button becomes 'New Volunteer'.
  await chooseCategory(page, info, 'Education');
  expect(await fitsTheScreen(page)).toBe(true);

  await page.getByRole('button', { name: 'New Volunteer' }).click();
  const form = page.getByRole('dialog', { name: 'New Volunteer: Education' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Please enter name')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile Number').fill(v.mobile);
  await form.getByLabel('Email').fill(v.email);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Password should be at least 8 characters')).toBeVisible();
  await form.getByLabel('Password').fill('bilal-pass-1');
  // An Area on a district, through the cascade: one that holds no demo masjid, so no member journey meets them.
  await expect(form.getByRole('radio', { name: 'Area' })).toBeChecked();
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Please choose the area or the masjid this volunteer serves')).toBeVisible();
  await pick(page, 'State', 'Gujarat');
  await pick(page, 'District', 'Ahmedabad');
  await expect(form.getByRole('combobox', { name: 'City', exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the new volunteer form');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Volunteer created successfully')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Category: Education');
  await expect(card).toContainText('Level: Ahmedabad');
  await expect(card).toContainText('Active');

  // The volunteer signs in on another device and sees only Members.
  const volunteerContext = await browser.newContext({ viewport: DESKTOP, baseURL: E2E.baseUrl });
  const volunteer = await volunteerContext.newPage();
  await signIn(volunteer, v.email, 'bilal-pass-1');
  await expect(volunteer.getByRole('heading', { name: 'You are a volunteer' })).toBeVisible();
  await expect(navLinks(volunteer)).toHaveText(['Members']);

  // Suspended from the card: the open session ends at its next call, and the next sign-in is refused.
  await card.getByRole('button', { name: `Suspend ${name}` }).click();
  const question = page.getByRole('alertdialog', { name: `Suspend ${name}?` });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, 'The account has been suspended and signed out everywhere')).toBeVisible();
  await expect(card).toContainText('Suspended');
  const token = await volunteer.evaluate(() => localStorage.getItem('authToken'));
  const next = await volunteer.request.post('/api/getSessionUser', {
    headers: { authorization: `Bearer ${token}` },
    data: { data: {} },
  });
  expect(next.status()).toBe(401);
  await signIn(volunteer, v.email, 'bilal-pass-1');
  await expect(volunteer.getByText('Invalid credentials or unauthorized access.')).toBeVisible();

  await card.getByRole('button', { name: `Reactivate ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: `Reactivate ${name}?` })
    .getByRole('button', { name: 'Reactivate' })
    .click();
  await expect(toast(page, 'The account is active again')).toBeVisible();
  await expect(card).toContainText('Active');
  await signIn(volunteer, v.email, 'bilal-pass-1');
  await expect(volunteer.getByRole('heading', { name: 'You are a volunteer' })).toBeVisible();
  await volunteerContext.close();

  // Filtering by the district shows the new volunteer.
  const areaFilter = await openFilter(page, info, 'Area Filter');
  await expect(areaFilter).toBeVisible();
  await pick(page, 'State', 'Gujarat');
  await pick(page, 'District', 'Ahmedabad');
  await closeFilter(page, info);
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the volunteers list, filtered');

  // With no category, the button makes an admin, who sees Members and Alerts.
  const categoryAgain = await openFilter(page, info, 'Category Filter');
  await categoryAgain.getByRole('button', { name: 'Clear' }).click();
  await closeFilter(page, info);
  const a = person(info, 2);
  await page.getByRole('button', { name: 'New Admin' }).click();
  const adminForm = page.getByRole('dialog', { name: 'New Admin' });
  await adminForm.getByLabel('Name').fill(`Nadia Admin ${a.tag}`);
  await adminForm.getByLabel('Mobile Number').fill(a.mobile);
  await adminForm.getByLabel('Email').fill(a.email);
  await adminForm.getByLabel('Password').fill('nadia-pass-1');
  await expect(adminForm.getByRole('radio', { name: 'Area' })).toHaveCount(0);
  await adminForm.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Admin created successfully')).toBeVisible();
  const adminContext = await browser.newContext({ viewport: DESKTOP, baseURL: E2E.baseUrl });
  const admin = await adminContext.newPage();
  await signIn(admin, a.email, 'nadia-pass-1');
  await expect(admin.getByRole('heading', { name: 'You are an admin' })).toBeVisible();
  await expect(navLinks(admin)).toHaveText(['Members', 'Alerts']);
  await adminContext.close();
  expect(await fitsTheScreen(page)).toBe(true);
});

test('a duplicate email is refused on its field with the server message, and the form stays open', async ({
  page,
}, info) => {
  // The session is stored only when the sign-in answers; navigating earlier would cancel it.
  await signInSuperAdmin(page);
  await page.goto('/admin/volunteers');
  await page.getByRole('button', { name: 'New Admin' }).click();
  const form = page.getByRole('dialog', { name: 'New Admin' });
  await form.getByLabel('Name').fill('Someone');
  await form.getByLabel('Mobile Number').fill(person(info, 3).mobile);
  await form.getByLabel('Email').fill(E2E.volunteer.email.toUpperCase());
  await form.getByLabel('Password').fill('some-pass-1');
  await form.getByRole('button', { name: 'Create' }).click();
  const email = form.getByLabel('Email');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('An account with this email already exists');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);
  await expect(form).toBeVisible();
});

test('the super admin edits a volunteer: a new name, a masjid instead of an area, and a new password', async ({
  page,
  browser,
}, info) => {
  const v = person(info, 4);
  const name = `Sana Volunteer ${v.tag}`;
  await signInSuperAdmin(page);
  await page.goto('/admin/volunteers');
  await chooseCategory(page, info, 'Education');
  await page.getByRole('button', { name: 'New Volunteer' }).click();
  const form = page.getByRole('dialog', { name: 'New Volunteer: Education' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile Number').fill(v.mobile);
  await form.getByLabel('Email').fill(v.email);
  await form.getByLabel('Password').fill('sana-pass-1');
  await pick(page, 'State', 'Gujarat');
  await pick(page, 'District', 'Ahmedabad');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Volunteer created successfully')).toBeVisible();

  // Edit: the form opens with what is kept; the password stays unless a new one is typed.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Account' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await expect(edit.getByLabel('Email')).toHaveValue(v.email);
  await edit.getByLabel('Name').fill('');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByLabel('Name')).toBeFocused();
  await edit.getByLabel('Name').fill(`${name} Ansari`);
  await edit.getByRole('radio', { name: 'Mosque' }).check();
  await pick(page, 'State', 'Telangana');
  await pick(page, 'District', 'Hyderabad');
  await pick(page, 'City', 'Hyderabad');
  await pick(page, 'Locality', 'Charminar');
  await pick(page, 'Mosque', /^Mecca Masjid/);
  await edit.getByLabel('New Password').fill('sana-pass-2');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: `${name} Ansari` });
  await expect(card).toContainText('Level: Mecca Masjid');

  // The volunteer signs in with the new password only, and now serves Mecca Masjid's members.
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: E2E.baseUrl });
  const volunteer = await context.newPage();
  await signIn(volunteer, v.email, 'sana-pass-1');
  await expect(volunteer.getByText('Invalid credentials or unauthorized access.')).toBeVisible();
  await signIn(volunteer, v.email, 'sana-pass-2');
  await expect(volunteer.getByRole('heading', { name: 'You are a volunteer' })).toBeVisible();
  await volunteer.goto('/admin/members');
  await expect(volunteer.getByRole('heading', { name: 'Members List' })).toBeVisible();
  const chips = volunteer.locator('article > .mosque');
  await expect(chips.first()).toBeVisible();
  await allCardsDrawn(volunteer);
  expect(new Set(await chips.allTextContents())).toEqual(new Set(['Mecca Masjid']));
  await context.close();
});
