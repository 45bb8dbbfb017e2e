import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { E2E } from './support/env';
import { waitForServiceWorker } from './support/service-worker';

type Icon = { src: string; sizes: string; type?: string; purpose?: string };

// Chromium never offers to install from an incognito profile ('in-incognito'), which is what every Playwright
// context is, so this test opens a real profile in a folder of its own.
test('Chromium finds the portal installable from /login, with a manifest that has its icons', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'anjuman-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL: E2E.baseUrl,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');

    const manifest = (await (await page.request.get(url)).json()) as {
      name: string;
      theme_color: string;
      icons: Icon[];
    };
    expect(manifest.name).toBe('Anjuman');
    expect(manifest.theme_color).toMatch(/^#[0-9A-F]{6}$/i);
    const { icons } = manifest;
    expect(icons.some((i) => i.sizes === '192x192' && i.purpose !== 'maskable')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose !== 'maskable')).toBe(true);
    expect(icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toMatch(/^image\//);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
