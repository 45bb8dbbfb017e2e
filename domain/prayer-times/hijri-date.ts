import { addDays } from './calendar-days';

export type HijriDate = { day: number; month: number; year: number };

/** The month of the fast. */
export const RAMADAN = 9;

let umalqura: Intl.DateTimeFormat | undefined;

/**
 * The Umm al-Qura calendar that Node and every current browser carry (ICU's 'islamic-umalqura'), read as
 * numbers only: the month's name comes from the portal's own texts in the reader's language. One formatter,
 * made at the first use, in English, whose data the engine holds without loading a locale.
 */
function formatter(): Intl.DateTimeFormat {
  umalqura ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  return umalqura;
}

/**
 * The Hijri date of a day ('YYYY-MM-DD') as the calendar prints it, beside the day's Gregorian date (the
 * Hijri day that begins at that evening's Maghrib is the next one). `adjustment` (-2 to +2 days) follows
 * the moon as sighted in India: when a month began a day later here than in Umm al-Qura's calendar, India
 * is a day behind it, -1, and shows the Hijri date Umm al-Qura had the day before.
 */
export function hijriDateOf(date: string, adjustment = 0): HijriDate {
  const parts = formatter().formatToParts(new Date(`${addDays(date, adjustment)}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}
