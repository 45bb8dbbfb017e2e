import { expect, type Page, test } from '@playwright/test';
import { ur } from '../web/i18n/locales/ur';
import { urAdmin } from '../web/i18n/locales/ur-admin';
import { E2E } from './support/env';
import { LOOK_MEMBER } from './support/fixtures';
import { gapsFromTheRight, textCutByItsLine } from './support/layout';

// What only the eye saw in Urdu on a phone, measured, and kept as screenshots (the
// baselines sit beside this file; Chromium and the Noto fonts of .ci/run draw them).
test.use({ locale: 'ur' });
// At a phone's width only, where these were seen: tagged @phone-only, which the desktop project leaves out.

/** Every place a field's text is drawn: labels, inputs, select values, date sections and helper texts. */
const FIELD_TEXT =
  'label.MuiInputLabel-root, .MuiInputBase-input, .MuiPickersSectionList-root, .MuiFormHelperText-root';

async function signInInUrdu(page: Page) {
  await page.goto('/login');
  await page.getByLabel(ur.auth.mobileNumber).fill(LOOK_MEMBER.phone);
  await page.getByRole('button', { name: ur.auth.continue }).click();
  await page.getByLabel(ur.auth.password, { exact: true }).fill(LOOK_MEMBER.password);
  await page.getByRole('button', { name: ur.auth.login, exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);
}

/** Chooses an option of a select by its stored value (`data-value`), which no translation changes. */
async function chooseByValue(page: Page, label: string, value: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.locator(`[role="option"][data-value="${value}"]`).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test('Urdu form fields at 360 px keep every letter of their labels, values and helper texts @phone-only', async ({
  page,
}) => {
  await signInInUrdu(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: ur.common.edit, exact: true }).click();
  const form = page.getByRole('tabpanel');
  await expect(form.getByLabel(ur.auth.houseAddress)).toHaveValue(LOOK_MEMBER.address);

  // 'گھر کا پتہ' keeps its گ and 'تاریخ پیدائش' its dots: no letter reaches past its field's line.
  expect(await textCutByItsLine(page, FIELD_TEXT)).toEqual([]);
  // The form whole, below the sticky bar: scrolled to its top, as a long enough page lets it be, the bar
  // would cover its first field.
  await form.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await expect(form).toHaveScreenshot('basic-details-form.png');
});

test('Urdu pages at 360 px keep every block on the right, and Latin text in its own order @phone-only', async ({
  page,
}) => {
  await signInInUrdu(page);

  // The profile reads the address as it was typed: '12 Gali Qasim Jan', the number first, on the right.
  await page.goto('/profile');
  const address = page.getByRole('definition').filter({ hasText: LOOK_MEMBER.address });
  const order = await address.evaluate((el) => {
    const text = el.firstChild as Text;
    const at = (word: string) => {
      const range = document.createRange();
      const start = (text.textContent ?? '').indexOf(word);
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      return range.getBoundingClientRect().left;
    };
    return { number: at('12'), street: at('Gali') };
  });
  expect(order.number).toBeLessThan(order.street);
  for (const { text, gap } of await gapsFromTheRight(page.getByRole('tabpanel'), 'dd')) {
    expect(gap, `"${text}" on the right`).toBeLessThanOrEqual(1);
  }

  // /mosque: the masjid's name, its places and its address, each on the right.
  await page.goto('/mosque');
  const masjid = page.getByRole('article');
  await expect(masjid.getByRole('heading', { name: 'Jama Masjid' })).toBeVisible();
  const mosqueGaps = await gapsFromTheRight(masjid, 'h2, p');
  expect(mosqueGaps).toHaveLength(3);
  for (const { text, gap } of mosqueGaps) expect(gap, `"${text}" on the right`).toBeLessThanOrEqual(1);
  await expect(masjid).toHaveScreenshot('masjid-card.png');

  // /volunteers: the volunteer's name is on the right like the rest of the card.
  await page.goto('/volunteers');
  const volunteer = page.getByRole('article').filter({ hasText: 'Ayesha Siddiqui' });
  await expect(volunteer).toBeVisible();
  const volunteerGaps = await gapsFromTheRight(volunteer, '.MuiCardContent-root p, .MuiCardContent-root h2');
  expect(volunteerGaps.map((g) => g.text)).toContain('Ayesha Siddiqui');
  for (const { text, gap } of volunteerGaps) expect(gap, `"${text}" on the right`).toBeLessThanOrEqual(1);
  // The category's name is translated by its own work: the screenshot leaves it out.
  await expect(volunteer).toHaveScreenshot('volunteer-card.png', {
    mask: [volunteer.locator('.MuiTypography-overline')],
  });
});

test('Urdu admin member cards at 360 px are not ragged: every line on the right @phone-only', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByLabel(urAdmin.admin.email).fill(E2E.admin.email);
  await page.getByLabel(ur.auth.password).fill(E2E.admin.password);
  await page.getByRole('button', { name: ur.auth.login }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await page.goto('/admin/members');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const card of (await cards.all()).slice(0, 4)) {
    const gaps = await gapsFromTheRight(card, ':scope > p, :scope > h2');
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    for (const { text, gap } of gaps) expect(gap, `"${text}" on the right`).toBeLessThanOrEqual(1);
  }
});

test('a long education level wraps on a phone, in the open list and once chosen, in Urdu @phone-only', async ({
  page,
}) => {
  await signInInUrdu(page);
  await page.goto('/profile?tab=other');
  await page.getByRole('button', { name: ur.profile.updateDetails }).click();
  await page.getByRole('radio', { name: ur.details.categories.student, exact: true }).check();
  // Undergraduate (7) offers "Bachelor's degree (BA / BSc / BCom / BCA / BBA)" (15), the longest name.
  await chooseByValue(page, ur.details.education, '7');

  await page.getByRole('combobox', { name: ur.details.educationLevel, exact: true }).click();
  const longest = page.locator('[role="option"][data-value="15"]');
  const option = await longest.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      height: box.height,
      line: Number.parseFloat(getComputedStyle(el).lineHeight),
      cut: el.scrollWidth > el.clientWidth,
    };
  });
  expect(option.left).toBeGreaterThanOrEqual(0);
  expect(option.right).toBeLessThanOrEqual(360);
  expect(option.cut).toBe(false);
  // Two lines or more: it wrapped instead of running off the screen.
  expect(option.height).toBeGreaterThan(1.5 * option.line);
  await expect(page.getByRole('listbox')).toHaveScreenshot('education-levels-open.png');

  await longest.click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  const field = page.getByRole('combobox', { name: ur.details.educationLevel, exact: true });
  const chosen = await field.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    line: Number.parseFloat(getComputedStyle(el).lineHeight),
    cut: el.scrollWidth > el.clientWidth,
    ellipsis:
      getComputedStyle(el).textOverflow === 'ellipsis' && getComputedStyle(el).whiteSpace === 'nowrap',
  }));
  expect(chosen.cut).toBe(false);
  expect(chosen.ellipsis).toBe(false);
  expect(chosen.height).toBeGreaterThan(1.5 * chosen.line);
  expect(await textCutByItsLine(page, FIELD_TEXT)).toEqual([]);
  // The field with its label, which floats above the field's box.
  const box = await field
    .locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]')
    .boundingBox();
  if (!box) throw new Error('the education level field is not shown');
  await expect(page).toHaveScreenshot('education-level-chosen.png', {
    clip: { x: box.x - 8, y: box.y - 24, width: box.width + 16, height: box.height + 32 },
  });
});
