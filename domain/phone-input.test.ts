import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianMobileProblem, mobileDigits } from './phone-input';
import { indianMobileSchema } from './schemas';
import * as z from './zod';

describe('mobileDigits', () => {
  it.each([
    ['9811100001', '9811100001'],
    ['98111abc00001', '9811100001'],
    ['98-111 00.001', '9811100001'],
    ['+91 98111 00001', '9811100001'],
    ['919811100001', '9811100001'],
    ['09811100001', '9811100001'],
    ['98111000012345', '9811100001'],
    ['98765432101', '9876543210'],
    // As phones type them in Hindi and in Urdu (and Arabic's own digits).
    ['९८७६५४३२१०', '9876543210'],
    ['۹۸۷۶۵۴۳۲۱۰', '9876543210'],
    ['٩٨٧٦٥٤٣٢١٠', '9876543210'],
    ['+९१ ९८७६५ ४३२१०', '9876543210'],
    ['abc', ''],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(mobileDigits(typed)).toBe(kept);
  });
});

describe('indianMobileSchema', () => {
  it('reads a number typed in Hindi or Urdu digits as the same number', () => {
    expect(z.parse(indianMobileSchema, '९८७६५४३२१०')).toBe('9876543210');
    expect(z.parse(indianMobileSchema, ' ۹۸۷۶۵۴۳۲۱۰ ')).toBe('9876543210');
  });
});

describe('indianMobileProblem', () => {
  const schemaSays = (phone: string) => {
    const parsed = z.safeParse(indianMobileSchema, phone);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };

  it("gives the schema's first message, or none when the schema accepts the number", () => {
    for (const phone of [
      '',
      '   ',
      '9811100001',
      ' 9811100001 ',
      '5811100001',
      '98111',
      '98111000011',
      'abc',
      '९८७६५४३२१०',
      ' ۹۸۷۶۵۴۳۲۱۰ ',
      '۵۸۷۶۵۴۳۲۱۰',
    ]) {
      expect(indianMobileProblem(phone), JSON.stringify(phone)).toBe(schemaSays(phone));
    }
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\s?[0-9]{8,11}\s?$/)), (phone) => {
        expect(indianMobileProblem(phone)).toBe(schemaSays(phone));
      }),
    );
  });
});
