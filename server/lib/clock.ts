/** Time as the server sees it. Tests pass a controllable clock so time limits can be crossed without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
