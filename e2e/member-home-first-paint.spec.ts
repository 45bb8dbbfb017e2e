import { expect, type Page, type Request, test } from '@playwright/test';
import { en } from '../web/i18n/locales/en';
import { ur } from '../web/i18n/locales/ur';
import { MEMBERS, READER } from './support/fixtures';
import { holdRequests } from './support/hold';
import { signInMember } from './support/member';

// The member home paints its layout at once and nothing moves when the alerts arrive; its reads
// start as the entry runs, side by side, not one after another behind the screen's code.

// A first visit: the reads must go over the network, where the test holds them, with no service worker
// installed by the sign-in before it in between (a request it passes on is out of the page's routes' reach).
test.use({ serviceWorkers: 'block' });

/**
 * Sums the shifts of what the page's main part draws (the greeting, the alerts, the links), as CLS counts them
 * (none within half a second of an input): run before the page loads, read with `shiftsSoFar`. The loading
 * shell before it and the bar above it are not the home's.
 */
async function countLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.hadRecentInput && entry.sources.some((s) => s.node?.parentElement?.closest('main')))
          w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** A first visit on this phone: nothing kept but the session. */
async function forgetAllButSession(page: Page) {
  await page.evaluate(() => {
    const token = localStorage.getItem('authToken')!;
    const language = localStorage.getItem('language');
    localStorage.clear();
    localStorage.setItem('authToken', token);
    if (language) localStorage.setItem('language', language);
  });
}

test('the member home asks for the user and the alerts together, and draws the alerts with the page @phone', async ({
  page,
}) => {
  await signInMember(page, READER);
  // The home's own reads done and kept, so that none is written back after the phone's copy is cleared.
  await expect(
    page.getByRole('region', { name: 'Recent Alerts' }).getByRole('listitem').first(),
  ).toBeVisible();

  await forgetAllButSession(page);
  await countLayoutShifts(page);
  const asked: string[] = [];
  const userAnswered: Request[] = [];
  page.on('request', (r) => {
    const name = new URL(r.url()).pathname.split('/api/')[1];
    if (name) asked.push(name);
  });
  // The user's reply is held, as on a slow network: the alerts must be asked for meanwhile.
  let releaseUser = () => {};
  const userHeld = new Promise<void>((resolve) => {
    releaseUser = resolve;
  });
  await page.route('**/api/getSessionUser', async (route) => {
    userAnswered.push(route.request());
    await userHeld;
    await route.continue();
  });

  await page.reload();
  await expect.poll(() => asked.includes('getAlerts')).toBe(true);
  expect(userAnswered).toHaveLength(1);
  releaseUser();

  await expect(
    page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'My Family' }),
  ).toBeVisible();
  await expect(page.getByRole('list').getByRole('button')).toHaveCount(5);
  await page.waitForLoadState('networkidle');
  // Nothing kept to draw them from, the first render waited for the alerts: their rows came with the page,
  // so nothing below them moved.
  expect(await shiftsSoFar(page)).toBe(0);
  // Each read went once: the screens joined what the entry had asked.
  expect(asked.filter((n) => n === 'getSessionUser')).toHaveLength(1);
  expect(asked.filter((n) => n === 'getAlerts')).toHaveLength(1);
});

test('alerts slower than the first render show "Loading Alerts..." in the space of their five rows', async ({
  page,
}) => {
  await signInMember(page, READER);
  await expect(
    page.getByRole('region', { name: 'Recent Alerts' }).getByRole('listitem').first(),
  ).toBeVisible();
  await forgetAllButSession(page);
  const releaseAlerts = await holdRequests(page, /\/api\/getAlerts$/);

  await page.reload();
  const links = page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'My Family' });
  await expect(links).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading Alerts...' })).toBeVisible();
  const before = await links.boundingBox();
  releaseAlerts();
  await expect(page.getByRole('list').getByRole('button')).toHaveCount(5);
  // The reader's five alerts have titles of one line at this width: the space held was theirs.
  expect(await links.boundingBox()).toEqual(before);
});

for (const [language, recentAlerts] of [
  ['en', en.member.recentAlerts],
  ['ur', ur.member.recentAlerts],
] as const)
  test(`the Recent Alerts card ends at its last row, and each row is as tall as its title (${language}) @phone`, async ({
    page,
  }) => {
    // Mecca Masjid's member: three seeded alerts (all India's, Telangana's and the masjid's own), fewer than
    // five, and as many more as earlier journeys published to Telangana: the same number on both visits.
    await signInMember(page, MEMBERS.home);
    let count: number | null = null;
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    const card = page.getByRole('region', { name: recentAlerts });
    const rows = card.getByRole('list').getByRole('button');

    // A return visit, drawn from the alerts kept on the phone, and a first one, drawn from the network, where
    // the alerts come a moment after the page's code.
    for (const visit of ['return', 'first']) {
      if (visit === 'first') {
        await forgetAllButSession(page);
        await page.route('**/api/getAlerts', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          await route.continue();
        });
      }
      await countLayoutShifts(page);
      await page.reload();
      await expect(rows.first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      if (count === null) count = await rows.count();
      await expect(rows).toHaveCount(count);
      const layout = await card.getByRole('list').evaluate((list) => {
        const box = list.parentElement!.getBoundingClientRect();
        const titles = [...list.querySelectorAll<HTMLElement>('.title')].map((title) => {
          const text = document.createRange();
          text.selectNodeContents(title);
          return {
            title: title.textContent,
            // What the title's box holds beyond its lines of text: a line left empty shows here.
            spare: title.getBoundingClientRect().height - text.getBoundingClientRect().height,
            line: Number.parseFloat(getComputedStyle(title).lineHeight),
          };
        });
        return { below: box.bottom - list.getBoundingClientRect().bottom, titles };
      });
      // Under the last row only the card's own border, not the space of rows that are not there.
      expect(layout.below, visit).toBeLessThanOrEqual(1.5);
      for (const t of layout.titles) expect(t.spare, `${visit}: ${t.title}`).toBeLessThan(t.line / 2);
      expect(await shiftsSoFar(page), visit).toBe(0);
    }
  });

test('/alerts opened afresh asks for its first page once, the entry having asked already', async ({
  page,
}) => {
  await signInMember(page, READER);
  await page.goto('/alerts');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstPage: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/getAlerts') && r.postDataJSON()?.data?.limit === 5) firstPage.push(r);
  });
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  // Whatever is still on its way has landed.
  await page.waitForLoadState('networkidle');
  expect(firstPage).toHaveLength(1);
});

test('the member home opens from the loading shell straight to the page, never a spinner between @phone', async ({
  page,
}) => {
  await signInMember(page, READER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Whatever the page shows on its way, from the HTML's first parse: any progress spinner is noted.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) document.documentElement.dataset.spinnerSeen = '';
    }).observe(document, { childList: true, subtree: true });
  });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(READER.name.split(' ')[0]!);
  await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-spinner-seen');
});
