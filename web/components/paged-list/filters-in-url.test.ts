import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './filters-in-url';

const KEYS = ['gender', 'age', 'name'] as const;

describe('filters in the URL', () => {
  it('reads only the known, non-empty keys', () => {
    const params = new URLSearchParams('gender=female&age=&other=x&name=%20Sana%20');
    expect(readFilters(params, KEYS)).toEqual({ gender: 'female', name: 'Sana' });
  });

  it('writes set values, drops cleared ones, and keeps unrelated params', () => {
    const params = new URLSearchParams('gender=male&tab=2');
    const next = writeFilters(params, { gender: '', age: '17', name: 'سلمان' });
    expect(next.get('gender')).toBeNull();
    expect(next.get('age')).toBe('17');
    expect(next.get('tab')).toBe('2');
    expect(readFilters(next, KEYS)).toEqual({ age: '17', name: 'سلمان' });
  });
});
