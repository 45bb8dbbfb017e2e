import { INDIA_OFFSET_MS } from './india-time';

/** How a date travels between the web app and the server: 'YYYY-MM-DD'. */
export const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether a 'YYYY-MM-DD' text names a day the calendar has: a month from 1 to 12, a day that month has (29 Feb
 * in leap years only), a year from 1. JavaScript's Date would read '2024-02-31' as 2 March and '2024-13-01' as
 * an invalid time; a query built from either gave the wrong rows or a 500.
 */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one. setUTCFullYear, because Date.UTC reads 0-99 as 19xx.
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return day <= lastDay.getUTCDate();
}

/** Whole years between a date of birth (YYYY-MM-DD) and `today`. */
export function ageInYears(dob: string, today: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

// In seconds, as an expiry is kept: the portal's day ends at midnight in India.
const INDIA_OFFSET_SECONDS = INDIA_OFFSET_MS / 1000;

/**
 * An alert's expiry is entered as a date (YYYY-MM-DD) and stored as seconds. The alert lasts to the
 * end of that day in India (23:59:59 IST), so "expires on 25 Nov" still shows on the evening of the 25th.
 * Null for anything that is not a calendar date.
 */
export function expiryOfDay(isoDate: string): number | null {
  // Date.UTC would roll 30 Feb over into March, and month 13 into the next year.
  if (!isCalendarDate(isoDate)) return null;
  const [y, mo, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, mo - 1, d, 23, 59, 59) / 1000 - INDIA_OFFSET_SECONDS;
}

/** The calendar date (YYYY-MM-DD) an expiry shows as: its day in India, as `formatDate` shows it. */
export function dayOfExpiry(seconds: number): string {
  return new Date((seconds + INDIA_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10);
}

/** Today's date in India (YYYY-MM-DD), whatever the server's own time zone. */
export function todayInIndia(now: Date): string {
  return dayOfExpiry(now.getTime() / 1000);
}

/** The same day `years` earlier; 29 Feb becomes 28 Feb in a year without it. */
function yearsBefore(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * The dates of birth of everyone aged exactly `age` whole years on `today` (as `ageInYears` counts): after
 * `after`, up to and including `onOrBefore`. A range on the date itself, so the database reads it by index.
 */
export function dobRangeForAge(age: number, today: string): { after: string; onOrBefore: string } {
  return { after: yearsBefore(today, age + 1), onOrBefore: yearsBefore(today, age) };
}
