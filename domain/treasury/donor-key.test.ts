import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DONOR_KEY_PATTERN, donorKeyOf } from './donor-key';
import { sha256Hex } from './sha256';

describe('donorKeyOf', () => {
  it("is the donor's PAN when the receipt has one", () => {
    expect(donorKeyOf({ donorPan: 'abcde1234f', donorName: 'A', donorAddress: null })).toBe('ABCDE1234F');
  });

  it('is the same for the same name and address however they were typed, and differs for another donor', () => {
    const a = donorKeyOf({ donorPan: null, donorName: ' Abdul Rahman ', donorAddress: '1 Street ' });
    const b = donorKeyOf({ donorPan: null, donorName: 'abdul rahman', donorAddress: '1 street' });
    const c = donorKeyOf({ donorPan: null, donorName: 'Abdul Rahman', donorAddress: '2 Street' });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toMatch(DONOR_KEY_PATTERN);
    const expected = createHash('sha256').update('abdul rahman|1 street').digest('hex').slice(0, 16);
    expect(a).toBe(`N-${expected}`);
  });
});

describe('sha256Hex', () => {
  it("matches node's digest for empty, ASCII, long and non-Latin texts", () => {
    for (const text of [
      '',
      'abc',
      'x'.repeat(1000),
      'अब्दुल|ممبئی',
      'a'.repeat(55),
      'a'.repeat(56),
      'a'.repeat(64),
    ]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});
