import { expect, type Page, test } from '@playwright/test';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { MASJID_MOVERS, READER, UNCOVERED } from './support/fixtures';
import { pick, signInMember, toast } from './support/member';

const APPLY_URL = 'https://forms.example.org/apply';
const HOUR = 3_600_000;

const signIn = signInMember;

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("/mosque shows the member's masjid and its places up to India, linking to its page @phone", async ({
  page,
}) => {
  await signIn(page, READER);
  await page.goto('/mosque');
  await expect(page.getByRole('heading', { level: 1, name: 'My Masjid' })).toBeFocused();
  await expect(page).toHaveTitle('My Masjid · Anjuman');
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 2, name: 'Jama Masjid' })).toBeVisible();
  await expect(
    card.getByText('Chandni Chowk, Delhi, Central Delhi, Delhi, India', { exact: true }),
  ).toBeVisible();
  const link = card.getByRole('link', { name: /Jama Masjid.*opens in a new tab/ });
  // Its own public page, not a search engine's.
  await expect(link).toHaveAttribute('href', 'https://en.wikipedia.org/wiki/Jama_Masjid,_Delhi');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: 'I want to change mosque' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my masjid');
  expect(await fitsTheScreen(page)).toBe(true);
});

test('changing the masjid through the picker sticks, clears the cached volunteers, and /volunteers follows', async ({
  page,
}, info) => {
  await signIn(page, info.retry === 0 ? MASJID_MOVERS[0] : MASJID_MOVERS[1]);
  const nav = page.getByRole('navigation', { name: /Member sections/ });

  // The volunteers of Jama Masjid, Delhi, now kept on the phone.
  await nav.getByRole('link', { name: 'My Volunteer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ayesha Siddiqui' })).toBeVisible();
  expect(await stored(page, 'volunteers')).toContain('Ayesha Siddiqui');

  await nav.getByRole('link', { name: 'My Masjid' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jama Masjid' })).toBeVisible();

  // Opening the picker moves the focus to it; "No" closes it and gives the focus back.
  await page.getByRole('button', { name: 'I want to change mosque' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your new mosque' })).toBeFocused();
  await page.getByRole('button', { name: "No, I don't want to change mosque" }).click();
  await expect(page.getByRole('heading', { name: 'Choose your new mosque' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I want to change mosque' })).toBeFocused();

  await page.getByRole('button', { name: 'I want to change mosque' }).click();
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await pick(page, 'State', 'Telangana');
  await pick(page, 'District', 'Hyderabad');
  await pick(page, 'City', 'Hyderabad');
  await pick(page, 'Locality', 'Charminar');
  await pick(page, 'Mosque', /^Mecca Masjid/);
  await expectNoSeriousA11yViolations(page, 'my masjid, picker open');
  await submit.click();

  await expect(toast(page, 'Your masjid has been changed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mecca Masjid' })).toBeFocused();
  await expect(
    page.getByText('Charminar, Hyderabad, Hyderabad, Telangana, India', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your new mosque' })).toHaveCount(0);
  expect(await stored(page, 'volunteers')).toBeNull();
  expect(await stored(page, 'volunteersExpiry')).toBeNull();
  const user = JSON.parse((await stored(page, 'userData')) ?? 'null') as { mosqueId: string } | null;
  const myMosque = await page.evaluate(async () => {
    const res = await fetch('/api/getMyMosque', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('authToken')}`,
      },
      body: JSON.stringify({ data: {} }),
    });
    return ((await res.json()) as { result: { mosque: { id: string } } }).result.mosque.id;
  });
  expect(user?.mosqueId).toBe(myMosque);

  // Without a reload: the volunteers kept in memory for Jama Masjid are gone too.
  await nav.getByRole('link', { name: 'My Volunteer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mohammed Irfan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ayesha Siddiqui' })).toHaveCount(0);
  await expect(page.getByText('Covers Hyderabad')).toBeVisible();
  expect(await stored(page, 'volunteers')).toContain('Mohammed Irfan');

  await nav.getByRole('link', { name: 'My Masjid' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Mecca Masjid' })).toBeVisible();
  await expect(
    page.getByText('Charminar, Hyderabad, Hyderabad, Telangana, India', { exact: true }),
  ).toBeVisible();
});

test('/volunteers shows WhatsApp, call and email links, the Apply link, and serves the list from the phone for an hour @phone', async ({
  page,
}) => {
  await signIn(page, READER);
  const before = Date.now();
  await page.goto('/volunteers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Volunteer' })).toBeFocused();
  const card = page.getByRole('article').filter({ hasText: 'Ayesha Siddiqui' });
  await expect(card.getByText('Education')).toBeVisible();
  await expect(card.getByText('Covers Jama Masjid')).toBeVisible();
  await expect(card.getByText('+91 9000000001')).toBeVisible();
  await expect(card.getByText('ayesha.siddiqui@example.org')).toBeVisible();
  await expect(card.getByRole('link', { name: 'WhatsApp Ayesha Siddiqui' })).toHaveAttribute(
    'href',
    'https://wa.me/919000000001',
  );
  await expect(card.getByRole('link', { name: 'Call Ayesha Siddiqui' })).toHaveAttribute(
    'href',
    'tel:+919000000001',
  );
  await expect(card.getByRole('link', { name: 'Email Ayesha Siddiqui' })).toHaveAttribute(
    'href',
    'mailto:ayesha.siddiqui@example.org',
  );
  const apply = page.getByRole('link', { name: /^Apply for volunteer/ });
  await expect(apply).toHaveAttribute('href', APPLY_URL);
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yViolations(page, 'volunteers');
  expect(await fitsTheScreen(page)).toBe(true);

  // Kept under volunteers, with volunteersExpiry an hour on.
  expect(await stored(page, 'volunteers')).toContain('Ayesha Siddiqui');
  const expiry = Number(await stored(page, 'volunteersExpiry'));
  expect(expiry).toBeGreaterThanOrEqual(before + HOUR);
  expect(expiry).toBeLessThanOrEqual(Date.now() + HOUR);

  // While fresh, a new visit shows the list without asking the server.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/getMyVolunteers')) asked.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'WhatsApp Ayesha Siddiqui' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('a member whom no volunteer covers is told so, and can still apply @phone-only', async ({ page }) => {
  await signIn(page, UNCOVERED);
  await page.goto('/volunteers');
  await expect(
    page.getByRole('status').filter({ hasText: 'No volunteer covers your masjid yet.' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Apply for volunteer/ })).toHaveAttribute('href', APPLY_URL);
  await expectNoSeriousA11yViolations(page, 'volunteers, none');

  await page.goto('/mosque');
  await expect(page.getByRole('heading', { level: 2, name: 'Cheraman Juma Masjid' })).toBeVisible();
  await expect(
    page.getByText('Methala, Kodungallur, Thrissur, Kerala, India', { exact: true }),
  ).toBeVisible();
});

test('a failed read shows the error with Try again, never a blank screen', async ({ page }) => {
  await signIn(page, UNCOVERED);
  let fail = true;
  await page.route(/\/api\/(getMyMosque|getMyVolunteers)$/, (route) =>
    fail ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await page.goto('/mosque');
  await expect(page.getByRole('alert').filter({ hasText: 'Some error occured' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cheraman Juma Masjid' })).toBeVisible();

  fail = true;
  await page.evaluate(() => {
    localStorage.removeItem('volunteers');
    localStorage.removeItem('volunteersExpiry');
  });
  await page.goto('/volunteers');
  await expect(page.getByRole('alert').filter({ hasText: 'Some error occured' })).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No volunteer covers your masjid yet.')).toBeVisible();
});

test('Urdu: /volunteers and /mosque read right to left, numbers and addresses left to right @phone', async ({
  page,
}) => {
  await page.goto('/login');
  await page
    .getByRole('group', { name: /Language/ })
    .getByRole('button', { name: 'اردو' })
    .click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel(ur.auth.mobileNumber).fill(READER.phone);
  await page.getByRole('button', { name: ur.auth.continue }).click();
  await page.getByLabel(ur.auth.password, { exact: true }).fill(READER.password);
  await page.getByRole('button', { name: ur.auth.login, exact: true }).click();
  await expect(page).toHaveURL(/\/member-dashboard$/);

  await page.goto('/volunteers');
  await expect(page.getByRole('heading', { level: 1, name: ur.member.myVolunteer })).toBeFocused();
  const name = 'Ayesha Siddiqui';
  await expect(
    page.getByRole('link', { name: ur.volunteersPage.whatsappTo.replace('{{name}}', name) }),
  ).toHaveAttribute('href', 'https://wa.me/919000000001');
  await expect(page.locator('bdi[dir="ltr"]', { hasText: '+91 9000000001' })).toBeVisible();
  await expect(page.locator('bdi[dir="ltr"]', { hasText: 'ayesha.siddiqui@example.org' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${ur.volunteersPage.apply}`) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'volunteers in Urdu');
  expect(await fitsTheScreen(page)).toBe(true);

  await page.goto('/mosque');
  await expect(page.getByRole('heading', { level: 1, name: ur.member.myMasjid })).toBeFocused();
  await expect(page.getByRole('button', { name: ur.myMasjid.changeMosque })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my masjid in Urdu');
});

/** getMyVolunteers as a portal without VOLUNTEER_FORM_URL answers it (the e2e app sets one). */
async function withoutVolunteerForm(page: Page) {
  await page.route(/\/api\/getMyVolunteers$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { applyUrl: string | null } };
    body.result.applyUrl = null;
    await route.fulfill({ response, json: body });
  });
  await page.evaluate(() => {
    localStorage.removeItem('volunteers');
    localStorage.removeItem('volunteersExpiry');
  });
}

test("without a volunteer form, 'Apply for volunteer' tells the member to ask a listed volunteer and takes them there @phone-only", async ({
  page,
}) => {
  await signIn(page, READER);
  await withoutVolunteerForm(page);
  await page.goto('/volunteers');
  const apply = page.getByRole('button', { name: 'Apply for volunteer' });
  await expect(apply).toBeVisible();
  await expect(page.getByRole('link', { name: /^Apply for volunteer/ })).toHaveCount(0);

  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Apply for volunteer' });
  await expect(dialog).toContainText("Speak to one of your masjid's volunteers listed on this page");
  await expect(dialog.getByRole('button', { name: 'Contact a volunteer' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'volunteers, apply without a form');

  // Close gives the focus back to the button; 'Contact a volunteer' moves it to the volunteers' links.
  await page.keyboard.press('Escape');
  await expect(apply).toBeFocused();
  await apply.click();
  await dialog.getByRole('button', { name: 'Contact a volunteer' }).click();
  await expect(dialog).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Volunteers of your masjid' });
  await expect(list).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(list.getByRole('link', { name: 'WhatsApp Ayesha Siddiqui' })).toBeFocused();
});

test("without a volunteer form or a volunteer, 'Apply for volunteer' says to ask at the masjid, and a masjid without a page is a plain card", async ({
  page,
}) => {
  await signIn(page, UNCOVERED);
  await withoutVolunteerForm(page);
  await page.goto('/volunteers');
  await page.getByRole('button', { name: 'Apply for volunteer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for volunteer' });
  await expect(dialog).toContainText('Ask at your masjid how to become a volunteer.');
  await dialog.getByRole('link', { name: 'Go to My Masjid' }).click();
  await expect(page).toHaveURL(/\/mosque$/);

  // Item 16: a demo masjid may have no public page; its card then links nowhere.
  await page.route(/\/api\/getMyMosque$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { mosque: { url: string } } };
    body.result.mosque.url = '';
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 2, name: 'Cheraman Juma Masjid' })).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
});
