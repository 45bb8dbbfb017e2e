import { todayInIndia } from '../../../domain/dates';
import type { timesRulesSchema } from '../../../domain/functions/times';
import { addDays } from '../../../domain/prayer-times/calendar-days';
import type { DayTimes } from '../../../domain/prayer-times/day-times';
import { instantInIndia } from '../../../domain/prayer-times/india-clock';
import { type Jamaat, jamaatUnderway, nextJamaat } from '../../../domain/prayer-times/next-jamaat';
import type { GeoPoint, TimesVersion } from '../../../domain/prayer-times/time-settings';
import { settingsOn, timesOfDays } from '../../../domain/prayer-times/timetable';
import type * as z from '../../../domain/zod';

/** What getMosqueTimesRules answers: the masjid, its versions of settings and India's Hijri adjustment. */
export type TimesRules = z.infer<typeof timesRulesSchema>;

/** The masjid's point, or null while it has none ("Times not set yet"). */
export function pointOf(rules: TimesRules): GeoPoint | null {
  const { latitude, longitude } = rules.mosque;
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/**
 * The versions as the browser computes from them. The reply carries the version in force today and the later
 * ones, so a day before the first of them (a past day of this month's timetable) is taken by the oldest one
 * rather than by the portal's defaults, which the masjid never kept.
 */
function versionsOf(rules: TimesRules): TimesVersion[] {
  const sorted = [...rules.versions].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return sorted.map((v, i) => (i === 0 ? { ...v, from: '0000-01-01' } : v));
}

/** `count` days of the masjid's times from `from`, computed in the browser (offline alike). */
export function daysOf(rules: TimesRules, point: GeoPoint, from: string, count: number): DayTimes[] {
  return timesOfDays(point, versionsOf(rules), from, count, rules.indiaHijriAdjustment);
}

/** The settings in force on a day, as the browser computes with them. */
function settingsOfDay(rules: TimesRules, date: string) {
  return settingsOn(versionsOf(rules), date);
}

/** The month `by` months after 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export type JamaatState = {
  /** Today in India. */
  today: string;
  /** Today and tomorrow. */
  days: DayTimes[];
  /** The jamaat begun within its masjid's minutes, if one is. */
  underway: Jamaat | null;
  /** The first jamaat still to come: after Isha, tomorrow's Fajr. */
  next: Jamaat | null;
  /** The day whose jamaats the home lists: the next jamaat's (tomorrow's after Isha). */
  listed: DayTimes;
  /** When this state is next out of date: the next jamaat, the end of one underway, or midnight. */
  changesAt: Date;
};

/**
 * What the member home shows at `now`: the jamaat under way (for the minutes the masjid's TV stays dark, the
 * time the committee gives a jamaat), the next one, and the day to list.
 */
export function jamaatStateAt(now: Date, rules: TimesRules, point: GeoPoint): JamaatState {
  const today = todayInIndia(now);
  const days = daysOf(rules, point, today, 2);
  const minutes = settingsOfDay(rules, today).displayDarkMinutes;
  const underway = minutes > 0 ? jamaatUnderway(now, days, minutes) : null;
  const next = nextJamaat(now, days);
  const listed = days.find((d) => d.date === next?.date) ?? days[0]!;
  const midnight = instantInIndia(addDays(today, 1), 0);
  const candidates = [midnight.getTime()];
  if (next) candidates.push(next.at.getTime());
  if (underway) candidates.push(underway.at.getTime() + minutes * 60_000);
  return { today, days, underway, next, listed, changesAt: new Date(Math.min(...candidates)) };
}
