import type { Language } from '../../../domain/languages';

/** Each language named in its own script, so a reader finds theirs whatever the page is in now. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ur: 'اردو',
};
