import { addDays, daysOfMonth } from './calendar-days';
import { type DayTimes, timesOfDay } from './day-times';
import {
  DEFAULT_TIMES_SETTINGS,
  type GeoPoint,
  type TimesSettings,
  type TimesVersion,
} from './time-settings';

/** The settings in force on a day: the newest version that began on it or before; the defaults before any. */
export function settingsOn(versions: TimesVersion[], date: string): TimesSettings {
  let found = DEFAULT_TIMES_SETTINGS;
  for (const version of versions) if (version.from <= date) found = version.settings;
  return found;
}

/**
 * `count` days from `from`, each by the settings in force on it: a change the committee made from Sunday
 * shows from Sunday on, and the days before keep the old times.
 */
export function timesOfDays(
  point: GeoPoint,
  versions: TimesVersion[],
  from: string,
  count: number,
  indiaHijriAdjustment = 0,
): DayTimes[] {
  const sorted = [...versions].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return Array.from({ length: count }, (_, i) => {
    const date = addDays(from, i);
    return timesOfDay(point, settingsOn(sorted, date), date, indiaHijriAdjustment);
  });
}

/**
 * A month's timetable ('YYYY-MM'), first day to last: what bench/month-timetable.ts measures. /mosque computes
 * its month through the same timesOfDays, from the kept rules.
 * @internal
 */
export function monthTimetable(
  point: GeoPoint,
  versions: TimesVersion[],
  month: string,
  indiaHijriAdjustment = 0,
): DayTimes[] {
  const days = daysOfMonth(month);
  return timesOfDays(point, versions, days[0]!, days.length, indiaHijriAdjustment);
}
