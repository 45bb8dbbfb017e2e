import { readFileSync } from 'node:fs';

// A short list of the passwords people choose most: the world's top lists, names, places,
// faith words and the "word@123" patterns common in India and Pakistan, a few thousand entries in lower case,
// one a line. A guesser tries these first, so an account protected by one falls to a handful of guesses
// whatever the per-account limits. It sits next to this file (and next to the bundle in dist/).
const LIST_URL = new URL('./common-passwords.txt', import.meta.url);

let list: ReadonlySet<string> | null = null;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(LIST_URL, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}

/** Whether a new password is on the list, whatever its letter case or surrounding spaces. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
