import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../domain/format-date';
import { isLanguage } from '../../domain/languages';
import { rupeesText } from '../../domain/treasury/money';
import { isolate, ltr } from './bidi';
import { INTL_LOCALES } from './intl-locale';

// Read by `formatDate` for a value that is no date; the words in the reader's language are looked up only then.
const NOT_A_DATE = '\u0000';

// One number formatter per locale: a screen writes many numbers (the overview's bars), and each new
// Intl.NumberFormat reads its locale's data again.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string): Intl.NumberFormat {
  let made = numberFormats.get(locale);
  if (!made) {
    made = new Intl.NumberFormat(locale);
    numberFormats.set(locale, made);
  }
  return made;
}

/**
 * Dates (domain/format-date.ts), numbers (`Intl`) and amounts of money (paise, as `rupeesText` writes them) in
 * the chosen language; a date or an amount is set apart from the sentence around it.
 */
export function useFormat() {
  const { t, i18n } = useTranslation();
  const locale = INTL_LOCALES[isLanguage(i18n.language) ? i18n.language : 'en'];
  const date = useCallback(
    (value: Date | string | number | null | undefined) => {
      const text = formatDate(value, locale, NOT_A_DATE);
      if (text === NOT_A_DATE) return isolate(t('common.invalidDate'));
      return text ? isolate(text) : '';
    },
    [locale, t],
  );
  const dateTime = useCallback((value: Date | string) => isolate(formatDateTime(value, locale)), [locale]);
  const number = useCallback((n: number) => numberFormat(locale).format(n), [locale]);
  // Every language shows numbers in Latin digits (INTL_LOCALES: hi-IN's default, Urdu's `nu-latn`), so an
  // amount is written the same in each: Indian grouping with the rupee sign, kept left to right in Urdu (ltr).
  const money = useCallback((paise: number) => ltr(rupeesText(paise)), []);
  return { date, dateTime, number, money, locale };
}
