import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

// 08:35 UTC on 14 March 2026 is 14:05 in India.
const AT = Date.UTC(2026, 2, 14, 8, 35);

describe('a date in each language', () => {
  it('is day, short month and year, as the page locale writes it', () => {
    expect(formatDate(AT, 'en-GB')).toBe('14 Mar 2026');
    expect(formatDate(AT, 'hi-IN')).toBe('14 मार्च 2026');
    expect(formatDate(AT, 'ur-IN-u-nu-latn')).toBe('14 مارچ، 2026');
    expect(formatDate('1990-04-12', 'ur-IN-u-nu-latn')).toBe('12 اپریل، 1990');
  });

  it('with its time in India, 24-hour, after a comma of the language', () => {
    expect(formatDateTime(new Date(AT), 'en-GB')).toBe('14 Mar 2026, 14:05');
    expect(formatDateTime(new Date(AT), 'hi-IN')).toBe('14 मार्च 2026, 14:05');
    expect(formatDateTime(new Date(AT), 'ur-IN-u-nu-latn')).toBe('14 مارچ، 2026، 14:05');
  });

  it('is the words given for no date, and nothing for nothing', () => {
    expect(formatDate('2026-02-30x', 'hi-IN', 'ग़लत तारीख़')).toBe('ग़लत तारीख़');
    expect(formatDate('', 'en-GB')).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });
});

describe('a moment on a device outside India', () => {
  it('is the time in India even across the device’s own clock change', () => {
    const zone = process.env.TZ;
    // Sydney's summer time ended at 03:00 on 5 April 2026; 18:00 UTC on the 4th is 23:30 in India.
    process.env.TZ = 'Australia/Sydney';
    try {
      expect(formatDateTime(new Date(Date.UTC(2026, 3, 4, 18, 0)))).toBe('4 Apr 2026, 23:30');
      expect(formatDate(Date.UTC(2026, 3, 4, 18, 0))).toBe('4 Apr 2026');
    } finally {
      process.env.TZ = zone;
    }
  });
});
