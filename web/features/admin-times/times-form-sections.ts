import type { FieldErrors } from 'react-hook-form';
import type { TimesFormValues } from './times-form-values';

// The times form's sections, in their order on the screen: which one holds a field, so that a refused field's
// section opens and the first refused field takes the focus.

export type Section = 'calculation' | 'jamaat' | 'jumuah' | 'eid' | 'overrides' | 'more';
const SECTIONS: readonly Section[] = ['calculation', 'jamaat', 'jumuah', 'eid', 'overrides', 'more'];

/** The section a field is drawn in; null for the fields above the sections (the day it applies from). */
export function sectionOf(field: string): Section | null {
  const top = field.split('.')[0];
  switch (top) {
    case 'method':
    case 'asr':
    case 'adjustments':
      return 'calculation';
    case 'jamaat':
    case 'jumuah':
    case 'eid':
    case 'overrides':
      return top;
    case 'sehriMinutesBeforeFajr':
    case 'hijri':
    case 'displayDarkMinutes':
      return 'more';
    default:
      return null;
  }
}

/** Every field react-hook-form's errors name, in the form's order: the day first, then section by section. */
export function erroredFields(errors: FieldErrors<TimesFormValues>): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if ('message' in node && typeof (node as { message: unknown }).message === 'string') {
      found.push(path);
      return;
    }
    for (const [key, child] of Object.entries(node))
      if (key !== 'ref') walk(child, path ? `${path}.${key}` : key);
  };
  walk(errors, '');
  const rank = (field: string) => {
    const section = sectionOf(field);
    return section === null ? -1 : SECTIONS.indexOf(section);
  };
  return found
    .map((field, order) => ({ field, order }))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.order - b.order)
    .map((f) => f.field);
}
