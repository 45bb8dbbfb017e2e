import { DEFAULT_TIMES_SETTINGS } from '../domain/prayer-times/time-settings';
import { monthTimetable } from '../domain/prayer-times/timetable';

/**
 * What month-timetable.ts runs in Chromium, bundled by esbuild (not a benchmark of its own): a month's
 * timetable as /mosque computes it in the browser, and the anchor, a fixed piece of plain JavaScript whose
 * cost does not depend on this code.
 */
const SETTINGS = {
  ...DEFAULT_TIMES_SETTINGS,
  jumuah: [{ khutbah: '13:15', jamaat: '13:30' }],
  overrides: [{ from: '2026-02-18', to: '2026-03-19', jamaat: { isha: { at: '20:15' } } }],
};
const VERSIONS = [{ from: '2026-01-01', settings: SETTINGS }];

function timeMonth(month: string, latitude: number): number {
  const start = performance.now();
  const days = monthTimetable({ latitude, longitude: 77.2334 }, VERSIONS, month);
  const ms = performance.now() - start;
  if (days.length < 28) throw new Error('a month has at least 28 days');
  return ms;
}

/** Sorting 20,000 numbers from a fixed seed and summing them: the same work in every run. */
function timeAnchor(): number {
  const start = performance.now();
  let seed = 42;
  const numbers = Array.from({ length: 20_000 }, () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  });
  numbers.sort((a, b) => a - b);
  let sum = 0;
  for (const n of numbers) sum += n;
  if (!(sum > 0)) throw new Error('the anchor summed nothing');
  return performance.now() - start;
}

Object.assign(globalThis, { timeMonth, timeAnchor });
