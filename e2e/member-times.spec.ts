import { expect, type Page, test } from '@playwright/test';
import { INDIA_UTC_OFFSET } from '../domain/india-time';
import { en } from '../web/i18n/locales/en';
import { hi } from '../web/i18n/locales/hi';
import { ur } from '../web/i18n/locales/ur';
import { expectNoSeriousA11yViolations } from './support/axe';
import { TIMES_MEMBER } from './support/fixtures';
import { signInMember } from './support/member';
import { waitForServiceWorker } from './support/service-worker';

// The member's masjid's jamaat times, computed in the browser from its kept rules: the home's next jamaat
// with its countdown, /mosque's table and month, in three languages, and offline. The page's clock is pinned
// (it still runs), so the next jamaat is known: Fatehpuri Masjid keeps fixed times (support/fixtures.ts).

/** Thursday 2 July 2026 at 10:00 in India: Dhuhr's jamaat (1:30 pm) is next. */
const THURSDAY_MORNING = new Date(`2026-07-02T10:00:00${INDIA_UTC_OFFSET}`);
/** Friday 3 July 2026 at noon: the first Jumu'ah (1:15 pm) is next. */
const FRIDAY_NOON = new Date(`2026-07-03T12:00:00${INDIA_UTC_OFFSET}`);
/** Thursday at 21:30, after Isha: tomorrow's Fajr (4:30 am) is next. */
const AFTER_ISHA = new Date(`2026-07-02T21:30:00${INDIA_UTC_OFFSET}`);

async function signInAt(page: Page, time: Date, language?: 'hi' | 'ur') {
  await page.clock.install({ time });
  await signInMember(page, TIMES_MEMBER);
  if (!language) return;
  // The language chosen on this phone, as the language menu keeps it.
  await page.evaluate((l) => localStorage.setItem('language', l), language);
  await page.reload();
}

const card = (page: Page, name = en.mosqueTimes.nextJamaat) => page.getByRole('region', { name });
const headline = (page: Page) => page.locator('.headline');

test('the home shows the next jamaat, its time and a countdown that runs, and the day’s jamaats @phone', async ({
  page,
}) => {
  await signInAt(page, THURSDAY_MORNING);
  const next = card(page);
  await expect(headline(page)).toHaveText('Dhuhr1:30 pm');
  await expect(next.getByText(en.mosqueTimes.todaysJamaats)).toBeVisible();
  await expect(next.getByRole('listitem')).toHaveText([
    'Fajr4:30 am',
    'Dhuhr1:30 pm',
    'Asr5:45 pm',
    /^Maghrib\d:\d\d pm$/,
    'Isha9:15 pm',
  ]);
  const timer = next.getByRole('timer');
  await expect(timer).toHaveText(/^3:(29|30):\d\d$/);
  const before = await timer.textContent();
  await page.clock.runFor(3000);
  await expect(timer).not.toHaveText(before!);
  // It is the first card, above the alerts.
  const cardBox = (await next.boundingBox())!;
  const alertsBox = (await page.getByRole('region', { name: en.member.recentAlerts }).boundingBox())!;
  expect(cardBox.y).toBeLessThan(alertsBox.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'member home with the next jamaat');

  // Opened afresh, the home asks for the rules once: the card takes what the entry asked for.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/getMosqueTimesRules') asked.push(r.url());
  });
  await page.reload();
  await expect(headline(page)).toHaveText('Dhuhr1:30 pm');
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);

  // When Dhuhr's minute comes, the jamaat is under way.
  await page.clock.fastForward('03:30:00');
  await expect(next.getByText(en.mosqueTimes.jamaatNow)).toBeVisible();
});

test("on a Friday the home shows Jumu'ah in place of Dhuhr, and after Isha tomorrow's Fajr", async ({
  page,
}) => {
  await signInAt(page, FRIDAY_NOON);
  await expect(headline(page)).toHaveText("Jumu'ah1:15 pm");
  const items = card(page).getByRole('listitem');
  await expect(items.filter({ hasText: "Jumu'ah" })).toHaveText(["Jumu'ah1:15 pm", "Jumu'ah2:00 pm"]);
  await expect(items.filter({ hasText: 'Dhuhr' })).toHaveCount(0);

  await page.clock.setSystemTime(AFTER_ISHA);
  await page.reload();
  await expect(headline(page)).toHaveText('Fajr4:30 am');
  await expect(card(page).getByText(en.mosqueTimes.tomorrowsJamaats)).toBeVisible();
});

