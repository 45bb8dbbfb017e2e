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

/**
 * How long the usual rules must hold for a version to be saved. A committee that keeps fixed times moves
 * them with the season, a month's chart at a time; in Delhi no prayer's bounds move more than about 40
 * minutes in 30 days, while Fajr moves two hours over the year. So a fixed time that is wrong within the
 * month is refused, and one that only goes wrong later is saved with the first day it does.
 */
export const SOON_DAYS = 30;

/** Where each prayer's time ends: Fajr at sunrise, each other at the next adhan, Isha (here) at midnight. */
const END: Record<JamaatPrayer, (a: AdhanMinutes) => number> = {
  fajr: (a) => a.sunrise,
  dhuhr: (a) => a.asr,
  asr: (a) => a.maghrib,
  maghrib: (a) => a.isha,
  isha: () => 24 * 60,
};

export type RuleChecks = { problems: RuleProblem[]; warnings: RuleProblem[] };

export type CheckedDays = {
  /** The next version's first day, when there is one: from it these rules no longer apply. */
  until?: string;
  /** A usual rule that fails before this day is refused; `from` plus SOON_DAYS when not given. */
  refuseBefore?: string;
};

type Window = { minutes: number; start: number; end: number };

/**
 * Checks a version of a masjid's rules on the days it applies, from `from` until the next version (a year
 * at most, as the year then repeats): the usual rules every day and Jumu'ah on Fridays, each timetable for
 * dates over its own days, each Eid on its day. A jamaat before its adhan, or at or after the end of its
 * prayer's time, is a problem when it falls before `refuseBefore` or on a day the committee named (a
 * timetable's, an Eid's), as no season excuses those; a usual rule that goes wrong only later is a warning
 * naming that first day, so that the committee sets new times from then. A jamaat in the last 20 minutes is
 * a warning that it is late. Each rule is named once, on the first day it fails.
 */
export function checkTimesRules(
  point: GeoPoint,
  settings: TimesSettings,
  from: string,
  days: CheckedDays = {},
): RuleChecks {
  const overlaps = overlappingOverrides(settings.overrides);
  if (overlaps.length > 0) return { problems: overlaps, warnings: [] };
  const refuseBefore = days.refuseBefore ?? addDays(from, SOON_DAYS);
  const problems = new Map<string, RuleProblem>();
  const later = new Map<string, RuleProblem>();
  const late = new Map<string, RuleProblem>();
  const note = (into: Map<string, RuleProblem>, path: string, code: MessageCode, params: Params) => {
    if (!into.has(path)) into.set(path, { path, said: say(code, params) });
  };
  /** Notes a jamaat outside its window; `laterCode` when it may wait, else it is refused. */
  const checkWindow = (path: string, date: string, w: Window, code: MessageCode, laterCode?: MessageCode) => {
    const params = paramsOf(date, w);
    if (w.minutes >= w.start && w.minutes < w.end) return params;
    if (laterCode && date >= refuseBefore) note(later, path, laterCode, params);
    else note(problems, path, code, params);
    return params;
  };

  for (const date of daysToCheck(settings, from, days.until)) {
    const adhan = adhanMinutesOn(point, settings, date);
    const rules = rulesOnDay(settings, date);
    const at = overrideIndex(settings, date);
    for (const prayer of JAMAAT_PRAYERS) {
      const own = at !== undefined && settings.overrides[at]!.jamaat[prayer] !== undefined;
      const path = own ? `overrides.${at}.jamaat.${prayer}` : `jamaat.${prayer}`;
      const w = {
        minutes: jamaatMinutes(rules.jamaat[prayer], adhan[prayer]),
        start: adhan[prayer],
        end: END[prayer](adhan),
      };
      const laterCode = own ? undefined : (`${prayer}JamaatOutsideLater` as const);
      const params = checkWindow(path, date, w, `${prayer}JamaatOutside`, laterCode);
      if (w.minutes >= w.end - LATE_MINUTES && w.minutes < w.end)
        note(late, path, `${prayer}JamaatLate`, params);
    }
    if (isFriday(date)) {
      const own = at !== undefined && settings.overrides[at]!.jumuah !== undefined;
      const base = own ? `overrides.${at}.jumuah` : 'jumuah';
      rules.jumuah.forEach((j, k) => {
        for (const time of [j.khutbah, j.jamaat]) {
          const w = { minutes: clockMinutes(time), start: adhan.dhuhr, end: adhan.asr };
          checkWindow(`${base}.${k}`, date, w, 'jumuahOutside', own ? undefined : 'jumuahOutsideLater');
        }
      });
    }
  }
  for (const name of ['fitr', 'adha'] as const) {
    const eid = settings.eid[name];
    if (!eid) continue;
    const adhan = adhanMinutesOn(point, settings, eid.date);
    eid.times.forEach((time, k) => {
      const w = { minutes: clockMinutes(time), start: adhan.sunrise, end: adhan.dhuhr };
      checkWindow(`eid.${name}.times.${k}`, eid.date, w, 'eidOutside');
    });
  }
  // Per rule, the gravest note alone: refused, else wrong later in the year, else late.
  const warnings = new Map([...late].filter(([path]) => !later.has(path)));
  for (const [path, w] of later) warnings.set(path, w);
  return {
    problems: [...problems.values()],
    warnings: [...warnings.values()].filter((w) => !problems.has(w.path)),
  };
}

type Params = Record<string, string>;

const paramsOf = (date: string, w: Window): Params => ({
  date: dayText(date),
  jamaat: clockText(w.minutes),
  adhan: clockText(w.start),
  end: clockText(w.end),
});

const overrideIndex = (settings: TimesSettings, date: string) => {
  const found = overrideOn(settings.overrides, date);
  return found ? settings.overrides.indexOf(found) : undefined;
};

/**
 * The days from `from` until `until` (a year at most), and every day of every timetable for dates in that
 * span; each once, in order.
 */
function daysToCheck(settings: TimesSettings, from: string, until: string | undefined): string[] {
  const days = new Set<string>();
  const applies = (d: string) => d >= from && (until === undefined || d < until);
  for (let i = 0; i < 366 && applies(addDays(from, i)); i++) days.add(addDays(from, i));
  for (const o of settings.overrides)
    for (let d = o.from; d <= o.to; d = addDays(d, 1)) if (applies(d)) days.add(d);
  return [...days].sort();
}
