import { chromium } from '@playwright/test';
import { LINK, median } from './support/slow-link';
import { startWebPortal } from './support/web-portal';

/**
 * A masjid's public page (/masjid/DL-JM-001) on a slow phone network: Chromium's network emulation at 400 ms
 * latency and 400 kbps each way, an empty cache, 360 px. Reports when the page first paints and when today's
 * times table is drawn (the page is whole in its HTML, so that is its load), and the bytes over the wire.
 * Budget: usable in at most 2 s; OVER BUDGET otherwise. Median of RUNS (3).
 */
const PORT = Number(process.env.BENCH_PORT ?? 3298);
const RUNS = Number(process.env.RUNS ?? 3);
const USABLE_BUDGET_S = 2;
const PATH = '/masjid/DL-JM-001';

const portal = await startWebPortal(PORT, { people: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const runs: { paintS: number; usableS: number; bytes: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
      bytes += e.encodedDataLength;
    });
    const start = Date.now();
    await page.goto(`${portal.url}${PATH}`, { waitUntil: 'commit' });
    await page.getByRole('table').first().waitFor();
    const usableS = (Date.now() - start) / 1000;
    await page.waitForLoadState('load');
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    runs.push({ paintS: paint / 1000, usableS, bytes });
    await context.close();
  }
  const usable = median(runs.map((r) => r.usableS));
  console.log(`${PATH} on 400 ms / 400 kbps, median of ${RUNS}:`);
  console.log(`  first paint ${median(runs.map((r) => r.paintS)).toFixed(2)} s`);
  console.log(`  today's times drawn ${usable.toFixed(2)} s`);
  console.log(`  ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KiB over the wire`);
  console.log(`  runs: ${runs.map((r) => `${r.usableS.toFixed(2)} s`).join(', ')}`);
  if (usable > USABLE_BUDGET_S)
    console.log(`OVER BUDGET: usable in ${usable.toFixed(2)} s > ${USABLE_BUDGET_S} s`);
} finally {
  await browser.close();
  await portal.stop();
}
