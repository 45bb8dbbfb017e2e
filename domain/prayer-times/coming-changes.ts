import { adhanMinutesOn } from './adhan-times';
import { addDays } from './calendar-days';
import { clockText } from './india-clock';
import { jamaatMinutes } from './jamaat-rule';
import { rulesOnDay } from './rules-on-day';
import {
  type ClockTime,
  type GeoPoint,
  JAMAAT_PRAYERS,
  type JamaatPrayer,
  type TimesSettings,
  type TimesVersion,
} from './time-settings';
import { settingsOn } from './timetable';

export type ComingChange =
  | { date: string; prayer: JamaatPrayer; jamaat: ClockTime }
  | { date: string; prayer: 'jumuah'; jumuah: TimesSettings['jumuah'] };

const sameAdhan = (a: TimesSettings, b: TimesSettings, prayer: JamaatPrayer) =>
  a.method === b.method && a.asr === b.asr && a.adjustments[prayer] === b.adjustments[prayer];

/**
 * What changes in the days after `today` because the committee changed a rule (a new version of the
 * settings, or a timetable for dates beginning or ending), each prayer on the first day it changes, with
 * its jamaat that day: "From Sunday, Isha 8:45 pm". A jamaat that only follows its adhan's daily drift is
 * no change. The evening's notification to members reads the same list.
 */
export function comingChanges(
  point: GeoPoint,
  versions: TimesVersion[],
  today: string,
  days = 7,
): ComingChange[] {
  const sorted = [...versions].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const changes: ComingChange[] = [];
  for (let i = 1; i <= days; i++) {
    const date = addDays(today, i);
    const before = settingsOn(sorted, addDays(date, -1));
    const after = settingsOn(sorted, date);
    const was = rulesOnDay(before, addDays(date, -1));
    const is = rulesOnDay(after, date);
    for (const prayer of JAMAAT_PRAYERS) {
      const rule = is.jamaat[prayer];
      if (JSON.stringify(rule) === JSON.stringify(was.jamaat[prayer]) && sameAdhan(before, after, prayer))
        continue;
      const adhan = adhanMinutesOn(point, after, date)[prayer];
      changes.push({ date, prayer, jamaat: clockText(jamaatMinutes(rule, adhan)) });
    }
    if (JSON.stringify(is.jumuah) !== JSON.stringify(was.jumuah))
      changes.push({ date, prayer: 'jumuah', jumuah: is.jumuah });
  }
  return changes;
}
