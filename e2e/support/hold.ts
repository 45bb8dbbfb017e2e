import type { Page } from '@playwright/test';

/**
 * Holds every request whose address matches `url` until the returned `release` is called, as a slow network
 * would: a screen's code, a read. Routes reach only what the service worker does not answer, so a journey
 * that holds the app's code blocks service workers.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
