import { addDays } from './calendar-days';
import { FIRST_DAY, FIRST_YEAR, THIRTY_DAY_MONTHS } from './umm-al-qura-months';

export type HijriDate = { day: number; month: number; year: number };

/** The month of the fast. */
export const RAMADAN = 9;

const DAY_MS = 86_400_000;

/** The date from the kept months (umm-al-qura-months.ts), or undefined outside them. */
function fromKeptMonths(date: string): HijriDate | undefined {
  let days = (Date.parse(date) - Date.parse(FIRST_DAY)) / DAY_MS;
  if (days < 0) return undefined;
  for (let y = 0; y < THIRTY_DAY_MONTHS.length; y++) {
    for (let m = 0; m < 12; m++) {
      const length = THIRTY_DAY_MONTHS[y]! & (1 << m) ? 30 : 29;
      if (days < length) return { day: days + 1, month: m + 1, year: FIRST_YEAR + y };
      days -= length;
    }
  }
  return undefined;
}

let umalqura: Intl.DateTimeFormat | undefined;

/** Intl's Umm al-Qura calendar, for a day outside the kept months; the formatter is made only then. */
function fromIntl(date: string): HijriDate {
  umalqura ??= new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  });
  const parts = umalqura.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
}

/**
 * The Hijri date of a day ('YYYY-MM-DD') in the Umm al-Qura calendar that browsers carry, as the calendar
 * prints it beside the day's Gregorian date (the Hijri day that begins at that evening's Maghrib is the
 * next one); numbers only, the month's name comes from the portal's texts in the reader's language.
 * `adjustment` (-2 to +2 days) follows the moon as sighted in India: when a month began a day later here
 * than in Umm al-Qura's calendar, India is a day behind it, -1, and shows the date Umm al-Qura had the day
 * before.
 */
export function hijriDateOf(date: string, adjustment = 0): HijriDate {
  const day = addDays(date, adjustment);
  return fromKeptMonths(day) ?? fromIntl(day);
}
