import { MSG } from './messages';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * C0 controls except tab, line feed and carriage return (which multi-line fields such as an address or an
 * alert's details hold), DEL, and the C1 controls. PostgreSQL cannot store NUL in text at all, and none of
 * these belong in a name, an address or a message.
 */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== TAB && c !== LINE_FEED && c !== CARRIAGE_RETURN) return true;
    if (c >= 0x7f && c <= 0x9f) return true;
  }
  return false;
}

export const CONTROL_CHARACTER_MESSAGE: string = MSG.controlCharacters;

/**
 * The path of the first string (or object key) in a JSON value that holds a control character, or null.
 * Every function's input passes through this before its schema, so no text field can carry one.
 */
export function findControlCharacter(value: unknown, path: (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key].join('.');
      const found = findControlCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
