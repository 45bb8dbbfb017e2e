import type { Language } from '../../domain/languages';

/**
 * The `Intl` locale of each language. English keeps the spec's en-GB ('14 Mar 2026'). Urdu is India's, with
 * Latin digits, as its phone numbers and OTPs are written.
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  hi: 'hi-IN',
  ur: 'ur-IN-u-nu-latn',
};
