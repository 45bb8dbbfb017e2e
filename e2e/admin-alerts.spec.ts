import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { allCardsDrawn } from './support/cards';
import { E2E } from './support/env';
import { ALERT_MEMBERS, PLAIN_ADMIN, UNCOVERED } from './support/fixtures';
import { pick, signInMember, toast, typeDate } from './support/member';
import { signInStaff } from './support/staff';

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A title no other project or retry writes. */
const titleFor = (info: TestInfo, text: string) =>
  `${text} ${info.project.name === 'desktop' ? 'D' : 'P'}${info.retry}`;

// The spec's short months ('14 Mar 2026'); ICU's en-GB writes September 'Sept', which the portal does not.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A week from today: as typed (ddmmyyyy) and as shown (day first, short month). */
function nextWeek() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  const dd = String(day.getDate()).padStart(2, '0');
  const mm = String(day.getMonth() + 1).padStart(2, '0');
  const shown = `${day.getDate()} ${MONTHS[day.getMonth()]} ${day.getFullYear()}`;
  return { typed: `${dd}${mm}${day.getFullYear()}`, shown };
}

/** The member's own alerts page, loaded afresh. */
async function memberAlertTitles(page: Page) {
  await page.goto('/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
}

test("an admin publishes a high alert to one masjid and edits it in place; only that masjid's members see it @phone", async ({
  page,
  browser,
}, info) => {
  const title = titleFor(info, 'Blood donation camp');
  const week = nextWeek();
  await signInStaff(page, PLAIN_ADMIN);
  await page.goto('/admin/alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeFocused();
  await expect(page).toHaveTitle('Alerts · Anjuman');

  await page.getByRole('button', { name: 'New Alert' }).click();
  const form = page.getByRole('dialog', { name: 'New Alert' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('After Isha in the courtyard of the masjid.');
  await pick(page, 'Category', 'Health');
  await pick(page, 'Severity', 'High');
  await expect(page.getByRole('combobox', { name: 'Alert level', exact: true })).toContainText('Mosque');
  await pick(page, 'State', 'West Bengal');
  await pick(page, 'District', 'Kolkata');
  await pick(page, 'City', 'Kolkata');
  await pick(page, 'Locality', 'Burrabazar');
  await pick(page, 'Mosque', /^Nakhoda Masjid/);
  await typeDate(page, 'Expiry date', week.typed);
  await expect(form.getByLabel('Link', { exact: true })).toHaveCount(0);
  await form.getByRole('switch', { name: 'Link (On/Off)' }).check();
  await form.getByLabel('Link', { exact: true }).fill('https://example.org/camp');
  await form.getByRole('switch', { name: 'Important details Box (On/Off)' }).check();
  await form
    .getByRole('textbox', { name: 'Important details' })
    .fill('Bring your Aadhaar card\nEat well before you come');
  await expectNoSeriousA11yViolations(page, 'new alert form');
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(toast(page, 'Alert added successfully')).toBeVisible();
  await expect(form).toHaveCount(0);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(first.locator('.MuiChip-colorError')).toHaveText('High');
  // The date is isolated from the sentence around it (U+2068 … U+2069), for right-to-left pages.
  await expect(first.getByText(new RegExp(`^It will expire on \u2068?${week.shown}\u2069?$`))).toBeVisible();
  await expect(first.getByText('Nakhoda Masjid', { exact: true })).toBeVisible();
  await expect(first.getByText('Bring your Aadhaar card\nEat well before you come')).toBeVisible();
  const check = first.getByRole('link', { name: /^Check Link/ });
  await expect(check).toHaveAttribute('href', 'https://example.org/camp');
  await expect(check).toHaveAttribute('target', '_blank');

  // Edited: the same card changes, and no second one appears.
  const fixed = `${title} on Sunday`;
  await first.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Alert' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByText('Sent to: Nakhoda Masjid.', { exact: false })).toBeVisible();
  await expect(edit.getByRole('switch', { name: 'Link (On/Off)' })).toBeChecked();
  await edit.getByLabel('Title').fill(fixed);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Alert updated successfully')).toBeVisible();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(fixed);
  await allCardsDrawn(page);
  await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: fixed, exact: true })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'admin alerts');
  expect(await fitsTheScreen(page)).toBe(true);

  // A member of that masjid, on their home screen, its bottom sheet and /alerts.
  const memberContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: E2E.baseUrl });
  const member = await memberContext.newPage();
  await signInMember(member, ALERT_MEMBERS.nakhoda);
  await member.getByText(fixed).click();
  const sheet = member.getByRole('dialog');
  await expect(sheet.getByText(fixed)).toBeVisible();
  await expect(sheet.getByText('Bring your Aadhaar card\nEat well before you come')).toBeVisible();
  await expect(sheet.getByRole('link', { name: /Visit Site/ })).toHaveAttribute(
    'href',
    'https://example.org/camp',
  );
  await member.keyboard.press('Escape');
  expect(await memberAlertTitles(member)).toContain(fixed);

  // A member in another state does not.
  await memberContext.close();
  const otherContext = await browser.newContext({ viewport: page.viewportSize(), baseURL: E2E.baseUrl });
  const outsider = await otherContext.newPage();
  await signInMember(outsider, UNCOVERED);
  expect(await memberAlertTitles(outsider)).not.toContain(fixed);
  await otherContext.close();
});

test('an alert for a state reaches a masjid three levels below; ended now, members no longer see it', async ({
  page,
  browser,
}, info) => {
  const title = titleFor(info, 'Relief camp registrations');
  await signInStaff(page, PLAIN_ADMIN);
  await page.goto('/admin/alerts');
  await page.getByRole('button', { name: 'New Alert' }).click();
  const form = page.getByRole('dialog', { name: 'New Alert' });

  // The server decides, not the form: an empty form is answered on its fields, and stays open.
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByLabel('Title')).toHaveAccessibleDescription('Please enter title');
  await expect(form).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('Register at the masjid office after Asr.');
  await pick(page, 'Category', 'Society');
  await pick(page, 'Severity', 'Moderate');
  await pick(page, 'Alert level', 'State');
  await pick(page, 'State', 'West Bengal');
  await expect(page.getByRole('combobox', { name: 'District', exact: true })).toHaveCount(0);
  await typeDate(page, 'Expiry date', nextWeek().typed);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'Alert added successfully')).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.locator('.MuiChip-colorWarning')).toHaveText('Moderate');
  await expect(card.getByText('West Bengal', { exact: true })).toBeVisible();

  const memberContext = await browser.newContext({ baseURL: E2E.baseUrl });
  const member = await memberContext.newPage();
  await signInMember(member, ALERT_MEMBERS.tipu);
  expect(await memberAlertTitles(member)).toContain(title);

  await card.getByRole('button', { name: `End now: ${title}` }).click();
  const question = page.getByRole('alertdialog', { name: `End "${title}" now?` });
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'End now' }).click();
  await expect(toast(page, 'The alert has ended. Members no longer see it')).toBeVisible();
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `End now: ${title}` })).toHaveCount(0);

  expect(await memberAlertTitles(member)).not.toContain(title);
  await memberContext.close();
});
