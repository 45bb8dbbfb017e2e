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

/** A value still to look at, with the key it sits under and its parent: the path, kept without copying it. */
type Pending = { value: unknown; key: string | number; parent: Pending | null; underObject: boolean };

/** The dotted path from the top to a value, built only once a control character is found. */
function pathOf(at: Pending): string {
  const keys: (string | number)[] = [];
  for (let step: Pending | null = at; step?.parent; step = step.parent) keys.push(step.key);
  return keys.reverse().join('.');
}

/**
 * The path of the first string (or object key) in a JSON value that holds a control character, or null.
 * Every function's input passes through this before its schema, so no text field can carry one.
 *
 * It walks with a stack of its own instead of recursion, so no depth can overflow the call stack, and each
 * value records only its key and parent, so the cost grows with the size of the input, not with the square of
 * its depth (the router refuses a body nested deeper than 32 levels before this runs anyway).
 */
export function findControlCharacter(value: unknown): string | null {
  const stack: Pending[] = [{ value, key: '', parent: null, underObject: false }];
  for (let at = stack.pop(); at !== undefined; at = stack.pop()) {
    if (at.underObject && hasControlCharacter(at.key as string)) return pathOf(at);
    const item = at.value;
    if (typeof item === 'string') {
      if (hasControlCharacter(item)) return pathOf(at);
    } else if (Array.isArray(item)) {
      // Pushed last to first, so the first element is looked at first, as a reader would find it.
      for (let i = item.length - 1; i >= 0; i--)
        stack.push({ value: item[i], key: i, parent: at, underObject: false });
    } else if (item !== null && typeof item === 'object') {
      const keys = Object.keys(item);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push({ value: (item as Record<string, unknown>)[key], key, parent: at, underObject: true });
      }
    }
  }
  return null;
}
