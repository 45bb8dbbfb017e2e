/** The portal's languages: English (the spec's words), Hindi and Urdu (right to left). */
export const LANGUAGES = ['en', 'hi', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRightToLeft(language: Language): boolean {
  return language === 'ur';
}

/**
 * The language of a first visit: the one chosen before (remembered on the device), else the first of the
 * browser's languages that the portal speaks ('hi-IN' is Hindi), else English.
 */
export function pickLanguage(remembered: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
