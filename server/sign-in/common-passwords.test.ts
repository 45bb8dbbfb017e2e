import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('the common-password list', () => {
  it('is a small plain file of lower-case entries, at least 6 characters each', () => {
    const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.length).toBeLessThanOrEqual(5000);
    for (const line of lines) expect(line).toMatch(/^[^A-Z\s]{6,}$/);
  });

  it('finds the passwords guessers try first, whatever their letter case', () => {
    for (const p of [
      '123456',
      'password',
      'Password@123',
      'QWERTY123',
      'iloveyou',
      'india@123',
      'Bismillah786',
    ]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
    for (const p of ['secret-ruby-57', 'Gali Qasim Jan 12', 'first-secret', 'x7#kLm2q']) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});
