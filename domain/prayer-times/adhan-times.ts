import { CalculationMethod, type CalculationParameters, Coordinates, Madhab, PrayerTimes } from 'adhan';
import { instantInIndia } from './india-clock';
import type { AsrSchool, DayPrayer, GeoPoint, Method } from './time-settings';

/**
 * Each method's angles, as adhan defines them: Karachi 18°/18°, Muslim World League 18°/17°, ISNA 15°/15°,
 * Egypt 19.5°/17.5°, Umm al-Qura (Makkah) Fajr 18.5° and Isha 90 minutes after Maghrib. All but Umm al-Qura
 * add adhan's one minute to Dhuhr, so that it is never called at the zenith itself.
 */
const PARAMETERS: Record<Method, () => CalculationParameters> = {
  karachi: CalculationMethod.Karachi,
  mwl: CalculationMethod.MuslimWorldLeague,
  isna: CalculationMethod.NorthAmerica,
  egypt: CalculationMethod.Egyptian,
  makkah: CalculationMethod.UmmAlQura,
};

export type AdhanRules = { method: Method; asr: AsrSchool; adjustments: Record<DayPrayer, number> };

/** Each time of a day as a minute of that day in India. */
export type AdhanMinutes = Record<DayPrayer, number>;

/**
 * The times of one day in India, to the minute as shown: adhan rounds each to the nearest minute (30 seconds
 * up), after adding the masjid's adjustment. Each counts from that day's midnight in India, so a time that
 * fell on another day (none does at India's latitudes) would be below 0 or past 1440, and an order check
 * still sees it.
 */
export function adhanMinutesOn(point: GeoPoint, rules: AdhanRules, date: string): AdhanMinutes {
  const params = PARAMETERS[rules.method]();
  params.madhab = rules.asr === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  params.adjustments = { ...rules.adjustments };
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // adhan reads the day from the local calendar fields of the Date it is given, whatever the device's zone.
  const times = new PrayerTimes(
    new Coordinates(point.latitude, point.longitude),
    new Date(y, m - 1, d),
    params,
  );
  // Minutes from the day's midnight in India: arithmetic alone, as a month computes six a day.
  const midnight = instantInIndia(date, 0).getTime();
  const minutesOf = (instant: Date) => Math.round((instant.getTime() - midnight) / 60_000);
  return {
    fajr: minutesOf(times.fajr),
    sunrise: minutesOf(times.sunrise),
    dhuhr: minutesOf(times.dhuhr),
    asr: minutesOf(times.asr),
    maghrib: minutesOf(times.maghrib),
    isha: minutesOf(times.isha),
  };
}
