import { describe, expect, it } from 'vitest';
import { readTrail, trailInto, trailUpTo, writeTrail } from './place-trail';

const A = '3f0c1a52-2a5e-4d0b-9d0e-6d6f1d5f0a11';
const B = '9b1d2c3e-4f50-4a6b-8c7d-0e1f2a3b4c5d';

describe('the trail in the address', () => {
  it('reads back what it wrote', () => {
    expect(readTrail(writeTrail([A, B]), 4)).toEqual([A, B]);
    expect(readTrail(writeTrail([]), 4)).toEqual([]);
  });

  it('reads anything else, or a trail deeper than the tree, as the top', () => {
    for (const value of [null, '', 'x', `${A}.nope`, `${A}..${B}`, [A, A, A, A, A].join('.')])
      expect(readTrail(value, 4), String(value)).toEqual([]);
  });

  it('goes down into a child and back up to a crumb', () => {
    expect(trailInto([A], B)).toEqual([A, B]);
    expect(trailUpTo([A, B], 1)).toEqual([A]);
    expect(trailUpTo([A, B], 0)).toEqual([]);
  });
});
