import type { Clock } from '../lib/clock';

/** A clock the test moves by hand, so time limits are crossed without waiting. */
export function manualClock(start = new Date('2026-01-15T10:00:00Z')): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}
