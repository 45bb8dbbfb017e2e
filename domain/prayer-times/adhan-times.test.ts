import { describe, expect, it } from 'vitest';
import { INDIA_TIME_ZONE } from '../india-time';
import { adhanMinutesOn } from './adhan-times';
import { REFERENCE_METHODS, referenceTimes } from './test/solar-reference';
import { DAY_PRAYERS, DEFAULT_TIMES_SETTINGS, METHODS } from './time-settings';

const CITIES = {
  Delhi: { latitude: 28.6139, longitude: 77.209 },
  Hyderabad: { latitude: 17.385, longitude: 78.4867 },
  Mumbai: { latitude: 19.076, longitude: 72.8777 },
  Kolkata: { latitude: 22.5726, longitude: 88.3639 },
  Srinagar: { latitude: 34.0837, longitude: 74.7973 },
};

// Every month of a year, the solstices and equinoxes among them, and a leap day.
const DATES = [
  ...Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-15`),
  '2026-03-20',
  '2026-06-21',
  '2026-09-23',
  '2026-12-21',
  '2028-02-29',
];

const NO_ADJUSTMENTS = DEFAULT_TIMES_SETTINGS.adjustments;

describe('the adhan times, against an independent computation of the same method', () => {
  for (const [city, point] of Object.entries(CITIES)) {
    for (const method of METHODS) {
      for (const asr of ['hanafi', 'shafii'] as const) {
        it(`${city}, ${method}, ${asr}: every time of every date within 2 minutes`, () => {
          const far: string[] = [];
          for (const date of DATES) {
            const shown = adhanMinutesOn(point, { method, asr, adjustments: NO_ADJUSTMENTS }, date);
            const reference = referenceTimes(
              point,
              date,
              REFERENCE_METHODS[method]!,
              asr === 'hanafi' ? 2 : 1,
            );
            for (const prayer of DAY_PRAYERS) {
              const gap = Math.abs(shown[prayer] - reference[prayer]);
              if (gap > 2) far.push(`${date} ${prayer}: ${shown[prayer]} vs ${reference[prayer].toFixed(1)}`);
            }
          }
          expect(far).toEqual([]);
        });
      }
    }
  }

  it('gives a Hanafi masjid a later Asr than a Shafii one in the same city, the rest alike', () => {
    const rules = { method: 'karachi' as const, adjustments: NO_ADJUSTMENTS };
    const hanafi = adhanMinutesOn(CITIES.Hyderabad, { ...rules, asr: 'hanafi' }, '2026-01-15');
    const shafii = adhanMinutesOn(CITIES.Hyderabad, { ...rules, asr: 'shafii' }, '2026-01-15');
    expect(hanafi.asr - shafii.asr).toBeGreaterThanOrEqual(40);
    expect({ ...hanafi, asr: 0 }).toEqual({ ...shafii, asr: 0 });
  });

  it('adds each adjustment, in whole minutes, to the time as shown', () => {
    const rules = { method: 'karachi' as const, asr: 'hanafi' as const };
    const plain = adhanMinutesOn(CITIES.Delhi, { ...rules, adjustments: NO_ADJUSTMENTS }, '2026-07-01');
    const adjustments = { fajr: -3, sunrise: 0, dhuhr: 2, asr: 5, maghrib: 3, isha: -10 };
    const moved = adhanMinutesOn(CITIES.Delhi, { ...rules, adjustments }, '2026-07-01');
    for (const prayer of DAY_PRAYERS) expect(moved[prayer] - plain[prayer]).toBe(adjustments[prayer]);
  });

  it('is the same day in India whatever zone the device is in', () => {
    const rules = { method: 'karachi' as const, asr: 'hanafi' as const, adjustments: NO_ADJUSTMENTS };
    const zone = process.env.TZ;
    const seen: string[] = [];
    try {
      for (const tz of [INDIA_TIME_ZONE, 'America/New_York', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = tz;
        // 8 March 2026 is the day New York's clocks move.
        seen.push(JSON.stringify(adhanMinutesOn(CITIES.Kolkata, rules, '2026-03-08')));
      }
    } finally {
      process.env.TZ = zone;
    }
    expect(new Set(seen).size).toBe(1);
  });
});
