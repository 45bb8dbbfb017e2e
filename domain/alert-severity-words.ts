import type { Language } from './languages';

/**
 * An alert's severity as a notification says it, in each language: the same words as the web's alert card
 * (`alert.severityOf` and `alert.severity` in web/i18n/locales), kept here so the server, which writes push
 * notifications, has them without the web's catalogues.
 */
const SEVERITY_OF: Record<Language, Record<'low' | 'moderate' | 'high', string>> = {
  en: { low: 'Low severity', moderate: 'Moderate severity', high: 'High severity' },
  hi: { low: 'अहमियत: कम', moderate: 'अहमियत: मध्यम', high: 'अहमियत: ज़्यादा' },
  ur: { low: 'اہمیت: کم', moderate: 'اہمیت: درمیانی', high: 'اہمیت: زیادہ' },
};

export function severityWords(severity: 'low' | 'moderate' | 'high', language: Language): string {
  return SEVERITY_OF[language][severity];
}
