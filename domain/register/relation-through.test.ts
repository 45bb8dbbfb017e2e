import { describe, expect, it } from 'vitest';
import { relationThrough } from './relation-through';

const head = { relation: null, isHead: true, gender: 'male' as const };
const wife = { relation: 'Wife', isHead: false, gender: 'female' as const };
const son = { relation: 'Son', isHead: false, gender: 'male' as const };
const daughter = { relation: 'Daughter', isHead: false, gender: 'female' as const };

describe('relationThrough', () => {
  it("keeps the register's relation when the head claims", () => {
    expect(relationThrough(head, wife)).toBe('Wife');
    expect(relationThrough(head, son)).toBe('Son');
  });

  it("reads a son's family through him: the head is his father, the wife his mother, a daughter his sister", () => {
    expect(relationThrough(son, head)).toBe('Father');
    expect(relationThrough(son, wife)).toBe('Mother');
    expect(relationThrough(son, daughter)).toBe('Sister');
  });

  it("reads the wife's family through her: the head is her husband, the children hers", () => {
    expect(relationThrough(wife, head)).toBe('Husband');
    expect(relationThrough(wife, daughter)).toBe('Daughter');
  });

  it('says nothing where the register does not tell', () => {
    expect(relationThrough(son, { relation: null, isHead: false, gender: 'male' })).toBeNull();
    expect(relationThrough(son, { ...head, gender: null })).toBeNull();
  });
});
