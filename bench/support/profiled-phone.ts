import { rmSync } from 'node:fs';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { E2E } from '../../e2e/support/env';
import { signInStaff } from '../../e2e/support/staff';
import type { CallFrame } from './source-names';
import { buildWithSourceMaps, sourceNamer } from './source-names';
import { startWebPortal } from './web-portal';

export type ProfiledPhone = {
  /** Chromium at 360 px, its base URL the portal's. */
  context: BrowserContext;
  url: string;
  /** Names a profile's call frame by package or source file. */
  name: (frame: CallFrame) => string;
};

/**
 * Where `cpu-profile.ts` and `long-tasks.ts` open the portal: as `npm start` runs it, with the e2e journeys'
 * people, in Chromium at a phone's 360 px, with a source-mapped build of the same sources to name what ran.
 * Everything is stopped and removed after `run`.
 */
export async function onProfiledPhone(port: number, run: (phone: ProfiledPhone) => Promise<void>) {
  const mapsDir = buildWithSourceMaps();
  const portal = await startWebPortal(port, { people: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: portal.url });
    await run({ context, url: portal.url, name: sourceNamer(mapsDir) });
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(mapsDir, { recursive: true, force: true });
  }
}

/** Signs the e2e admin in on `page`, what the member before left on the device gone first. */
export async function signInAdminAfresh(page: Page) {
  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.clear());
  await signInStaff(page, E2E.admin);
}
