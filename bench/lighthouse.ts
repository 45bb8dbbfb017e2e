import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { E2E } from '../e2e/support/env';
import { MEMBERS } from '../e2e/support/fixtures';
import { signInMember } from '../e2e/support/member';
import { signInStaff } from '../e2e/support/staff';
import { startLocalCaddy } from '../server/test/local-caddy';
import { startAnchor } from './support/anchor';
import { clearAllButSession } from './support/fresh-visit';
import { startWebPortal } from './support/web-portal';

/**
 * Lighthouse mobile (its default: a mid-range phone, simulated 4G throttling and a 4× slower CPU)
 * on the portal's first screens, beside two anchors built and served in the same run: the same stack with one
 * field and a button (bench/anchor, Vite + React + MUI, served compressed as the portal serves its assets) and a
 * static HTML page with the same phone field. Median of RUNS (3) runs per page, one page after another.
 *
 * The signed-in screens are opened as the e2e journeys' member and admin (e2e/support/fixtures.ts), signed in
 * through the screens first; each run starts with an empty HTTP cache and no service worker, and keeps only
 * the session in the page's storage. Goals: score at least 90 and TBT at most 300 ms on every page, CLS at most
 * 0.02 on the member's screens; a missed goal prints OVER BUDGET.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const ANCHOR_PORT = PORT + 1;
const DEBUG_PORT = PORT + 2;
const RUNS = Number(process.env.RUNS ?? 3);
/** `PAGES=/admin/members,/login`: the portal's pages to measure (all of them by default); the anchors always. */
const ONLY = process.env.PAGES?.split(',');
/**
 * `HTTPS=1`: the portal and the anchors behind Debian's Caddy with HTTPS, as a real deployment serves them
 * (deploy/Caddyfile), so over HTTP/2; without it, straight from the portal over HTTP/1.1, as `npm start` does.
 */
const HTTPS = process.env.HTTPS === '1';
/** `REPORT_DIR=/tmp/lh`: each run's whole report is written there as JSON, to read its long tasks and trace. */
const REPORT_DIR = process.env.REPORT_DIR;

type Figures = { score: number; tbtMs: number; lcpMs: number; cls: number; jsKiB: number };
type Page = { label: string; url: string; session: 'none' | 'member' | 'staff'; member: boolean };

