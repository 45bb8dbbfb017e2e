import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { MEMBERS } from '../e2e/support/fixtures';
import { signInMember } from '../e2e/support/member';
import { clearAllButSession } from './support/fresh-visit';
import { onProfiledPhone, signInAdminAfresh } from './support/profiled-phone';
import type { CallFrame } from './support/source-names';

/**
 * The long tasks of /login, /member-dashboard and /admin/members opening on a slow phone, each with
 * what ran in it. Lighthouse's Total Blocking Time is the sum, over the tasks between the first paint and
 * the page being interactive, of each task's time past 50 ms; `cpu-profile.ts` says where the time goes in
 * all, this says in which task. Chromium's CPU throttled 4×, an empty HTTP cache and no service worker, the
 * page's storage kept (as `lighthouse.ts` opens them), 360 px; a trace of the main thread with V8's sampling
 * profiler for `WATCH_MS` (default 6000) from the navigation. Prints each task of 50 ms or more: when it
 * started after the page committed, how long it took, what kind of task it was and its top items by self time,
 * named by package or source file as `cpu-profile.ts` names them (`TOP`, default 6). `PAGES=/admin/members` measures some.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3296);
const WATCH_MS = Number(process.env.WATCH_MS ?? 6000);
const ONLY = process.env.PAGES?.split(',');
const LONG_MS = 50;
const TOP = Number(process.env.TOP ?? 6);

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
};
type ProfileNode = { id: number; callFrame: CallFrame };
type Sample = { ts: number; frame: CallFrame };
type Task = { startMs: number; ms: number; kind: string; items: [string, number][] };

/** The main thread of the renderer the page committed `url` in (the browser's own pages have renderers too). */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number; committedTs: number } {
  const committed = events.find((e) => e.name === 'CommitLoad' && e.args?.data?.url === url);
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === committed?.pid,
  );
  if (!committed || !main) throw new Error(`No renderer committed ${url} in the trace`);
  return { pid: main.pid, tid: main.tid, committedTs: committed.ts };
}

/** The samples of V8's profiler in the renderer, each at its trace time. */
function samplesOf(events: TraceEvent[], pid: number): Sample[] {
  const starts = new Map<string, number>();
  for (const e of events)
    if (e.name === 'Profile' && e.pid === pid) starts.set(e.id!, Number(e.args!.data!.startTime));
  const frames = new Map<string, Map<number, CallFrame>>();
  const at = new Map<string, number>();
  const samples: Sample[] = [];
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !starts.has(e.id!)) continue;
    const data = e.args!.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    const known = frames.get(e.id!) ?? new Map<number, CallFrame>();
    frames.set(e.id!, known);
    for (const node of data.cpuProfile?.nodes ?? []) known.set(node.id, node.callFrame);
    let ts = at.get(e.id!) ?? starts.get(e.id!)!;
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      const frame = known.get(id);
      if (frame) samples.push({ ts, frame });
    });
    at.set(e.id!, ts);
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** What kind of task: the name of the longest event directly inside it (a script run, a timer, a frame). */
function kindOf(task: TraceEvent, inside: TraceEvent[]): string {
  const longest = inside
    .filter((e) => e.name !== 'ThreadControllerImpl::RunTask' && e.name !== 'RunTask')
    .sort((a, b) => b.dur! - a.dur!)[0];
  if (!longest) return task.name;
  const data = longest.args?.data ?? {};
  const url = String(data.url ?? '')
    .split('/')
    .pop();
  return url ? `${longest.name} ${url}` : longest.name;
}

async function traceOnce(
  context: BrowserContext,
  url: string,
  name: (f: CallFrame) => string,
): Promise<Task[]> {
  const { page, cdp } = await clearAllButSession(context, url);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const path = join(tmpdir(), `anjuman-long-tasks-${process.pid}.json`);
  await context.browser()!.startTracing(page, {
    path,
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForTimeout(WATCH_MS);
  await context.browser()!.stopTracing();
  await page.close();
  const events = (JSON.parse(readFileSync(path, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  if (!process.env.KEEP_TRACE) rmSync(path, { force: true });

  const { pid, tid, committedTs } = mainThread(events, url);
  const onMain = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  // The outermost task events only: one nested in another is the same task.
  const tasks: TraceEvent[] = [];
  for (const e of onMain) {
    if (e.name !== 'ThreadControllerImpl::RunTask') continue;
    const last = tasks.at(-1);
    if (last && e.ts < last.ts + last.dur!) continue;
    tasks.push(e);
  }
  const samples = samplesOf(events, pid);
  return tasks
    .filter((t) => t.dur! >= LONG_MS * 1000)
    .map((t) => {
      const end = t.ts + t.dur!;
      const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= end);
      const byItem = new Map<string, number>();
      let prev = t.ts;
      for (const s of samples) {
        if (s.ts < t.ts || s.ts > end) continue;
        const item = name(s.frame);
        if (item !== '(idle)') byItem.set(item, (byItem.get(item) ?? 0) + (s.ts - prev) / 1000);
        prev = s.ts;
      }
      return {
        startMs: (t.ts - committedTs) / 1000,
        ms: t.dur! / 1000,
        kind: kindOf(t, inside),
        items: [...byItem].sort((a, b) => b[1] - a[1]).slice(0, TOP),
      };
    });
}

/** The first trace of a fresh browser now and then lacks the page's commit: such a run is made again, twice at most. */
async function traceRetrying(context: BrowserContext, url: string, name: (f: CallFrame) => string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await traceOnce(context, url, name);
    } catch (err) {
      if (attempt === 3 || !(err instanceof Error) || !err.message.startsWith('No renderer committed'))
        throw err;
      console.log(`  again after: ${err.message}`);
    }
  }
}

function report(label: string, tasks: Task[]) {
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - LONG_MS), 0);
  console.log(
    `${label}: ${tasks.length} tasks of ${LONG_MS} ms or more in ${WATCH_MS} ms, CPU 4× slower; ` +
      `${Math.round(blocking)} ms past ${LONG_MS} ms in all (from the commit, not only after the first paint)`,
  );
  for (const t of tasks) {
    const items = t.items.map(([item, ms]) => `${item} ${Math.round(ms)}`).join(', ');
    console.log(`  @${Math.round(t.startMs)} ms  ${Math.round(t.ms)} ms  ${t.kind}\n      ${items}`);
  }
}

await onProfiledPhone(PORT, async ({ context, url, name }) => {
  const wanted = (path: string) => !ONLY || ONLY.includes(path);
  const traced = async (path: string, before?: (page: Page) => Promise<unknown>) => {
    if (!wanted(path)) return;
    if (before) {
      // Opened once first, as a signed-in reader would have: its kept reads are on the device then.
      const page = await context.newPage();
      await before(page);
      await page.goto(path);
      await page.waitForTimeout(2000);
      await page.close();
    }
    report(path, await traceRetrying(context, `${url}${path}`, name));
  };
  await traced('/login');
  await traced('/member-dashboard', (page) => signInMember(page, MEMBERS.home));
  await traced('/admin/members', signInAdminAfresh);
});
