import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * The zod every shared schema is built with: `zod/mini`, whose functional API tree-shakes, so the web bundle
 * carries only the validators it uses. Classic zod switched on its English messages by itself; mini loads no
 * locale, and every message a schema does not set would read 'Invalid input'. Setting English here keeps the
 * default texts ('Too big: expected string to have <=200 characters', …) wherever a domain schema is loaded.
 */
config(en());

/** English, for a reader who switches back to it (web/i18n/i18n.ts). */
export const englishLocale = en;

export * from 'zod/mini';
