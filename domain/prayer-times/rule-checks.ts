import { type MessageCode, say } from '../messages';
import { type AdhanMinutes, adhanMinutesOn } from './adhan-times';
import { addDays, isFriday } from './calendar-days';
import { clockMinutes, clockText } from './india-clock';
import { jamaatMinutes } from './jamaat-rule';
import { dayText, overlappingOverrides, type RuleProblem } from './override-overlaps';
import { overrideOn, rulesOnDay } from './rules-on-day';
import { type GeoPoint, JAMAAT_PRAYERS, type JamaatPrayer, type TimesSettings } from './time-settings';

/** A jamaat this close to the end of its prayer's time is allowed, with a warning that it is late. */
const LATE_MINUTES = 20;

/** Where each prayer's time ends: Fajr at sunrise, each other at the next adhan, Isha (here) at midnight. */
const END: Record<JamaatPrayer, (a: AdhanMinutes) => number> = {
  fajr: (a) => a.sunrise,
  dhuhr: (a) => a.asr,
  asr: (a) => a.maghrib,
  maghrib: (a) => a.isha,
  isha: () => 24 * 60,
};

export type RuleChecks = { problems: RuleProblem[]; warnings: RuleProblem[] };

/**
 * Checks a masjid's rules on every day they apply, as times that are fine in winter may not be in summer (a
 * fixed Maghrib at 18:30 is before June's adhan in Delhi): the usual rules over the year from `from`, each
 * timetable for dates over its own days, Jumu'ah on their Fridays, each Eid on its day. A jamaat before its
 * adhan, or at or after the end of its prayer's time, is a problem; one in the last 20 minutes, a warning.
 * Each rule is named once, on the first day it fails.
 */
export function checkTimesRules(point: GeoPoint, settings: TimesSettings, from: string): RuleChecks {
  const overlaps = overlappingOverrides(settings.overrides);
  if (overlaps.length > 0) return { problems: overlaps, warnings: [] };
  const problems = new Map<string, RuleProblem>();
  const warnings = new Map<string, RuleProblem>();
  const note = (
    into: Map<string, RuleProblem>,
    path: string,
    code: MessageCode,
    params: Record<string, string>,
  ) => {
    if (!into.has(path)) into.set(path, { path, said: say(code, params) });
  };
  const checkWindow = (
    path: string,
    date: string,
    minutes: number,
    start: number,
    end: number,
    code: MessageCode,
  ) => {
    const params = {
      date: dayText(date),
      jamaat: clockText(minutes),
      adhan: clockText(start),
      end: clockText(end),
    };
    if (minutes < start || minutes >= end) note(problems, path, code, params);
    return params;
  };

  for (const date of daysToCheck(settings, from)) {
    const adhan = adhanMinutesOn(point, settings, date);
    const rules = rulesOnDay(settings, date);
    const at = overrideIndex(settings, date);
    for (const prayer of JAMAAT_PRAYERS) {
      const own = at !== undefined && settings.overrides[at]!.jamaat[prayer] !== undefined;
      const path = own ? `overrides.${at}.jamaat.${prayer}` : `jamaat.${prayer}`;
      const minutes = jamaatMinutes(rules.jamaat[prayer], adhan[prayer]);
      const end = END[prayer](adhan);
      const params = checkWindow(path, date, minutes, adhan[prayer], end, `${prayer}JamaatOutside`);
      if (minutes >= end - LATE_MINUTES && minutes < end) note(warnings, path, `${prayer}JamaatLate`, params);
    }
    if (isFriday(date)) {
      const base = at !== undefined && settings.overrides[at]!.jumuah ? `overrides.${at}.jumuah` : 'jumuah';
      rules.jumuah.forEach((j, k) => {
        for (const time of [j.khutbah, j.jamaat])
          checkWindow(`${base}.${k}`, date, clockMinutes(time), adhan.dhuhr, adhan.asr, 'jumuahOutside');
      });
    }
  }
  for (const name of ['fitr', 'adha'] as const) {
    const eid = settings.eid[name];
    if (!eid) continue;
    const adhan = adhanMinutesOn(point, settings, eid.date);
    eid.times.forEach((time, k) => {
      checkWindow(
        `eid.${name}.times.${k}`,
        eid.date,
        clockMinutes(time),
        adhan.sunrise,
        adhan.dhuhr,
        'eidOutside',
      );
    });
  }
  const late = [...warnings.values()].filter((w) => !problems.has(w.path));
  return { problems: [...problems.values()], warnings: late };
}

const overrideIndex = (settings: TimesSettings, date: string) => {
  const found = overrideOn(settings.overrides, date);
  return found ? settings.overrides.indexOf(found) : undefined;
};

/** The year from `from`, and every day of every timetable for dates; each once. */
function daysToCheck(settings: TimesSettings, from: string): Set<string> {
  const days = new Set<string>();
  for (let i = 0; i < 366; i++) days.add(addDays(from, i));
  for (const o of settings.overrides) for (let d = o.from; d <= o.to; d = addDays(d, 1)) days.add(d);
  return days;
}
