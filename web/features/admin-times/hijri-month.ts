import type { TFunction } from 'i18next';

/** A Hijri month's name by its number (1, Muharram, to 12), from the `prayerTimes` texts. */
export function hijriMonth(t: TFunction, month: number): string {
  // The months are keyed by number, which the typed keys do not spell; the number comes from hijriDateOf.
  return (t as unknown as (key: string) => string)(`prayerTimes.hijriMonths.${month}`);
}
