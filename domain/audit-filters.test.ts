import { describe, expect, it } from 'vitest';
import { filtersUsed } from './audit-filters';

describe('filtersUsed', () => {
  it('names the filters that were used, in order, and keeps none of their values', () => {
    const used = filtersUsed({ name: 'Zubaida Qureshi', gender: 'female', age: 0, level: undefined });
    expect(used).toEqual(['age', 'gender', 'name']);
    expect(JSON.stringify(used)).not.toContain('Zubaida');
  });

  it('is empty without filters', () => {
    expect(filtersUsed(null)).toEqual([]);
    expect(filtersUsed({ name: '' })).toEqual([]);
  });
});
