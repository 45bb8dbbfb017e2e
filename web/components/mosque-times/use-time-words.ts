import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../domain/languages';
import { formatPrayerTime } from '../../../domain/prayer-times/format-prayer-time';
import type { HijriDate } from '../../../domain/prayer-times/hijri-date';
import type { Jamaat } from '../../../domain/prayer-times/next-jamaat';
import type { DayPrayer } from '../../../domain/prayer-times/time-settings';

type Named = DayPrayer | Jamaat['prayer'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** The weekday of a 'YYYY-MM-DD', 0 on a Sunday, whatever the device's own zone. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/**
 * The words of the times in the reader's language: a prayer's name, a time ('8:45 pm', 'रात 8:45',
 * '8:45 رات', from the domain's formatPrayerTime), the Hijri date with its month's name, the weekday and a
 * month with its year.
 */
export function useTimeWords() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  // By their number, as hijriDateOf gives them: typed keys are words, so the months are read as one object.
  const hijriMonth = (month: number) =>
    (t('prayerTimes.hijriMonths', { returnObjects: true }) as Record<number, string>)[month] ?? '';
  return {
    language,
    prayer: (name: Named) => t(`prayerTimes.prayers.${name}`),
    time: (clock: string) => formatPrayerTime(clock, language),
    hijri: (date: HijriDate) =>
      t('prayerTimes.hijriDate', {
        day: date.day,
        month: hijriMonth(date.month),
        year: date.year,
      }),
    hijriMonth,
    weekday: (date: string) => t(`mosqueTimes.weekdays.${WEEKDAYS[weekdayOf(date)]!}`),
    /** 'July 2026' from '2026-07'. */
    month: (month: string) => {
      const [year, number] = month.split('-');
      return `${t(`mosqueTimes.months.${MONTHS[Number(number) - 1]!}`)} ${year}`;
    },
  };
}
