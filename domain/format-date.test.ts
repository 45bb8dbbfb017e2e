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
