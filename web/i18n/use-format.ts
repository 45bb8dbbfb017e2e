import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../domain/dates';
import { isLanguage, type Language } from '../../domain/languages';
import { isolate } from './bidi';
import { INTL_LOCALES } from './intl-locale';

/** Dates and numbers in the chosen language through `Intl`; a date is set apart from the sentence around it. */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = INTL_LOCALES[isLanguage(i18n.language) ? i18n.language : 'en'];
  const date = useCallback(
    (value: Date | string | number | null | undefined) => {
      const text = formatDate(value, locale, t('common.invalidDate'));
      return text ? isolate(text) : '';
    },
    [locale, t],
  );
  const dateTime = useCallback((value: Date | string) => isolate(formatDateTime(value, locale)), [locale]);
  const number = useCallback((n: number) => new Intl.NumberFormat(locale).format(n), [locale]);
  return { date, dateTime, number, locale };
}

/**
 * Makes a language's day formatter ahead of the first date on screen. Intl loads its data as the first one is
 * made: on a 4× slower CPU that was 150 ms inside the member home's render (issue 28, bench/long-tasks.ts),
 * which main.tsx moves into a task of its own while the screen's chunks arrive.
 */
export function prepareDateFormat(language: Language): void {
  formatDate(Date.now(), INTL_LOCALES[language]);
}
