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

  it('finds the first one in reading order when several hold one', () => {
    expect(findControlCharacter({ a: ['ok', { b: '\u0001' }], c: '\u0002' })).toBe('a.1.b');
  });

  it('walks a value 100,000 levels deep without overflowing the stack, and names the path', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter({ data: deep })).toBe(`data.${Array(100_000).fill(0).join('.')}`);
  });

  it('costs time in proportion to the depth, not its square', () => {
    const nest = (levels: number) => {
      let deep: unknown = 'clean';
      for (let i = 0; i < levels; i++) deep = [deep];
      return deep;
    };
    const deep = nest(50_000);
    const start = performance.now();
    expect(findControlCharacter(deep)).toBeNull();
    // About 10 ms; a walk that copied the path at each level took 2 s at 8,000 levels, so it would take a
    // minute here. The margin is for a test machine busy with other work.
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
