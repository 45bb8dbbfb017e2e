import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAvailability } from './availability';

function recorder() {
  const lines: string[] = [];
  return {
    lines,
    log: { warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) },
  };
}

describe('the database availability watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says once that the database went away and once that it is back, however many connections died', async () => {
    const { lines, log } = recorder();
    let up = false;
    const watch = watchAvailability(async () => {
      if (!up) throw new Error('connect ECONNREFUSED');
    }, log);
    watch.lost('57P01: terminating connection due to administrator command');
    watch.lost('Connection terminated unexpectedly');
    await vi.advanceTimersByTimeAsync(5000);
    // A new connection between two that end is not the end of the outage.
    watch.answered();
    watch.lost('57P01: terminating connection due to administrator command');
    await vi.advanceTimersByTimeAsync(5000);
    expect(lines).toEqual([
      'warn The database is unavailable (57P01: terminating connection due to administrator command); requests answer 503 until it is back',
    ]);
    up = true;
    await vi.advanceTimersByTimeAsync(5000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^warn The database answers again, after \d+\.\d s$/);
    watch.stop();
  });

  it('says why reviving it fails, once for each reason, and keeps trying', async () => {
    const { lines, log } = recorder();
    let tries = 0;
    const watch = watchAvailability(
      async () => {},
      log,
      async () => {
        tries += 1;
        if (tries < 5) throw new Error('The embedded database did not start');
      },
    );
    watch.lost('Connection terminated unexpectedly');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(tries).toBe(5);
    expect(lines.filter((l) => l.startsWith('error'))).toEqual(['error The embedded database did not start']);
    expect(lines.at(-1)).toMatch(/answers again/);
    watch.stop();
  });
});
