import { chromium } from '@playwright/test';
import { E2E } from '../e2e/support/env';
import { startWebPortal } from './support/web-portal';

/**
 * The masjid's TV over a simulated day: /display/<code> opened in Chromium with Playwright's fake clock, time
 * driven forward in steps (`page.clock.runFor`, so every second's tick and every minute's fetch runs), the
 * JS heap (after a forced garbage collection) and the DOM's node and listener counts sampled every hour
 * through the DevTools protocol. A TV runs for months without a reload: what it holds must not grow. Budget:
 * at the end, the heap and the nodes within +10% of what they were after the first hour; OVER BUDGET
 * otherwise. `HOURS` (default 24) and `STEP_MINUTES` (default 10) shape the run; the day starts at 04:00 in
 * India, so it crosses every jamaat, the dark minutes after each, and midnight.
 */
const PORT = Number(process.env.BENCH_PORT ?? 3297);
const HOURS = Number(process.env.HOURS ?? 24);
const STEP_MINUTES = Number(process.env.STEP_MINUTES ?? 10);
const BUDGET = 1.1;
const CODE = 'DL-JM-001';

type Sample = { hour: number; heapMb: number; nodes: number; listeners: number };

async function call<T>(url: string, fn: string, data: unknown, token?: string): Promise<T> {
  const res = await fetch(`${url}/api/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  if (!res.ok) throw new Error(`${fn} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: T }).result;
}

async function main() {
  const portal = await startWebPortal(PORT, { people: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const { token } = await call<{ token: string }>(portal.url, 'signInStaff', {
      email: E2E.admin.email,
      password: E2E.admin.password,
    });
    const rules = await call<{ mosque: { id: string; latitude: number | null } }>(
      portal.url,
      'getMosqueTimesRules',
      { code: CODE },
    );
    if (rules.mosque.latitude === null)
      throw new Error(`${CODE} has no coordinates: the TV would show no times`);
    const { path } = await call<{ path: string }>(
      portal.url,
      'addDisplayKey',
      { mosqueId: rules.mosque.id, label: 'bench' },
      token,
    );
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
    // 04:00 in India (22:30 UTC the day before).
    await page.clock.install({ time: new Date('2026-12-02T22:30:00Z') });
    await page.goto(`${portal.url}${path}`);
    await page.getByTestId('display-clock').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    const sample = async (hour: number): Promise<Sample> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
      const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
      return { hour, heapMb: heap.usedSize / 2 ** 20, nodes: dom.nodes, listeners: dom.jsEventListeners };
    };
    const samples: Sample[] = [await sample(0)];
    const started = Date.now();
    for (let hour = 1; hour <= HOURS; hour++) {
      for (let m = 0; m < 60; m += STEP_MINUTES) await page.clock.runFor(STEP_MINUTES * 60_000);
      samples.push(await sample(hour));
      const s = samples.at(-1)!;
      console.log(
        `hour ${String(hour).padStart(2)}: heap ${s.heapMb.toFixed(2)} MB, ${s.nodes} nodes, ${s.listeners} listeners`,
      );
    }
    const first = samples[1]!;
    const last = samples.at(-1)!;
    const heapRatio = last.heapMb / first.heapMb;
    const nodeRatio = last.nodes / first.nodes;
    console.log(
      `\n${HOURS} h simulated in ${((Date.now() - started) / 1000).toFixed(0)} s: heap ${first.heapMb.toFixed(2)} → ${last.heapMb.toFixed(2)} MB (${((heapRatio - 1) * 100).toFixed(1)}%), nodes ${first.nodes} → ${last.nodes} (${((nodeRatio - 1) * 100).toFixed(1)}%), listeners ${first.listeners} → ${last.listeners}`,
    );
    if (heapRatio > BUDGET || nodeRatio > BUDGET) {
      console.log(
        'OVER BUDGET: the TV holds more at the end of the day than after its first hour (+10% allowed)',
      );
      process.exitCode = 1;
    } else {
      console.log('Within budget: +10% of the first hour, for the heap and the DOM nodes');
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
