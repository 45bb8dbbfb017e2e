import type { DayTimes } from './day-times';
import { clockMinutes, instantInIndia } from './india-clock';
import type { ClockTime, JamaatPrayer } from './time-settings';

export type Jamaat = {
  prayer: JamaatPrayer | 'jumuah' | 'eid';
  date: string;
  jamaat: ClockTime;
  at: Date;
};

/** Every jamaat of the days, in time order: Jumu'ah's in place of Dhuhr's, an Eid's beside the rest. */
export function jamaatsOf(days: DayTimes[]): Jamaat[] {
  const all = days.flatMap((day) => {
    const entry = (prayer: Jamaat['prayer'], jamaat: ClockTime): Jamaat => ({
      prayer,
      date: day.date,
      jamaat,
      at: instantInIndia(day.date, clockMinutes(jamaat)),
    });
    return [
      ...day.prayers.flatMap((p) => (p.jamaat && p.name !== 'sunrise' ? [entry(p.name, p.jamaat)] : [])),
      ...(day.jumuah ?? []).map((j) => entry('jumuah', j.jamaat)),
      ...(day.eid?.times ?? []).map((time) => entry('eid', time)),
    ];
  });
  return all.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The first jamaat after `now`: after Isha, tomorrow's Fajr, when `days` holds tomorrow. A jamaat whose minute
 * has come is no longer next; `jamaatUnderway` tells it while it lasts. Null past the last day given.
 */
export function nextJamaat(now: Date, days: DayTimes[]): Jamaat | null {
  return jamaatsOf(days).find((j) => j.at.getTime() > now.getTime()) ?? null;
}

/** The jamaat begun within the last `minutes` (the TV says so, and goes dark for that time), if any. */
export function jamaatUnderway(now: Date, days: DayTimes[], minutes: number): Jamaat | null {
  const t = now.getTime();
  return jamaatsOf(days).find((j) => j.at.getTime() <= t && t < j.at.getTime() + minutes * 60_000) ?? null;
}
