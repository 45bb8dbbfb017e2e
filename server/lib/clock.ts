/** Time as the server sees it. Tests pass a controllable clock so time limits can be crossed without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function manualClock(start = new Date('2026-01-15T10:00:00Z')): Clock & { advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
  };
}
