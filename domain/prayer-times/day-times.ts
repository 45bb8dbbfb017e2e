import { adhanMinutesOn } from './adhan-times';
import { isFriday } from './calendar-days';
import { type HijriDate, hijriDateOf, RAMADAN } from './hijri-date';
import { clockText } from './india-clock';
import { jamaatMinutes } from './jamaat-rule';
import { rulesOnDay } from './rules-on-day';
import {
  type ClockTime,
  DAY_PRAYERS,
  type DayPrayer,
  type GeoPoint,
  type Jumuah,
  type TimesSettings,
} from './time-settings';

export type PrayerTime = { name: DayPrayer; adhan: ClockTime; jamaat: ClockTime | null };

/** One day of a masjid's timetable, as `getMosqueTimes` answers it and the screens show it. */
export type DayTimes = {
  date: string;
  hijri: HijriDate;
  prayers: PrayerTime[];
  /** On a Friday, when the masjid has set its Jumu'ah: in place of Dhuhr's jamaat. */
  jumuah?: Jumuah[];
  /** In Ramadan: when Sehri ends (Fajr's adhan less the masjid's minutes) and Iftar (Maghrib's adhan). */
  sehri?: ClockTime;
  iftar?: ClockTime;
  /** On the day the committee announced for an Eid, its prayer times. */
  eid?: { name: 'fitr' | 'adha'; times: ClockTime[] };
};

/**
 * A day's times at a masjid. `indiaHijriAdjustment` is India's, set by the super admin; the masjid's own,
 * when it has one, is used instead.
 */
export function timesOfDay(
  point: GeoPoint,
  settings: TimesSettings,
  date: string,
  indiaHijriAdjustment = 0,
): DayTimes {
  const adhan = adhanMinutesOn(point, settings, date);
  const rules = rulesOnDay(settings, date);
  const jumuah = isFriday(date) && rules.jumuah.length > 0 ? rules.jumuah : undefined;
  const prayers = DAY_PRAYERS.map((name): PrayerTime => {
    const rule = name === 'sunrise' || (name === 'dhuhr' && jumuah) ? undefined : rules.jamaat[name];
    return {
      name,
      adhan: clockText(adhan[name]),
      jamaat: rule ? clockText(jamaatMinutes(rule, adhan[name])) : null,
    };
  });
  const hijri = hijriDateOf(date, settings.hijriAdjustment ?? indiaHijriAdjustment);
  const day: DayTimes = { date, hijri, prayers };
  if (jumuah) day.jumuah = jumuah;
  if (hijri.month === RAMADAN) {
    day.sehri = clockText(adhan.fajr - settings.sehriMinutesBeforeFajr);
    day.iftar = clockText(adhan.maghrib);
  }
  for (const name of ['fitr', 'adha'] as const) {
    const eid = settings.eid[name];
    if (eid?.date === date) day.eid = { name, times: eid.times };
  }
  return day;
}
