import { describe, expect, it } from 'vitest';
import { maskPhoneNumbers } from './phone-mask';

describe('a gateway reason with a number in it', () => {
  it.each([
    ['invalid number 919665050476', 'invalid number …0476'],
    ['invalid number 9665050476', 'invalid number …0476'],
    ['invalid number +919665050476', 'invalid number …0476'],
    ['invalid number +91 96650 50476', 'invalid number …0476'],
    ['invalid number +91-96650-50476', 'invalid number …0476'],
    ['invalid number 91 9665 050 476', 'invalid number …0476'],
    ['invalid number (+91) 966-505-0476', 'invalid number (…0476'],
    ['invalid number 09665050476', 'invalid number …0476'],
    ['invalid number 00919665050476', 'invalid number …0476'],
    ['number9665050476 is on DND', 'number…0476 is on DND'],
    ['{"error":"bad \\"919665050476\\""}', '{"error":"bad \\"…0476\\""}'],
    ['{"error":"numbers:\\n9665050476\\n8123456789"}', '{"error":"numbers:\\n…0476\\n…6789"}'],
    ['to=919665050476&to=918123456789', 'to=…0476&to=…6789'],
  ])('cuts %s to its last 4 digits', (reason, masked) => {
    expect(maskPhoneNumbers(reason)).toBe(masked);
  });

  it('leaves the digits that are not a mobile number', () => {
    for (const words of [
      'template 1207161234567890123 is not approved',
      'MSG91 answered 400: error code 418',
      'request 3165626b6a4e373536303134',
      'balance 12345 of 500000',
      '2026-01-10 12:30:45',
    ])
      expect(maskPhoneNumbers(words)).toBe(words);
  });

  it('is the same when done twice', () => {
    const once = maskPhoneNumbers('invalid number 919665050476');
    expect(maskPhoneNumbers(once)).toBe(once);
  });
});
