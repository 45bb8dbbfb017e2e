import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { MSG } from './messages';
import { placeNameSchema } from './schemas';
import * as z from './zod';

describe('a location or category name (required)', () => {
  it('is trimmed, and runs of white space become one space', () => {
    expect(z.parse(placeNameSchema, '  Old \t Town\n ')).toBe('Old Town');
  });

  it.each([
    ['', MSG.nameRequired],
    ['   ', MSG.nameRequired],
    ['x'.repeat(101), MSG.nameTooLong],
  ])('refuses %j', (name, message) => {
    const result = z.safeParse(placeNameSchema, name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('addCategory input', () => {
  const input = catalogue.addCategory.input;
  it.each([null, 0, '0', undefined])('takes %j as "no parent": a top category', (parentCategoryId) => {
    expect(z.parse(input, { name: 'Health', parentCategoryId }).parentCategoryId ?? null).toBeNull();
  });

  it('keeps a parent id, and refuses anything else', () => {
    const id = '3f0c1a52-2a5e-4d0b-9d0e-6d6f1d5f0a11';
    expect(z.parse(input, { name: 'Health', parentCategoryId: id }).parentCategoryId).toBe(id);
    for (const parentCategoryId of [1, 'top', '', false]) {
      expect(z.safeParse(input, { name: 'Health', parentCategoryId }).success, String(parentCategoryId)).toBe(
        false,
      );
    }
  });
});
