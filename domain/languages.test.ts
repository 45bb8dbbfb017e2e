import { describe, expect, it } from 'vitest';
import { acceptedLanguages, pickLanguage } from './languages';

describe("the reader's language", () => {
  it('reads an Accept-Language header most wanted first, leaving out what q=0 refuses', () => {
    expect(acceptedLanguages('en;q=0.5, ur-PK, hi;q=0.8')).toEqual(['ur-PK', 'hi', 'en']);
    expect(acceptedLanguages('hi-IN,hi;q=0.9,en;q=0.8')).toEqual(['hi-IN', 'hi', 'en']);
    expect(acceptedLanguages('hi;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('*, ur;q=0.1')).toEqual(['ur']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('hi;q=abc')).toEqual([]);
  });

  it("keeps the device's choice over the browser's, and falls back to English", () => {
    expect(pickLanguage('ur', ['hi-IN'])).toBe('ur');
    expect(pickLanguage('fr', ['hi-IN'])).toBe('hi');
    expect(pickLanguage(null, acceptedLanguages('fr, de;q=0.5'))).toBe('en');
  });
});
