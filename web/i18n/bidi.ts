import { createElement, type ReactNode } from 'react';

/**
 * A phone number or a date written into a sentence keeps its left-to-right order inside Urdu: the Unicode
 * isolates LRI … PDI do for a text what `<bdi dir="ltr">` does for an element.
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * A date written into a sentence, set apart so its parts stay together: the first letter decides its
 * direction (U+2068 FSI), so an Urdu date ('29 نومبر، 2026') reads right to left in Urdu and an English one
 * left to right. Forcing an Urdu date left to right would show its year before its month.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}

/** An element's worth of left-to-right text (a phone number) inside a right-to-left page. */
export function Ltr({ children }: { children: ReactNode }) {
  return createElement('bdi', { dir: 'ltr' }, children);
}
