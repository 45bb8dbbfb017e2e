import { describe, expect, it } from 'vitest';
import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it.each([
    ['a NUL in a name', { name: 'Imran\u0000Sheikh' }, 'name'],
    ['a bell deep in a list', { a: [{ b: 'x' }, { b: 'y\u0007' }] }, 'a.1.b'],
    ['an escape character', 'abc\u001b[31m', ''],
    ['DEL', { t: '\u007f' }, 't'],
    ['a C1 control', { t: 'a\u0085b' }, 't'],
    ['a control character in a key', { 'na\u0000me': 'x' }, 'na\u0000me'],
  ])('finds %s', (_what, value, path) => {
    expect(findControlCharacter(value)).toBe(path);
  });

  it.each([
    ['plain text', { name: 'Imran Sheikh', n: 3, ok: true, none: null }],
    ['line breaks and tabs in an address', { address: 'Flat 2\r\nPathergatti\tHyderabad' }],
    ['Hindi and Urdu', { name: 'इमरान शेख़', other: 'عمران شیخ' }],
    ['an emoji', { message: 'Eid Mubarak 🌙' }],
  ])('lets %s through', (_what, value) => {
    expect(findControlCharacter(value)).toBeNull();
  });
});
