/** The portal's languages: English (the spec's words), Hindi and Urdu (right to left). */
export const LANGUAGES = ['en', 'hi', 'ur'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that tells the server the device's chosen language, for the pages it draws itself. */
export const LANGUAGE_COOKIE = 'lang';

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

/**
 * The languages of an Accept-Language header, most wanted first ("hi-IN,hi;q=0.9,en;q=0.8"); a q of 0
 * refuses one.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  const weighted: { tag: string; q: number; at: number }[] = [];
  for (const [at, part] of (header ?? '').split(',').entries()) {
    const [tag, ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (tag && tag !== '*' && Number.isFinite(q) && q > 0) weighted.push({ tag, q, at });
  }
  return weighted.sort((a, b) => b.q - a.q || a.at - b.at).map((w) => w.tag);
}
