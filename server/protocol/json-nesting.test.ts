import { describe, expect, it } from 'vitest';
import { MAX_NESTING, nestsDeeperThan } from './json-nesting';

const nested = (levels: number, open = '[', close = ']') => open.repeat(levels) + close.repeat(levels);

describe('nestsDeeperThan', () => {
  it('lets a body of exactly the limit through and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_NESTING))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_NESTING + 1))).toBe(true);
  });

  it('counts objects and arrays alike', () => {
    const mixed = `${'{"a":['.repeat(17)}1${']}'.repeat(17)}`;
    expect(nestsDeeperThan(mixed)).toBe(true);
    expect(nestsDeeperThan(mixed, 34)).toBe(false);
  });

  it('counts depth, not the number of brackets', () => {
    expect(nestsDeeperThan(`{"data":[${'[],'.repeat(1000)}[]]}`)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ data: { name: '['.repeat(100) } }))).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ data: { name: `\\"${'{'.repeat(100)}` } }))).toBe(false);
  });

  it('reads a body 10,000 levels deep in a few milliseconds', () => {
    const start = performance.now();
    expect(nestsDeeperThan(`{"data":${nested(10_000)}}`)).toBe(true);
    expect(performance.now() - start).toBeLessThan(50);
  });
});
