import dayjs from 'dayjs';
import 'dayjs/locale/hi.js';
import 'dayjs/locale/ur.js';
import utc from 'dayjs/plugin/utc.js';
import { INDIA_OFFSET_MS } from './india-time';

dayjs.extend(utc);

/** dayjs's name of a language's month names, from the page's `Intl` locale ('hi-IN' is 'hi'); English otherwise. */
function monthNamesOf(locale: string): string {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'hi' || language === 'ur' ? language : 'en';
}

/** Urdu writes its own comma, Arabic in form. */
const commaOf = (locale: string) => (monthNamesOf(locale) === 'ur' ? '،' : ',');

/**
 * Day, short month, year, with dayjs's month names: Urdu's with a comma after the month, as Intl wrote them;
 * Hindi's abbreviations end in '.' where Intl's ended in '॰' ('नव.'), and English September is 'Sep'.
 */
const dayPattern = (locale: string) =>
  monthNamesOf(locale) === 'ur' ? `D MMM[${commaOf(locale)}] YYYY` : 'D MMM YYYY';

/**
 * The moment in India, in the language's words. Through dayjs rather than `Intl.DateTimeFormat`: the first
 * `Intl` formatter a page makes loads the locale's data, 50 ms on this machine and 150 to 250 ms on a 4×
 * slower CPU, one long task on every signed-in screen's start (bench/long-tasks.ts).
 */
function inIndia(value: Date | string | number, locale: string): dayjs.Dayjs | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) return null;
  // India's wall clock (no daylight saving, all year) read as UTC: never the device's own zone, whose clock changes would shift the hour.
  return dayjs.utc(time + INDIA_OFFSET_MS).locale(monthNamesOf(locale));
}

/**
 * Dates display as day, short month, year (en-GB: '14 Mar 2026'; in Hindi '14 मार्च 2026', in Urdu
 * '14 مارچ، 2026'); an invalid date displays 'Invalid date' (or the caller's translation of it). An instant
 * shows as its day in India, wherever the device is; a date alone ('2026-03-14', read as midnight UTC) is
 * 05:30 that same day.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  locale = 'en-GB',
  invalidText = 'Invalid date',
): string {
  if (value === null || value === undefined || value === '') return '';
  return inIndia(value, locale)?.format(dayPattern(locale)) ?? invalidText;
}

/** A moment as its day and time in India, day first ('23 Nov 2026, 14:05'): the audit trail's times. */
export function formatDateTime(value: Date | string, locale = 'en-GB'): string {
  return inIndia(value, locale)?.format(`${dayPattern(locale)}[${commaOf(locale)}] HH:mm`) ?? '';
}
