import { describe, expect, it } from 'vitest';
import { formatPrayerTime } from './format-prayer-time';
import { clockText } from './india-clock';

const EVERY_MINUTE = Array.from({ length: 1440 }, (_, m) => m);

/** What the browser's Intl writes for each minute of the day, in the page locale the portal gives a language. */
function intlTexts(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    hour: 'numeric',
    minute: '2-digit',
    ...(locale.startsWith('en') ? { hour12: true } : { dayPeriod: 'short' }),
  });
  return EVERY_MINUTE.map((m) => format.format(new Date(Date.UTC(2026, 0, 1, 0, m))).replace(/\s/g, ' '));
}

describe('a prayer time in each language', () => {
  it('is 12-hour with am and pm in English', () => {
    expect(formatPrayerTime('20:45', 'en')).toBe('8:45 pm');
    expect(formatPrayerTime('05:07', 'en')).toBe('5:07 am');
    expect(formatPrayerTime('12:30', 'en')).toBe('12:30 pm');
    expect(formatPrayerTime('00:10', 'en')).toBe('12:10 am');
    expect(formatPrayerTime(13 * 60 + 30, 'en')).toBe('1:30 pm');
  });

  it('puts the part of the day before the time in Hindi, and after it in Urdu', () => {
    expect(formatPrayerTime('05:10', 'hi')).toBe('सुबह 5:10');
    expect(formatPrayerTime('13:30', 'hi')).toBe('दोपहर 1:30');
    expect(formatPrayerTime('18:45', 'hi')).toBe('शाम 6:45');
    expect(formatPrayerTime('20:45', 'hi')).toBe('रात 8:45');
    expect(formatPrayerTime('05:10', 'ur')).toBe('5:10 صبح');
    expect(formatPrayerTime('16:50', 'ur')).toBe('4:50 سہ پہر');
    expect(formatPrayerTime('18:45', 'ur')).toBe('6:45 شام');
    expect(formatPrayerTime('20:45', 'ur')).toBe('8:45 رات');
  });

  for (const [language, locale] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
    ['ur', 'ur-IN-u-nu-latn'],
  ] as const) {
    it(`writes every minute of the day as the browser's Intl does for ${locale}`, () => {
      const intl = intlTexts(locale);
      const differ = EVERY_MINUTE.filter((m) => formatPrayerTime(m, language) !== intl[m]);
      expect(differ.map((m) => `${clockText(m)}: ${formatPrayerTime(m, language)} / ${intl[m]}`)).toEqual([]);
    });
  }
});
