import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../domain/format-date';
import { isLanguage } from '../../domain/languages';
import { isolate } from './bidi';
import { INTL_LOCALES } from './intl-locale';

/** Dates (domain/dates.ts) and numbers (`Intl`) in the chosen language; a date is set apart from the sentence around it. */
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
