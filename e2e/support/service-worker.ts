import { expect, type Page } from '@playwright/test';

/**
 * Waits until the service worker has precached the app and controls the page: only then does the page open
 * with no network. It registers after the load event and claims the open page once installed.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