test('/mosque shows today’s table, the month, prints it and shares the day @phone', async ({ page }) => {
  await signInAt(page, FRIDAY_NOON);
  await page.goto('/mosque');
  const today = page.getByRole('region', { name: en.mosqueTimes.todaysTimes });
  await expect(today.getByRole('row', { name: /^Fajr/ })).toContainText('4:30 am');
  await expect(today.getByRole('row', { name: /^Sunrise/ })).toContainText('—');
  await expect(today.getByRole('row', { name: /^Jumu'ah 1/ })).toContainText('Khutbah 1:00 pm');
  await expect(today.getByRole('row', { name: /^Jumu'ah 2/ })).toContainText('2:00 pm');
  await expect(today).toContainText(/Friday, \u2068?3 Jul 2026\u2069? · /);
  await expect(today).toContainText(/\d+ Muharram 1448 AH/);

  const share = today.getByRole('link', { name: /Share on WhatsApp/ });
  const href = (await share.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  const text = decodeURIComponent(href.split('text=')[1]!);
  expect(text).toContain('Fatehpuri Masjid');
  expect(text).toContain('Fajr: Adhan');
  expect(text).toContain("Jumu'ah: Khutbah 1:00 pm, Jamaat 1:15 pm");

  await page.getByRole('button', { name: en.mosqueTimes.monthTimetable }).click();
  const month = page.getByRole('region', { name: /July 2026/ });
  await expect(month.locator('tbody tr')).toHaveCount(31);
  await expect(month.locator('tbody tr[aria-current="date"]')).toContainText('Friday');
  await expectNoSeriousA11yViolations(page, '/mosque with the month open');
  // At 360 px the month scrolls within its own box; the page does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.getByRole('button', { name: en.mosqueTimes.nextMonth }).click();
  await expect(page.getByRole('region', { name: /August 2026/ }).locator('tbody tr')).toHaveCount(31);
  await page.getByRole('button', { name: en.mosqueTimes.previousMonth }).click();
  await page.getByRole('button', { name: en.mosqueTimes.previousMonth }).click();
  await expect(page.getByRole('region', { name: /June 2026/ }).locator('tbody tr')).toHaveCount(30);
  await page.getByRole('button', { name: en.mosqueTimes.nextMonth }).click();

  // Printed, the month is alone on the page, headed by the masjid and the month, and fits one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: en.mosqueTimes.print })).toBeHidden();
  await expect(today).toBeHidden();
  await expect(page.locator('.month-print h3')).toHaveText('Fatehpuri Masjid: July 2026');
  // On A4 within its margins (190 × 277 mm at 96 dpi), nothing is cut at the side or runs onto a second page.
  await page.setViewportSize({ width: 718, height: 1047 });
  const printed = await page.evaluate(() => ({
    wide: document.documentElement.scrollWidth,
    tall: document.querySelector('.month-print')!.getBoundingClientRect().height,
  }));
  expect(printed.wide).toBeLessThanOrEqual(718);
  expect(printed.tall).toBeLessThanOrEqual(1047);
  await page.emulateMedia({ media: null });
  // Chromium prints to PDF with the print styles, laid out on the paper: one page.
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

test('after a first visit, the home and /mosque show the times with no network @phone', async ({
  page,
  context,
}) => {
  await signInAt(page, THURSDAY_MORNING);
  await expect(headline(page)).toHaveText('Dhuhr1:30 pm');
  await page.goto('/mosque');
  await expect(page.getByRole('region', { name: en.mosqueTimes.todaysTimes })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/member-dashboard');
  await expect(page.getByRole('status').filter({ hasText: en.offline.bannerTitle })).toBeVisible();
  await expect(headline(page)).toHaveText('Dhuhr1:30 pm');
  const timer = card(page).getByRole('timer');
  const before = await timer.textContent();
  await page.clock.runFor(2000);
  await expect(timer).not.toHaveText(before!);

  await page.goto('/mosque');
  const today = page.getByRole('region', { name: en.mosqueTimes.todaysTimes });
  await expect(today.getByRole('row', { name: /^Isha/ })).toContainText('9:15 pm');
  await page.getByRole('button', { name: en.mosqueTimes.monthTimetable }).click();
  await expect(page.getByRole('region', { name: /July 2026/ }).locator('tbody tr')).toHaveCount(31);
  await context.setOffline(false);
});

test.describe('in Urdu', () => {
  test('the times read right to left, each time in its own order @phone', async ({ page }) => {
    await signInAt(page, THURSDAY_MORNING, 'ur');
    await expect(card(page, ur.mosqueTimes.nextJamaat)).toBeVisible();
    await expect(headline(page)).toHaveText('ظہر1:30 دوپہر');
    await expect(card(page, ur.mosqueTimes.nextJamaat).getByRole('timer')).toHaveAttribute('dir', 'ltr');
    await expectNoSeriousA11yViolations(page, 'Urdu member home with the next jamaat');

    await page.goto('/mosque');
    const today = page.getByRole('region', { name: ur.mosqueTimes.todaysTimes });
    const isha = today.getByRole('row', { name: /^عشاء/ });
    await expect(isha).toContainText('9:15 رات');
    // The prayer's name is the first column, on the right.
    const name = (await isha.getByRole('rowheader').boundingBox())!;
    const jamaat = (await isha.getByRole('cell').last().boundingBox())!;
    expect(name.x).toBeGreaterThan(jamaat.x);
    await page.getByRole('button', { name: ur.mosqueTimes.monthTimetable }).click();
    await expect(page.getByRole('region', { name: /جولائی 2026/ }).locator('tbody tr')).toHaveCount(31);
    await expectNoSeriousA11yViolations(page, 'Urdu /mosque with the month open');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Nastaliq's taller lines and longer words still print on one A4 page's width and height.
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 718, height: 1047 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(718);
    expect(
      await page.evaluate(() => document.querySelector('.month-print')!.getBoundingClientRect().height),
    ).toBeLessThanOrEqual(1047);
  });
});

test.describe('in Hindi', () => {
  test('the next jamaat is written as Hindi writes a time', async ({ page }) => {
    await signInAt(page, THURSDAY_MORNING, 'hi');
    await expect(card(page, hi.mosqueTimes.nextJamaat)).toBeVisible();
    await expect(headline(page)).toHaveText('ज़ुहरदोपहर 1:30');
  });
});
