/**
 * How deep a request body may nest its arrays and objects, the `{"data": …}` envelope included. No function's
 * input nests more than a few levels; a body of 16 KB can otherwise nest 8,000, and every later walk over it
 * (the control-character check, the schema) pays for each one.
 */
export const MAX_NESTING = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another. It reads the text once,
 * before it is parsed, and stops at the first level too deep, so a deep body costs no more than its length.
 * Brackets inside strings do not count. Malformed JSON may be misjudged here; JSON.parse refuses it next.
 */
export function nestsDeeperThan(json: string, max: number = MAX_NESTING): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
