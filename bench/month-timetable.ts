import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { build } from 'esbuild';

/**
 * A month's timetable computed in the browser, as /mosque and the offline member screens compute it, on a
 * CPU slowed four times: Chromium's CPU throttling (CDP `Emulation.setCPUThrottlingRate`, rate 4), the model
 * Lighthouse and cpu-profile.ts use for a cheap phone; it pauses the page's main thread so that it gets
 * one quarter of the time. The anchor, a fixed sort of 20,000 numbers, is measured in the same page both
 * unthrottled and throttled: its ratio shows the slowdown was applied (about 4), and the month over the
 * anchor is a figure a busier machine moves less. The first month of a fresh page (adhan's code not yet
 * compiled: what a member waits for when /mosque opens) is given apart, as the median over `PAGES`
 * (default 7) fresh pages, from the p95 of the `RUNS` (default 20) months after it in each, each a different
 * month and latitude. The budget holds both. Prints the bundled size of the times' code and of adhan in it.
 */
const RUNS = Number(process.env.RUNS ?? 20);
const PAGES = Number(process.env.PAGES ?? 7);

type Bench = { timeMonth: (month: string, latitude: number) => number; timeAnchor: () => number };
const BUDGET_MS = 20;

async function bundle(contents: string) {
  const out = await build({
    stdin: { contents, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text;
}

const kib = (text: string) =>
  `${(text.length / 1024).toFixed(1)} KiB min, ${(gzipSync(text).length / 1024).toFixed(1)} KiB gzip`;

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * In each of `PAGES` fresh pages: the anchor, the page's first month (cold), `RUNS` more months, the anchor
 * again. The figures are the medians over the pages, and the p95 of every warm month.
 */
async function measure(browser: Browser, script: string, rate: number) {
  const anchors: number[] = [];
  const firsts: number[] = [];
  const months: number[] = [];
  for (let p = 0; p < PAGES; p++) {
    const tab = await browser.newPage();
    await tab.setContent(
      `<!doctype html><html><body><script>${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`,
    );
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const run = (month: string, latitude: number) =>
      tab.evaluate(([m, lat]) => (globalThis as unknown as Bench).timeMonth(m, lat), [
        month,
        latitude,
      ] as const);
    const anchor = () => tab.evaluate(() => (globalThis as unknown as Bench).timeAnchor());
    anchors.push(await anchor());
    firsts.push(await run('2026-06', 28.6507));
    for (let i = 0; i < RUNS; i++)
      months.push(await run(`2026-${String((i % 12) + 1).padStart(2, '0')}`, 9 + (i % 25)));
    anchors.push(await anchor());
    await tab.close();
  }
  for (const list of [anchors, firsts, months]) list.sort((a, b) => a - b);
  return {
    anchor: percentile(anchors, 0.5),
    first: percentile(firsts, 0.5),
    firstMax: firsts.at(-1)!,
    p50: percentile(months, 0.5),
    p95: percentile(months, 0.95),
  };
}

const page = await bundle(`import './month-timetable-page.ts';`);
const adhanAlone = await bundle(
  `import { CalculationMethod, Coordinates, Madhab, PrayerTimes } from 'adhan'; Object.assign(globalThis, { CalculationMethod, Coordinates, Madhab, PrayerTimes });`,
);
const adhanWhole = await bundle(`import * as adhan from 'adhan'; Object.assign(globalThis, { adhan });`);
console.log(`Times code as bundled: ${kib(page)} (the bench's page: the domain's times and adhan)`);
console.log(`adhan as the domain imports it: ${kib(adhanAlone)}; the whole library: ${kib(adhanWhole)}`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const rate of [1, 4]) results[`${rate}×`] = await measure(browser, page, rate);
  const slow = results['4×']!;
  const quick = results['1×']!;
  const row = (label: string, r: typeof slow) =>
    `${label.padEnd(14)} anchor ${r.anchor.toFixed(1)} ms | month: first ${r.first.toFixed(1)} ms (slowest page ${r.firstMax.toFixed(1)}), p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (p95 / anchor ${(r.p95 / r.anchor).toFixed(2)})`;
  console.log(row('CPU as is', quick));
  console.log(row('CPU 4× slower', slow));
  console.log(`The anchor ran ${(slow.anchor / quick.anchor).toFixed(1)}× slower throttled.`);
  const over = slow.p95 > BUDGET_MS || slow.first > BUDGET_MS;
  console.log(
    `${over ? 'OVER BUDGET' : 'Within budget'}: a month in at most ${BUDGET_MS} ms on a CPU 4× slower (first ${slow.first.toFixed(1)} ms, p95 ${slow.p95.toFixed(1)} ms)`,
  );
  if (over) process.exitCode = 1;
} finally {
  await browser.close();
}
