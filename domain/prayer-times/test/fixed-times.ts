import { instantInIndia } from '../india-clock';
import type { TimesSettings } from '../time-settings';
import { settingsWith } from './sample-masjids';

/**
 * A masjid that keeps fixed jamaats (Maghrib 5 minutes after its adhan) and two Jumu'ahs: the rules the
 * tests of the next jamaat, the member's times and the home's card read, so that each knows which jamaat is
 * next at a given time (they compute at Jama Masjid, Delhi, in July 2026).
 */
export const FIXED_TIMES: TimesSettings = settingsWith({
  jamaat: {
    fajr: { at: '05:30' },
    dhuhr: { at: '13:30' },
    asr: { at: '17:00' },
    maghrib: { after: 5 },
    isha: { at: '20:45' },
  },
  jumuah: [
    { khutbah: '13:00', jamaat: '13:15' },
    { khutbah: '13:45', jamaat: '14:00' },
  ],
});

/** The instant a clock in India shows `time` ('HH:MM') on `date`. */
export function atInIndia(date: string, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return instantInIndia(date, h * 60 + m);
}
