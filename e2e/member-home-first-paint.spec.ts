import { expect, type Request, test } from '@playwright/test';
import { READER } from './support/fixtures';
import { holdRequests } from './support/hold';
import { signInMember } from './support/member';

// Issue 28: the member home paints its layout at once and nothing moves when the alerts arrive; its reads
// start as the entry runs, side by side, not one after another behind the screen's code.

// A first visit: the reads must go over the network, where the test holds them, with no service worker
// installed by the sign-in before it in between (a request it passes on is out of the page's routes' reach).
test.use({ serviceWorkers: 'block' });

test('the member home asks for the user and the alerts together, and its links never move @phone', async ({
  page,
}) => {
  await signInMember(page, READER);
  // The home's own reads done and kept, so that none is written back after the phone's copy is cleared.
  await expect(
    page.getByRole('region', { name: 'Recent Alerts' }).getByRole('listitem').first(),
  ).toBeVisible();

  // A first visit on this phone: nothing kept but the session.
  await page.evaluate(() => {
    const token = localStorage.getItem('authToken')!;
    localStorage.clear();
    localStorage.setItem('authToken', token);
  });
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
  await page.route('**/api/fetchUserData', async (route) => {
    userAnswered.push(route.request());
    await userHeld;
    await route.continue();
  });
  const releaseAlerts = await holdRequests(page, /\/api\/fetchAlerts$/);

  await page.reload();
  await expect.poll(() => asked.includes('fetchAlerts')).toBe(true);
  expect(userAnswered).toHaveLength(1);
  releaseUser();

  const links = page
    .getByRole('navigation', { name: 'Quick links' })
    .getByRole('link', { name: 'My Family' });
  await expect(links).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading Alerts...' })).toBeVisible();
  const before = await links.boundingBox();
  releaseAlerts();
  await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
  expect(await links.boundingBox()).toEqual(before);
  // Each read went once: the screens joined what the entry had asked.
  expect(asked.filter((n) => n === 'fetchUserData')).toHaveLength(1);
  expect(asked.filter((n) => n === 'fetchAlerts')).toHaveLength(1);
});

test('/alerts opened afresh asks for its first page once, the entry having asked already', async ({
  page,
}) => {
  await signInMember(page, READER);
  await page.goto('/alerts');
  await expect(page.getByRole('article').first()).toBeVisible();
  const firstPage: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/fetchAlerts') && r.postDataJSON()?.data?.limit === 5) firstPage.push(r);
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
