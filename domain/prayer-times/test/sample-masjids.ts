import { DEFAULT_TIMES_SETTINGS, type TimesSettings } from '../time-settings';

/** Jama Masjid, Delhi: the point the tests compute at. */
export const JAMA_MASJID = { latitude: 28.6507, longitude: 77.2334 };

/** A masjid's settings: the defaults with what the test sets. */
export function settingsWith(changes: Partial<TimesSettings>): TimesSettings {
  return { ...DEFAULT_TIMES_SETTINGS, ...changes };
}
