import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * A first visit that keeps the sign-in: empties the HTTP cache and the service workers and their caches of
 * `url`'s origin, but leaves the page's storage (the session) as it is. Returns the page and its DevTools
 * session, for a measurement to go on with.
 */
export async function clearAllButSession(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  return { page, cdp };
}
