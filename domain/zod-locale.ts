import type { $ZodConfig } from 'zod/v4/core';

/** A language's zod messages, as `zod/v4/locales` gives them; null is English. */
export type ZodLocale = (() => $ZodConfig) | null;

let wanted: ZodLocale = null;
let apply: ((locale: ZodLocale) => void) | null = null;

/**
 * Which language zod's own messages are in. The browser loads zod only with the first screen that validates
 * a form (importing it at start fetched and ran it on every screen), so the choice is kept here,
 * apart from zod, and applied when zod arrives (`whenZodLoads`) or at once if it already has.
 */
export function setZodLocale(locale: ZodLocale): void {
  wanted = locale;
  apply?.(locale);
}

/** For domain/zod.ts alone, as it loads: applies the language wanted so far, and each later one. */
export function whenZodLoads(applyLocale: (locale: ZodLocale) => void): void {
  apply = applyLocale;
  applyLocale(wanted);
}
