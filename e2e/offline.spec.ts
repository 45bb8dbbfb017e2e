import { expect, type Locator, type Page, test } from '@playwright/test';
import { MSG } from '../domain/messages';
import { en } from '../web/i18n/locales/en';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E } from './support/env';
import { MEMBERS, OFFLINE_MEMBER } from './support/fixtures';
import { enterPhone, signInMember, toast } from './support/member';
import { waitForServiceWorker } from './support/service-worker';
import { signInStaff } from './support/staff';

const { home } = MEMBERS;

async function passwordLogin(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await enterPhone(page, phone);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: en.offline.bannerTitle });

/** What the service worker's caches hold, as URLs. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

// Playwright's setOffline cuts the service worker's own network too in Chromium (it applies the emulation
// to every service worker target of the context); the test checks that, so a pass means "from the phone".
test('a signed-in member opens the dashboard offline with their saved data, and a write is refused, not lost @phone', async ({
  page,
  context,
}) => {
  await passwordLogin(page, home.phone, home.password);
  await expect(page).toHaveURL(/\/member-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home.name);
  // The newest alert, whichever an earlier journey published: it must be there offline too.
  const newest = page.getByRole('region', { name: 'Recent Alerts' }).locator('.title').first();
  await expect(newest).toBeVisible();
  const alert = (await newest.textContent())!;
  await expect(banner(page)).toHaveCount(0);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const worker = context.serviceWorkers()[0]!;
  expect(
    await worker.evaluate(() =>
      fetch('/healthz').then(
        () => 'reached',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  const reply = await page.reload();
  expect(reply?.fromServiceWorker()).toBe(true);
  await expect(banner(page)).toContainText(en.offline.bannerBody);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(home.name);
  await expect(page.getByRole('button', { name: /Account menu/ })).toContainText('Qureshi');
  await expect(page.getByText(alert, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'offline dashboard');
  // The banner wraps within the screen, at 360 px too: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Signing out is a write: offline it is refused with a clear message, and nothing is thrown away.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(toast(page, MSG.offlineNotSent)).toBeVisible();
  await expect(page).toHaveURL(/\/member-dashboard$/);
  const kept = await page.evaluate(() =>
    ['authToken', 'userData', 'recentAlerts'].map((k) => localStorage.getItem(k)),
  );
  expect(kept.every((v) => v !== null)).toBe(true);

  // The service worker holds the app, never an API reply.
  const urls = await cachedUrls(page);
  expect(urls.some((u) => u.includes('/app-shell'))).toBe(true);
  expect(urls.filter((u) => u.includes('/api/'))).toEqual([]);

  // Back online the banner goes, and the same sign-out goes through and clears what was kept.
  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => ['authToken', 'userData', 'recentAlerts'].map((k) => localStorage.getItem(k))),
  ).toEqual([null, null, null]);
});

/**
 * Every member screen, each with what proves it shows the member's last data rather than a failed read.
 * Visited online first, then each opened afresh with no network (a reload: nothing left in memory).
 */
const MEMBER_SCREENS: { path: string; shows: (page: Page) => Locator }[] = [
  { path: '/member-dashboard', shows: (p) => p.getByRole('heading', { level: 1, name: /Rehana Parveen/ }) },
  { path: '/family', shows: (p) => p.getByRole('link', { name: new RegExp(OFFLINE_MEMBER.family) }) },
  { path: '/volunteers', shows: (p) => p.getByRole('heading', { level: 2, name: 'Ayesha Siddiqui' }) },
  { path: '/mosque', shows: (p) => p.getByRole('heading', { level: 2, name: 'Jama Masjid' }) },
  { path: '/alerts', shows: (p) => p.getByRole('heading', { name: 'Iftar volunteers needed' }) },
  { path: '/profile', shows: (p) => p.getByRole('main').getByText(OFFLINE_MEMBER.name).first() },
];

test('after one visit, every member screen opens offline with its last data under "You are offline" @phone-only', async ({
  page,
  context,
}) => {
  await signInMember(page, OFFLINE_MEMBER);
  await waitForServiceWorker(page);
  for (const screen of MEMBER_SCREENS) {
    await page.goto(screen.path);
    await expect(screen.shows(page), screen.path).toBeVisible();
  }
  await page.goto('/family');
  await page.getByRole('link', { name: new RegExp(OFFLINE_MEMBER.family) }).click();
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_MEMBER.family })).toBeVisible();
  const familyPath = new URL(page.url()).pathname;

  await context.setOffline(true);
  const offlineScreens = [
    ...MEMBER_SCREENS,
    {
      path: familyPath,
      shows: (p: Page) => p.getByRole('heading', { level: 1, name: OFFLINE_MEMBER.family }),
    },
  ];
  for (const screen of offlineScreens) {
    const reply = await page.goto(screen.path);
    expect(reply?.fromServiceWorker(), screen.path).toBe(true);
    await expect(banner(page), screen.path).toContainText(en.offline.bannerBody);
    await expect(screen.shows(page), screen.path).toBeVisible();
    await expect(page.getByText(en.messages.genericError), screen.path).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page, 'a family member offline');
});

/** A first visit to /login, until the service worker has installed what it keeps. */
async function visitLoginOnce(page: Page) {
  await page.goto('/login');
  await expect(page.getByLabel('Mobile Number')).toBeVisible();
  await waitForServiceWorker(page);
}

test('/login opens offline after one visit, and says it cannot reach the portal', async ({
  page,
  context,
}) => {
  await visitLoginOnce(page);

  await context.setOffline(true);
  const reply = await page.goto('/login');
  expect(reply?.fromServiceWorker()).toBe(true);
  await enterPhone(page, home.phone);
  await expect(toast(page, MSG.offlineNoConnection)).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
});

/** The script files of the admin area's screens, by the names Vite gives their chunks. */
const isStaffScreen = (url: string) => /\/assets\/admin-[a-z-]+-[\w-]+\.js$/.test(url);

test("a member's phone precaches no staff screen; staff keep theirs once opened, and open them offline", async ({
  page,
  context,
}) => {
  await visitLoginOnce(page);
  const precached = await cachedUrls(page);
  expect(precached.some((u) => u.includes('/assets/member-home-screen-'))).toBe(true);
  expect(precached.filter(isStaffScreen)).toEqual([]);

  await signInStaff(page, E2E.admin);
  await page.goto('/admin/members');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(async () => (await cachedUrls(page)).filter(isStaffScreen).length).toBeGreaterThan(1);

  await context.setOffline(true);
  const reply = await page.goto('/admin/members');
  expect(reply?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(en.messages.genericError)).toHaveCount(0);
});
