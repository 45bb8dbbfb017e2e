import type { Language } from '../../domain/languages';

/**
 * The page locale of each language, for `Intl`'s numbers and plurals, and for choosing the month names of
 * domain/format-date.ts. English is en-GB, day first ('14 Mar 2026'). Urdu is India's, with Latin digits,
 * as its phone numbers and OTPs are written.
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  hi: 'hi-IN',
  ur: 'ur-IN-u-nu-latn',
};
