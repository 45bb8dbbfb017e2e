import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { whenZodLoads } from './zod-locale';

/**
 * The zod every shared schema is built with: `zod/mini`, whose functional API tree-shakes, so the web bundle
 * carries only the validators it uses. Classic zod switched on its English messages by itself; mini loads no
 * locale, and every message a schema does not set would read 'Invalid input'. Setting English here keeps the
 * default texts ('Too big: expected string to have <=200 characters', …) wherever a domain schema is loaded;
 * in the browser, the reader's language instead (domain/zod-locale.ts).
 */
whenZodLoads((locale) => config((locale ?? en)()));

export * from 'zod/mini';
