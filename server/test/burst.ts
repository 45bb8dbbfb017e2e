import { expect } from 'vitest';
import type { CallReply } from './harness';

/**
 * Fires `size` calls at once, then more one at a time until one is refused, and checks that exactly
 * `limit` were evaluated (200) over both phases and every other was 429. A burst may be refused entirely
 * (see Throttle.reserve); the sequential phase shows that refused calls left nothing behind.
 * Returns every evaluated reply.
 */
export async function expectBurstCapped<Result>(
  call: (i: number) => Promise<CallReply<Result>>,
  size: number,
  limit: number,
): Promise<CallReply<Result>[]> {
  const burst = await Promise.all(Array.from({ length: size }, (_, i) => call(i)));
  for (const r of burst) expect([200, 429]).toContain(r.status);
  const evaluated = burst.filter((r) => r.status === 200);
  expect(evaluated.length).toBeLessThanOrEqual(limit);
  for (let i = size; i <= size + limit; i++) {
    const r = await call(i);
    if (r.status === 429) break;
    expect(r.status).toBe(200);
    evaluated.push(r);
  }
  expect(evaluated).toHaveLength(limit);
  return evaluated;
}
