import { readFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { PLAIN_ADMIN } from './support/fixtures';
import { enterPhone, expectStep, numberForTry, pick, toast } from './support/member';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(PLAIN_ADMIN.email);
  await page.getByLabel('Password').fill(PLAIN_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'You are an admin' })).toBeVisible();
}

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Where the admin stands: the breadcrumb's last crumb. */
const here = (page: Page, trail = 'Locations') =>
  page.getByRole('navigation', { name: trail }).locator('[aria-current="page"]');

/** Goes down the tree: opens the level's dropdown and chooses a child (or 'Add New'). */
async function drill(page: Page, level: string, option: string) {
  await page.getByRole('combobox', { name: level, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A name no other project or retry uses, so the journeys never meet in the shared database. */
const unique = (info: TestInfo, name: string) =>
  `${name} ${info.project.name === 'desktop' ? 'D' : 'P'}${info.retry}`;

test('an admin grows the tree to a new masjid, which a new member then finds in the picker @phone', async ({
  page,
  browser,
}, info) => {
  const city = unique(info, 'Nizam Nagar');
  const locality = unique(info, 'Lal Bagh');
  const mosqueName = unique(info, 'Masjid-e-Noor');
  const code = `NOOR-${info.project.name === 'desktop' ? 'D' : 'P'}${info.retry}`;

  await signInAsAdmin(page);
  // Plain admins reach masjids from the admin home's cards.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Mosques/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/mosques$/);
  await expect(page).toHaveTitle('Mosques · Anjuman');
  await expect(here(page)).toHaveText('India');

  await drill(page, 'State', 'Telangana');
  await drill(page, 'District', 'Hyderabad');
  await expect(here(page)).toHaveText('Hyderabad');
  expect(await fitsTheScreen(page)).toBe(true);

  // A city, then a locality, through 'Add New': each form's title names the level it adds.
  await drill(page, 'City', 'Add New');
  const cityForm = page.getByRole('dialog', { name: 'Add New City' });
  await cityForm.getByRole('button', { name: 'Add' }).click();
  await expect(cityForm.getByText('Please enter name')).toBeVisible();
  await cityForm.getByLabel('Name').fill(city);
  await cityForm.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Location added successfully!')).toBeVisible();
  await expect(here(page)).toHaveText(city);

  await drill(page, 'Locality', 'Add New');
  await page.getByRole('dialog', { name: 'Add New Locality' }).getByLabel('Name').fill(`${locality} typo`);
  await page.getByRole('dialog', { name: 'Add New Locality' }).getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Location added successfully!').first()).toBeVisible();
  await expect(here(page)).toHaveText(`${locality} typo`);
  await expect(page.getByText('A locality is the last level of the hierarchy.')).toBeVisible();

  // A typo is fixed with the edit icon.
  await page.getByRole('button', { name: `Edit ${locality} typo` }).click();
  const rename = page.getByRole('dialog', { name: `Edit ${locality} typo` });
  await expect(rename.getByLabel('Name')).toHaveValue(`${locality} typo`);
  await rename.getByLabel('Name').fill(locality);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Location updated successfully!')).toBeVisible();
  await expect(here(page)).toHaveText(locality);

  await expect(page.getByText('No mosque found for the selected location')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'an empty locality');

  // A masjid through 'New Mosque': a javascript: address is refused before anything is sent.
  await page.getByRole('button', { name: 'New Mosque' }).click();
  const form = page.getByRole('dialog', { name: 'New Mosque' });
  await form.getByLabel('Mosque ID').fill(code);
  await form.getByLabel('Name').fill(mosqueName);
  await form.getByLabel('Address').fill('12 Lal Bagh Road, Hyderabad');
  await form.getByLabel('URL').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(
    form.getByText('Please enter a web address that starts with http:// or https://'),
  ).toBeVisible();
  await form.getByLabel('URL').fill('https://example.org/noor');
  await expectNoSeriousA11yViolations(page, 'the New Mosque form');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'New mosque added successfully!')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: mosqueName });
  await expect(card).toBeVisible();
  // Added without its location: staff are told that its times cannot be shown.
  const noLocation = card.getByText('No location: times cannot be shown');
  await expect(noLocation).toBeVisible();
  await expect(page.getByText('1 masjid', { exact: true })).toBeVisible();
  // On a phone the toast at the bottom lies over the card's buttons for its 5 s: the admin closes it first.
  await toast(page, 'New mosque added successfully!').getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: `Edit ${mosqueName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Mosque' });
  await expect(edit.getByLabel('Mosque ID')).toHaveValue(code);
  await edit.getByLabel('Address').fill('14 Lal Bagh Road, Hyderabad');
  // Its location, as a committee copies it: a point outside India (Karachi) is refused on the field itself.
  const location = edit.getByLabel('Location on the map');
  await expect(location).toHaveAccessibleDescription(/Paste the masjid's Google Maps link/);
  await location.fill('https://www.google.com/maps/@24.8607,67.0011,15z');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(location).toBeFocused();
  await expect(location).toHaveAccessibleDescription(/This point is outside India/);
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);
  // A Google Maps link to the place: its point is shown, with a link that opens it on the map.
  await location.fill(
    'https://www.google.com/maps/place/Lal+Bagh/@17.3850,78.4860,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d17.3851!4d78.4869',
  );
  await expect(edit.getByRole('status').filter({ hasText: '17.3851, 78.4869' })).toBeVisible();
  await expect(edit.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=17.3851%2C78.4869',
  );
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the Edit Mosque form with its location');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Mosque updated successfully!')).toBeVisible();
  await expect(card).toContainText('14 Lal Bagh Road');
  await expect(noLocation).toHaveCount(0);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a locality with its masjid');

  // Listed under the district and the state too; the crumbs go back up.
  for (const [crumb, count] of [
    ['Hyderabad', /masjids?$/],
    ['Telangana', /masjids?$/],
  ] as const) {
    await page.getByRole('navigation', { name: 'Locations' }).getByRole('button', { name: crumb }).click();
    await expect(here(page)).toHaveText(crumb);
    await expect(page.getByRole('status').filter({ hasText: count })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search by name or mosque ID' });
    // On a phone the search waits behind a button, in a drawer at the bottom.
    if (info.project.name !== 'desktop')
      await page.getByRole('button', { name: 'Search by name or mosque ID' }).click();
    await search.fill(code.toLowerCase());
    if (info.project.name !== 'desktop') await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: mosqueName })).toBeVisible();
    await expect(page).toHaveURL(/q=noor/);
  }

  // A new member on another phone finds the masjid at the end of the picker.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/register');
  await enterPhone(member, numberForTry(info.project.name === 'desktop' ? '9876500401' : '9876500402', info));
  await expectStep(
    member,
    'Choose Your Mosque',
    member.getByRole('combobox', { name: 'State', exact: true }),
  );
  await pick(member, 'State', 'Telangana');
  await pick(member, 'District', 'Hyderabad');
  await pick(member, 'City', city);
  await pick(member, 'Locality', locality);
  await pick(member, 'Mosque', mosqueName);
  await memberContext.close();
});

test('a masjid ID already taken is refused on its field with the server message, and a location in use is kept', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/mosques');
  for (const [level, place] of [
    ['State', 'Telangana'],
    ['District', 'Hyderabad'],
    ['City', 'Hyderabad'],
    ['Locality', 'Charminar'],
  ] as const)
    await drill(page, level, place);
  const mecca = page.getByRole('listitem').filter({ hasText: 'Mecca Masjid' });
  await expect(mecca).toBeVisible();
  const code = (await mecca.getByText(/^Mosque ID:/).innerText()).replace('Mosque ID:', '').trim();

  await page.getByRole('button', { name: 'New Mosque' }).click();
  const form = page.getByRole('dialog', { name: 'New Mosque' });
  await form.getByLabel('Mosque ID').fill(code.toLowerCase());
  await form.getByLabel('Name').fill('A second Mecca Masjid');
  await form.getByLabel('Address').fill('Charminar');
  await form.getByLabel('URL').fill('https://example.org');
  await form.getByRole('button', { name: 'Add' }).click();
  // On the field it is about, which takes the focus: a toast would cover the dialog's buttons.
  const mosqueId = form.getByLabel('Mosque ID');
  await expect(mosqueId).toBeFocused();
  await expect(mosqueId).toHaveAccessibleDescription(
    `A masjid with mosque ID "${code.toLowerCase()}" already exists. Please choose another mosque ID`,
  );
  expect(await page.getByTestId('toast').count(), 'no toast over the dialog').toBe(0);
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Charminar holds masjids and members: asked first, then refused with what still uses it.
  await page.getByRole('button', { name: 'Delete Charminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Charminar?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, /This location is still in use and cannot be deleted/)).toBeVisible();
  await expect(here(page)).toHaveText('Charminar');
});

test('spreadsheets: a bad row is named and nothing is imported; fixed, it imports; the area exports', async ({
  page,
}, info) => {
  // Desktop only, by having no @phone tag: choosing a file and downloading are the same at any width.
  await signInAsAdmin(page);
  await page.goto('/admin/mosques');
  await drill(page, 'State', 'Delhi');
  await drill(page, 'District', 'Central Delhi');
  const tag = `R${info.retry}`;
  const rows = (url: string) =>
    [
      'State,District,City,Locality,Mosque ID,Name,Address,URL',
      `Delhi,Central Delhi,Delhi,Daryaganj ${tag},DG-1-${tag},"Masjid Noor, Daryaganj",1 Netaji Subhash Marg,https://example.org/1`,
      `Delhi,Central Delhi,Delhi,Daryaganj ${tag},DG-2-${tag},मस्जिद ज़ीनत ${tag},2 Ansari Road,${url}`,
      `Delhi,Central Delhi,Delhi,Daryaganj ${tag},DG-3-${tag},مسجد فتح ${tag},3 Ansari Road,https://example.org/3`,
    ].join('\r\n');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import masjids from a spreadsheet' });
  const chooser = dialog.locator('input[type="file"]');
  await chooser.setInputFiles({
    name: 'daryaganj.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${rows('javascript:void(0)')}`),
  });
  await expect(dialog.getByText('Nothing was imported: 1 row needs fixing')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText([
    'Row 3: Please enter a web address that starts with http:// or https://',
  ]);
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'an import preview with a problem');

  await chooser.setInputFiles({
    name: 'daryaganj.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(rows('https://example.org/2')),
  });
  await expect(dialog.getByText('3 masjids are ready to import')).toBeVisible();
  await expect(dialog.getByText('1 new city or locality will be added.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, '3 masjids imported')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await drill(page, 'City', 'Delhi');
  await drill(page, 'Locality', `Daryaganj ${tag}`);
  // One card, with its name as a heading, for each imported masjid.
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(page.getByRole('listitem').filter({ hasText: `मस्जिद ज़ीनत ${tag}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^masjids-daryaganj-${tag.toLowerCase()}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFState,District,City,Locality,Mosque ID,Name,Address,URL')).toBe(true);
  expect(csv).toContain(`"Masjid Noor, Daryaganj"`);
  expect(csv).toContain(`مسجد فتح ${tag}`);
  await expect(toast(page, '3 masjids exported')).toBeVisible();
});

test('the category screen adds a subcategory under a top category @phone', async ({ page }, info) => {
  const name = unique(info, 'Merit Scholarships');
  await signInAsAdmin(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Categories/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(here(page, 'Categories')).toHaveText('All Categories');
  await drill(page, 'Category', 'Education');
  const trail = page.getByRole('navigation', { name: 'Categories' });
  await expect(trail.getByRole('listitem')).toHaveText(['All Categories', 'Education']);

  await drill(page, 'Subcategory', 'Add New');
  const form = page.getByRole('dialog', { name: 'Add New Subcategory under Education' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, 'Category added successfully')).toBeVisible();
  // The new category is shown, chosen: the admin stands on it, as after adding a place.
  await expect(trail.getByRole('listitem')).toHaveText(['All Categories', 'Education', name]);
  await expect(here(page, 'Categories')).toHaveText(name);
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  // And it is among its siblings, one level up.
  await trail.getByRole('button', { name: 'Education' }).click();
  await page.getByRole('combobox', { name: 'Subcategory', exact: true }).click();
  await expect(page.getByRole('option', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the category screen');
});

test('the dropdown works by keyboard: down into a state and back up with the breadcrumb', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto(`${E2E.baseUrl}/admin/mosques`);
  // The page's heading takes the focus once the screen is drawn; a focus set by script before then would be
  // taken from the field (a person's key press ends that search, a script's focus does not).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const state = page.getByRole('combobox', { name: 'State', exact: true });
  await state.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Tel');
  await page.keyboard.press('Enter');
  await expect(here(page)).toHaveText('Telangana');
  await page.getByRole('navigation', { name: 'Locations' }).getByRole('button', { name: 'India' }).focus();
  await page.keyboard.press('Enter');
  await expect(here(page)).toHaveText('India');
});