async function measure(context: BrowserContext, url: string, keepStorage: boolean): Promise<Figures> {
  if (keepStorage) {
    // Lighthouse's own reset would sign the reader out: clear what it would, but the session.
    const { page } = await clearAllButSession(context, url);
    await page.close();
  }
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: object[] } | undefined)?.items ?? [];
  const scriptBytes = (requests as { resourceType?: string; transferSize?: number }[])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: scriptBytes / 1024,
  };
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART): such a run is made again, twice at most. */
async function measureRetrying(context: BrowserContext, url: string, keepStorage: boolean): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(context, url, keepStorage);
    } catch (err) {
      if (attempt === 3) throw err;
      console.log(`  again after: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function medianOf(runs: Figures[]): Figures {
  const of = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return { score: of('score'), tbtMs: of('tbtMs'), lcpMs: of('lcpMs'), cls: of('cls'), jsKiB: of('jsKiB') };
}

const row = (label: string, f: Figures) =>
  `${label.padEnd(26)} ${String(f.score).padStart(5)} ${`${(f.tbtMs / 1000).toFixed(2)} s`.padStart(8)} ` +
  `${`${(f.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${f.cls.toFixed(3).padStart(6)} ` +
  `${f.jsKiB.toFixed(1).padStart(7)} KiB`;

function overBudget(page: Page, f: Figures): string[] {
  const missed: string[] = [];
  const goal = page.label.startsWith('/masjid/') ? 95 : 90;
  if (f.score < goal) missed.push(`score ${f.score} < ${goal}`);
  if (f.tbtMs > 300) missed.push(`TBT ${Math.round(f.tbtMs)} ms > 300 ms`);
  if (page.member && f.cls > 0.02) missed.push(`CLS ${f.cls.toFixed(3)} > 0.02`);
  return missed;
}

const portal = await startWebPortal(PORT, { people: true });
const anchor = await startAnchor(ANCHOR_PORT);
const front = HTTPS
  ? await startLocalCaddy([
      { host: 'anjuman.test', body: `reverse_proxy 127.0.0.1:${PORT}` },
      { host: 'anchor.test', body: `reverse_proxy 127.0.0.1:${ANCHOR_PORT}` },
    ]).catch(async (err: unknown) => {
      await anchor.stop();
      await portal.stop();
      throw err;
    })
  : undefined;
// The portal's origin, and the anchors' pages, as the browser reaches them.
const portalUrl = front?.urls[0] ?? portal.url;
const anchorUrl = front ? `${front.urls[1]}/` : anchor.url;
const staticUrl = `${anchorUrl}static.html`;
const profile = mkdtempSync(join(tmpdir(), 'anjuman-lighthouse-'));
// A persistent context is the browser's default one: the tab Lighthouse opens shares its storage, and so the
// session signed in below.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    `--remote-debugging-port=${DEBUG_PORT}`,
    '--disable-background-networking',
    ...(front?.browserArgs ?? []),
  ],
  env: front ? { ...process.env, HOME: front.browserHome } : undefined,
  baseURL: portalUrl,
});
try {
  const allPages: Page[] = [
    { label: 'static HTML', url: staticUrl, session: 'none', member: false },
    { label: 'Vite + React + MUI anchor', url: anchorUrl, session: 'none', member: false },
    { label: '/login', url: `${portalUrl}/login`, session: 'none', member: true },
    { label: '/admin/login', url: `${portalUrl}/admin/login`, session: 'none', member: false },
    // A masjid's public page, drawn by the server for a visitor (server/http/public-masjid.ts); 95 its goal.
    { label: '/masjid/DL-JM-001', url: `${portalUrl}/masjid/DL-JM-001`, session: 'none', member: false },
    { label: '/member-dashboard', url: `${portalUrl}/member-dashboard`, session: 'member', member: true },
    { label: '/admin/members', url: `${portalUrl}/admin/members`, session: 'staff', member: false },
  ];
  const pages = allPages.filter((p) => !ONLY || !p.label.startsWith('/') || ONLY.includes(p.label));
  const results: { page: Page; figures: Figures; runs: Figures[] }[] = [];
  for (const page of pages) {
    if (page.session !== 'none') {
      const tab = await context.newPage();
      await tab.goto('/login');
      await tab.evaluate(() => localStorage.clear());
      if (page.session === 'member') await signInMember(tab, MEMBERS.home);
      else await signInStaff(tab, E2E.admin);
      await tab.close();
    }
    const runs: Figures[] = [];
    // The anchors alternate with the portal's pages in time only through the order above; each page's runs
    // are back to back, so a busy moment of the machine shows as a spread between runs.
    for (let i = 0; i < RUNS; i++)
      runs.push(await measureRetrying(context, page.url, page.session !== 'none'));
    results.push({ page, figures: medianOf(runs), runs });
  }
  const sameStack = results.find((r) => r.page.url === anchorUrl)!.figures;
  const over = HTTPS ? 'HTTPS through Caddy (HTTP/2)' : 'HTTP/1.1 from the portal';
  console.log(`Lighthouse ${RUNS}× mobile, ${over}, median: score, TBT, LCP, CLS, JS over the wire`);
  for (const { page, figures, runs } of results) {
    console.log(row(page.label, figures));
    console.log(`  runs: ${runs.map((r) => `${r.score} / ${Math.round(r.tbtMs)} ms`).join(', ')}`);
    if (page.url.startsWith(portalUrl)) {
      console.log(`  ${row('  anchor (same stack)', sameStack).trimStart()}`);
      const missed = overBudget(page, figures);
      if (missed.length > 0) console.log(`  OVER BUDGET: ${page.label} ${missed.join(', ')}`);
    }
  }
} finally {
  await context.close();
  await front?.stop();
  await anchor.stop();
  await portal.stop();
  rmSync(profile, { recursive: true, force: true });
}
