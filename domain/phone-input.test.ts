import { describe, expect, it } from 'vitest';
import { mobileDigits } from './phone-input';

describe('mobileDigits', () => {
  it.each([
    ['9811100001', '9811100001'],
    ['98111abc00001', '9811100001'],
    ['98-111 00.001', '9811100001'],
    ['+91 98111 00001', '9811100001'],
    ['919811100001', '9811100001'],
    ['09811100001', '9811100001'],
    ['98111000012345', '9811100001'],
    ['abc', ''],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(mobileDigits(typed)).toBe(kept);
  });
});
