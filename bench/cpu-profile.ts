import type { BrowserContext, Page } from '@playwright/test';
import { MEMBERS } from '../e2e/support/fixtures';
import { signInMember } from '../e2e/support/member';
import { clearAllButSession } from './support/fresh-visit';
import { onProfiledPhone, signInAdminAfresh } from './support/profiled-phone';
import type { CallFrame } from './support/source-names';

/**
 * Where the main thread goes while /login, /member-dashboard and /admin/members open on a slow phone.
 * Chromium's CPU throttled 4×, an empty cache, no service worker, 360 px; the V8 sampling profiler (CDP
 * Profiler) from the navigation until the screen is usable (the app has taken the prerendered sign-in over;
 * the member's name in the heading; the first member card, as the e2e admin).
 * Prints the busy time and its top items by self time, grouped by package or source file: the bench builds
 * the same sources a second time with hidden source maps (same code, same file names) to name them.
 * `RUNS` (default 3): the figures are of the run with the median busy time.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3295);
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 15);

type Node = { id: number; callFrame: CallFrame };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };
type Run = { busyMs: number; byItem: Map<string, number> };

async function profileOnce(
  context: BrowserContext,
  url: string,
  usable: (page: Page) => Promise<unknown>,
  name: (f: Node['callFrame']) => string,
): Promise<Run> {
  const { page, cdp } = await clearAllButSession(context, url);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'commit' });
  await usable(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await page.close();
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byItem = new Map<string, number>();
  let busyMs = 0;
  profile.samples.forEach((id, i) => {
    const frame = frames.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (frame.functionName === '(idle)') return;
    busyMs += ms;
    const item = name(frame);
    byItem.set(item, (byItem.get(item) ?? 0) + ms);
  });
  return { busyMs, byItem };
}

function report(label: string, runs: Run[]) {
  const sorted = [...runs].sort((a, b) => a.busyMs - b.busyMs);
  const run = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `${label}: main thread busy ${Math.round(run.busyMs)} ms until usable, CPU 4× slower ` +
      `(runs: ${runs.map((r) => Math.round(r.busyMs)).join(', ')} ms); top by self time:`,
  );
  for (const [item, ms] of [...run.byItem].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`  ${`${Math.round(ms)} ms`.padStart(8)}  ${item}`);
  }
}

await onProfiledPhone(PORT, async ({ context, url, name }) => {
  /** RUNS profiles of one page opened until `usable`, reported by their median. */
  const profilePage = async (path: string, usable: (page: Page) => Promise<unknown>) => {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(context, `${url}${path}`, usable, name));
    report(path, runs);
  };

  // The phone field comes in the HTML: the app is there once it has taken the form over, the
  // inline script that came with it gone.
  await profilePage('/login', (page) =>
    page.waitForFunction(() => !document.querySelector('#root > script'), null, { timeout: 60_000 }),
  );

  const signIn = await context.newPage();
  await signInMember(signIn, MEMBERS.home);
  await signIn.close();
  await profilePage('/member-dashboard', (page) =>
    page.getByRole('heading', { level: 1, name: new RegExp(MEMBERS.home.name) }).waitFor({ timeout: 60_000 }),
  );

  const staff = await context.newPage();
  await signInAdminAfresh(staff);
  await staff.close();
  await profilePage('/admin/members', (page) => page.locator('article').first().waitFor({ timeout: 60_000 }));
});
