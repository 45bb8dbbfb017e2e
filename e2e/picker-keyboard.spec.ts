import { expect, test } from '@playwright/test';
import { enterPhone } from './support/member';

/** Opens a dropdown, types to jump to an option, and chooses it, all from the keyboard. */
async function chooseByKeyboard(page: import('@playwright/test').Page, label: string, typed: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  // As a member does, type once the choices have come: typed into a list still loading, the letters find nothing.
  await expect(page.getByRole('option', { name: new RegExp(`^${typed}`) }).first()).toBeVisible();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('the masjid picker works by keyboard alone, and a new choice clears the levels below it', async ({
  page,
}) => {
  // Holds the states back a moment so the loading state can be seen.
  // A visitor reads the places by GET, with the input in the address (decision 0016).
  const locations = /\/api\/getLocations(\?|$)/;
  await page.route(locations, async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.goto('/register');
  await enterPhone(page, '9876500009');
  await page.getByRole('combobox', { name: 'State' }).click();
  await expect(page.getByRole('option', { name: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Kerala' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.unroute(locations);
  await expect(page.getByRole('heading', { name: 'Choose Your Mosque' })).toBeVisible();

  await chooseByKeyboard(page, 'State', 'Kerala');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText('Kerala');
  await chooseByKeyboard(page, 'District', 'Thrissur');
  await chooseByKeyboard(page, 'City', 'Kodungallur');
  await chooseByKeyboard(page, 'Locality', 'Methala');
  await chooseByKeyboard(page, 'Mosque', 'Cheraman');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled();

  // Choosing another state clears district, city, locality and masjid.
  await chooseByKeyboard(page, 'State', 'Delhi');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Mosque' })).toHaveCount(0);
  await expect(submit).toBeDisabled();

  // Levels were cached per level with an expiry an hour on.
  const cached = await page.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith('locations') || k.startsWith('mosques')),
  );
  expect(cached.some((k) => k.endsWith('Expiry'))).toBe(true);
  expect(cached.some((k) => k.startsWith('mosques'))).toBe(true);
});

test('a long state name wraps, in the open menu and in the field, within the screen @phone-only', async ({
  page,
}) => {
  const longName = 'Dadra and Nagar Haveli and Daman and Diu';
  await page.goto('/register');
  await enterPhone(page, '9876500019');
  const state = page.getByRole('combobox', { name: 'State' });
  await state.click();
  const option = page.getByRole('option', { name: longName });
  await option.scrollIntoViewIfNeeded();
  const viewport = page.viewportSize()?.width ?? 0;
  const optionBox = await option.boundingBox();
  expect((optionBox?.x ?? 0) + (optionBox?.width ?? 0)).toBeLessThanOrEqual(viewport);
  await option.click();

  await expect(state).toHaveText(longName);
  // Nothing of the name is hidden: the field's text fits its box, wrapping where it must.
  const clipped = await state.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped).toBe(false);
  const fieldBox = await state.boundingBox();
  expect((fieldBox?.x ?? 0) + (fieldBox?.width ?? 0)).toBeLessThanOrEqual(viewport);
});
