import { readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { ageInYears, todayInIndia } from '../domain/dates';
import { type DemoMember, demoMembers } from '../server/db/seed/data/demo-members';
import { hi } from '../web/i18n/locales/hi';
import { hiAdmin } from '../web/i18n/locales/hi-admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { allCardsDrawn } from './support/cards';
import { E2E } from './support/env';
import { holdRequests } from './support/hold';
import { pick } from './support/member';
import { signInStaff } from './support/staff';

/** The demo volunteer whose Area is the city of Hyderabad, and the demo masjids in it. */
const CITY_VOLUNTEER = { email: 'mohammed.irfan@example.org', password: E2E.volunteer.password };
const HYDERABAD = new Set(['TG-MM-001', 'TG-JM-001', 'TG-SM-001']);

const today = new Date(`${todayInIndia(new Date())}T12:00:00Z`);
const ageOf = (m: DemoMember) => ageInYears(m.dob, today)!;
const inHyderabad = demoMembers().filter((m) => HYDERABAD.has(m.mosqueCode));

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const cards = (page: Page) => page.getByRole('article');
const cardNames = async (page: Page) => {
  await allCardsDrawn(page);
  return (await cards(page).getByRole('heading', { level: 2 }).allTextContents()).map((n) =>
    n.replace(/ \(\d+ years?\)$/, ''),
  );
};

/** Sets filters the way this screen does: inline on a wide screen, in the drawer on a phone. */
async function filter(page: Page, info: TestInfo, fill: () => Promise<void>) {
  const phone = info.project.name !== 'desktop';
  if (phone) await page.getByRole('button', { name: 'Open Filters' }).click();
  await fill();
  if (phone) await page.getByRole('button', { name: 'Apply Filters' }).click();
}

/** Loads every page of the list. */
async function loadAll(page: Page) {
  const more = page.getByRole('button', { name: 'Load more' });
  for (;;) {
    // 'Load more' waits, disabled, until the cards of the last page it brought are drawn.
    await allCardsDrawn(page);
    if (!(await more.isVisible())) return;
    const before = await cards(page).count();
    await more.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  }
}

test('a volunteer for a city sees its members only, filters them by gender and age, and clears the filters @phone', async ({
  page,
}, info) => {
  // A young woman of the city, and everyone of her gender and age there: the e2e journeys add only adults.
  const young = inHyderabad.find((m) => m.gender === 'female' && ageOf(m) < 18)!;
  const sameAge = inHyderabad
    .filter((m) => m.gender === 'female' && ageOf(m) === ageOf(young))
    .map((m) => m.name)
    .sort();

  await signInStaff(page, CITY_VOLUNTEER);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Members List' })).toBeFocused();
  await expect(cards(page).first()).toBeVisible();
  const total = page.getByRole('status').filter({ hasText: /members?$/ });
  const everyoneCount = await total.textContent();
  await loadAll(page);
  // Every masjid on the cards is one of the city's.
  const chips = await page.locator('article > .mosque').allTextContents();
  const cityMosques = ['Mecca Masjid', 'Jama Masjid Charminar', 'Spanish Mosque (Masjid Iqbal-ud-Daula)'];
  expect(chips.length).toBeGreaterThanOrEqual(inHyderabad.length);
  for (const chip of chips) expect(cityMosques).toContain(chip);
  const everyone = await cardNames(page);

  await filter(page, info, async () => {
    await pick(page, 'Gender', 'Female');
    await page.getByLabel('Age').fill(String(ageOf(young)));
  });
  await expect(page).toHaveURL(/gender=female/);
  await expect(total).toHaveText(sameAge.length === 1 ? '1 member' : `${sameAge.length} members`);
  expect((await cardNames(page)).sort()).toEqual(sameAge);
  await expectNoSeriousA11yViolations(page, 'members list, filtered');
  expect(await fitsTheScreen(page)).toBe(true);

  // The filters are in the URL: a reload keeps them.
  await page.reload();
  await expect(cards(page)).toHaveCount(sameAge.length);

  if (info.project.name !== 'desktop') await page.getByRole('button', { name: 'Open Filters' }).click();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).not.toHaveURL(/gender=/);
  await expect(total).toHaveText(everyoneCount!);
  await loadAll(page);
  expect(await cardNames(page)).toEqual(everyone);

  // The unfiltered first page is kept on the device per user (spec: membersList + userId), and Refresh reads it again.
  const kept = () => page.evaluate(() => Object.keys(localStorage).filter((k) => /^membersList.+/.test(k)));
  expect(await kept()).toHaveLength(1);
  const reread = page.waitForResponse((r) => r.url().endsWith('/api/getMembers'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await reread;
});

test("cards say 'Details Not provided' when nothing is saved, and open the family", async ({ page }) => {
  const withoutDetails = inHyderabad.find((m) => m.category === null)!;
  const couple = inHyderabad.find((m) => m.family.length === 2)!;

  await signInStaff(page, CITY_VOLUNTEER);
  await page.goto(`/admin/members?name=${encodeURIComponent(withoutDetails.name)}`);
  const bare = cards(page).filter({ hasText: withoutDetails.mobile });
  await expect(bare.getByText('Details Not provided')).toBeVisible();
  await expect(bare.getByRole('link', { name: `+91 ${withoutDetails.mobile}` })).toHaveAttribute(
    'href',
    `tel:+91${withoutDetails.mobile}`,
  );

  await page.goto(`/admin/members?name=${encodeURIComponent(couple.name)}`);
  const card = cards(page).filter({ hasText: couple.mobile });
  const family = card.getByRole('button', { name: 'Family Members (2)' });
  await family.click();
  await expect(family).toHaveAttribute('aria-expanded', 'true');
  for (const relative of couple.family) await expect(card.getByText(relative.name)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'members list, family open');
});

test('an admin sees everyone, and narrows the list to one masjid', async ({ page }) => {
  const kerala = demoMembers().find((m) => m.mosqueCode === 'KL-CJ-001')!;
  await signInStaff(page, E2E.admin);
  await page.goto('/admin/members');
  const total = page.getByRole('status').filter({ hasText: /members$/ });
  await expect(total).toHaveText(/^\d+ members$/);
  expect(Number((await total.textContent())?.split(' ')[0])).toBeGreaterThanOrEqual(200);

  // The overview charts the demo data: the masjids with most members, the categories, ages by gender.
  await page.getByRole('button', { name: 'Overview' }).click();
  const byMosque = page.getByRole('figure', { name: 'Members by masjid (top 10)' });
  await expect(byMosque.getByRole('listitem')).toHaveCount(10);
  await expect(byMosque.locator('[data-bar-label]', { hasText: /^\u2068?Mecca Masjid\u2069?$/ })).toHaveCount(
    1,
  );
  await expect(
    page.getByRole('figure', { name: 'Members by category' }).getByRole('listitem').first(),
  ).toContainText(/\d+$/);
  await expect(
    page
      .getByRole('figure', { name: 'Members by age and gender' })
      .getByRole('listitem')
      .filter({ hasText: 'Age 18–29' }),
  ).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'members overview');
  await page.getByRole('button', { name: 'Overview' }).click();

  await page.getByLabel('Name').fill(kerala.name);
  await expect(cards(page).filter({ hasText: kerala.mobile })).toBeVisible();
  await pick(page, 'State', 'Kerala');
  await pick(page, 'District', 'Thrissur');
  await pick(page, 'City', 'Kodungallur');
  await pick(page, 'Locality', 'Methala');
  await pick(page, 'Mosque', /^Cheraman Juma Masjid/);
  await expect(page).toHaveURL(/area=/);
  await expect(cards(page).filter({ hasText: kerala.mobile })).toBeVisible();
  // Once the URL holds the masjid (the panel applies a choice when the choosing pauses), a reload keeps it,
  // and every dropdown down to it says which.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const placeInUrl = async () => {
    const id = new URL(page.url()).searchParams.get('area');
    const res = await page.request.post('/api/getPlaceTrail', {
      data: { data: { id } },
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { result?: { mosque: { name: string } | null } }).result?.mosque?.name;
  };
  await expect.poll(placeInUrl).toBe('Cheraman Juma Masjid');
  await page.reload();
  for (const [level, name] of [
    ['State', 'Kerala'],
    ['District', 'Thrissur'],
    ['City', 'Kodungallur'],
    ['Locality', 'Methala'],
    ['Mosque', 'Cheraman Juma Masjid'],
  ]) {
    await expect(page.getByRole('combobox', { name: level, exact: true })).toHaveText(name!);
  }
  await allCardsDrawn(page);
  for (const chip of await page.locator('article > .mosque').allTextContents()) {
    expect(chip).toBe('Cheraman Juma Masjid');
  }

  // The export holds exactly the filtered rows.
  const shown = await cards(page).count();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(shown + 1);
  for (const line of lines.slice(1)) expect(line).toContain('Cheraman Juma Masjid');
  expect(lines.some((line) => line.includes(kerala.mobile))).toBe(true);
});

test('the area chosen is named in its dropdowns and its chip after a reload and from a shared link, in Hindi too @phone', async ({
  page,
  browser,
}, info) => {
  const phone = info.project.name !== 'desktop';
  const chip = (p: Page, area: string, name: string) =>
    p.getByRole('button', { name: `Remove the filter ${area}: ${name}` });
  /** What the screen says the list is narrowed to: the State dropdown, and on a phone the chip too. */
  const expectTelangana = async (p: Page) => {
    await expect(p.getByRole('status').filter({ hasText: /members$/ })).toBeVisible();
    if (phone) {
      await expect(chip(p, 'Area or masjid', 'Telangana')).toBeVisible();
      await p.getByRole('button', { name: 'Open Filters' }).click();
    }
    await expect(p.getByRole('combobox', { name: 'State', exact: true })).toHaveText('Telangana');
    await expect(p.getByRole('combobox', { name: 'District', exact: true })).toBeVisible();
    if (phone) await p.keyboard.press('Escape');
  };

  await signInStaff(page, E2E.admin);
  await page.goto('/admin/members');
  await expect(cards(page).first()).toBeVisible();
  await filter(page, info, () => pick(page, 'State', 'Telangana'));
  await expect(page).toHaveURL(/area=/);
  const link = page.url();
  const total = await page
    .getByRole('status')
    .filter({ hasText: /members$/ })
    .textContent();

  await page.reload();
  await expectTelangana(page);
  await expect(page.getByRole('status').filter({ hasText: /members$/ })).toHaveText(total!);

  // Opened from the link alone, on another device.
  const other = await browser.newContext({ viewport: page.viewportSize(), isMobile: phone, hasTouch: phone });
  const shared = await other.newPage();
  await signInStaff(shared, E2E.admin);
  await shared.goto(link);
  await expectTelangana(shared);
  await other.close();

  // In Hindi the chip says the same, in Hindi's words.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
  await page.reload();
  if (phone) {
    const label = hiAdmin.adminMembers.removeFilter.replace(
      '{{filter}}',
      `${hiAdmin.adminMembers.area}: Telangana`,
    );
    await expect(page.getByRole('button', { name: label })).toBeVisible();
  } else {
    await expect(page.getByRole('combobox', { name: hi.picker.state, exact: true })).toHaveText('Telangana');
  }
});

test.describe('opened afresh', () => {
  // The reads and the screen's code must go over the network, where the test holds them.
  test.use({ serviceWorkers: 'block' });

  test("asks for the first page before the screen's code has come, and once @phone", async ({ page }) => {
    await signInStaff(page, E2E.admin);
    await page.goto('/admin/members');
    await expect(cards(page).first()).toBeVisible();
    // A first visit on this phone: nothing kept but the session.
    await page.evaluate(() => {
      const token = localStorage.getItem('authToken')!;
      localStorage.clear();
      localStorage.setItem('authToken', token);
    });
    const firstPages: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/getMembers') && r.postDataJSON()?.data?.cursor === null) firstPages.push(r);
    });
    const release = await holdRequests(page, /\/admin-members-screen-[^/]*\.js$/);

    await page.reload();
    await expect.poll(() => firstPages.length).toBe(1);
    release();
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(firstPages).toHaveLength(1);
  });
});
