import { describe, expect, it } from 'vitest';
import { anyFilter, filterKeyOf, filtersOf, withoutFilter } from './member-filter-values';

describe("the directory's filters from the URL", () => {
  it('reads each filter as getMembers takes it', () => {
    expect(
      filtersOf({
        name: ' Zara ',
        gender: 'female',
        age: '17',
        category: 'student',
        subCategory: '3',
        level: '12',
      }),
    ).toEqual({
      locationId: null,
      filters: { name: 'Zara', gender: 'female', age: 17, category: 'student', subCategory: 3, level: 12 },
    });
  });

  it('leaves out what a stale or hand-edited link gets wrong', () => {
    expect(
      filtersOf({ gender: 'other', age: '-3', category: 'retired', subCategory: '3', level: 'x' }),
    ).toEqual({
      locationId: null,
      filters: {},
    });
    expect(filtersOf({ age: '17.5' }).filters).toEqual({});
    expect(filtersOf({ area: 'a-place' }).locationId).toBe('a-place');
  });

  it('keys the filters as the URL keeps them: a trailing space or an empty field is no change', () => {
    expect(filterKeyOf({ name: 'Imran ', gender: '' })).toBe(filterKeyOf({ name: 'Imran' }));
    expect(filterKeyOf({ name: 'Imran' })).not.toBe(filterKeyOf({ name: 'Imran K' }));
  });

  it('knows when nothing is filtered', () => {
    expect(anyFilter({})).toBe(false);
    expect(anyFilter({ age: '17' })).toBe(true);
  });
});

describe('withoutFilter (a chip cleared on a phone)', () => {
  const all = { name: 'Zara', gender: 'female', category: 'student', subCategory: '3', level: '12' };
  it('clears that filter alone', () => {
    expect(withoutFilter(all, 'gender')).toEqual({
      name: 'Zara',
      category: 'student',
      subCategory: '3',
      level: '12',
    });
  });
  it('clears what hangs below a category or a subcategory with it', () => {
    expect(withoutFilter(all, 'category')).toEqual({ name: 'Zara', gender: 'female' });
    expect(withoutFilter(all, 'subCategory')).toEqual({
      name: 'Zara',
      gender: 'female',
      category: 'student',
    });
  });
});
