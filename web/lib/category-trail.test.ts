import { describe, expect, it } from 'vitest';
import { categoryLevels, childCategories } from './category-trail';

const all = [
  { id: 'e', name: 'Education', parentCategoryId: null },
  { id: 'h', name: 'Health', parentCategoryId: null },
  { id: 's', name: 'Scholarships', parentCategoryId: 'e' },
  { id: 'a', name: 'Admissions', parentCategoryId: 'e' },
  { id: 'b', name: 'Blood donation', parentCategoryId: 'h' },
];

describe('the category trail', () => {
  it('follows each id down from the top', () => {
    expect(categoryLevels(all, ['e', 's']).map((c) => c.name)).toEqual(['Education', 'Scholarships']);
  });

  it('stops at an id that is not a child of the one before, or unknown', () => {
    expect(categoryLevels(all, ['h', 's']).map((c) => c.id)).toEqual(['h']);
    expect(categoryLevels(all, ['s'])).toEqual([]);
    expect(categoryLevels(all, ['x', 'e'])).toEqual([]);
  });

  it('lists the children of a category, or the top ones, by name', () => {
    expect(childCategories(all, null).map((c) => c.name)).toEqual(['Education', 'Health']);
    expect(childCategories(all, 'e').map((c) => c.name)).toEqual(['Admissions', 'Scholarships']);
    expect(childCategories(all, 's')).toEqual([]);
  });
});
