import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { mosquePointSchema, optionalPastedPointSchema, pastedPointSchema } from './point-schema';

const issues = (
  schema: typeof mosquePointSchema | typeof pastedPointSchema | typeof optionalPastedPointSchema,
  input: unknown,
) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe("a masjid's point", () => {
  it('is both numbers inside India, or neither', () => {
    expect(issues(mosquePointSchema, { latitude: 28.6507, longitude: 77.2334 })).toEqual([]);
    expect(issues(mosquePointSchema, {})).toEqual([]);
    expect(issues(mosquePointSchema, { latitude: null, longitude: null })).toEqual([]);
    expect(issues(mosquePointSchema, { latitude: 28.6507 })).toEqual([
      ['longitude', MSG.coordinatesRequired],
    ]);
    expect(issues(mosquePointSchema, { latitude: 77.2334, longitude: 28.6507 })).toEqual([
      ['latitude', MSG.coordinatesOutsideIndia],
    ]);
    expect(issues(mosquePointSchema, { latitude: '28.65', longitude: 77.2 })).toEqual([
      ['latitude', MSG.coordinatesUnreadable],
    ]);
  });

  it("is read from the form's pasted text, or refused with the reader's message", () => {
    expect(pastedPointSchema.parse('https://www.google.com/maps/@28.6507,77.2334,17z')).toEqual({
      latitude: 28.6507,
      longitude: 77.2334,
    });
    expect(issues(pastedPointSchema, 'https://maps.app.goo.gl/xyz')).toEqual([
      ['', MSG.coordinatesShortLink],
    ]);
    expect(issues(pastedPointSchema, '31.5497, 74.3436')).toEqual([['', MSG.coordinatesOutsideIndia]]);
  });

  it('may be left empty where the form lets a masjid wait for its point', () => {
    expect(optionalPastedPointSchema.parse('')).toBeNull();
    expect(optionalPastedPointSchema.parse('   ')).toBeNull();
    expect(optionalPastedPointSchema.parse(' 28.6507, 77.2334 ')).toEqual({
      latitude: 28.6507,
      longitude: 77.2334,
    });
    expect(issues(optionalPastedPointSchema, 'Jama Masjid')).toEqual([['', MSG.coordinatesUnreadable]]);
    expect(issues(optionalPastedPointSchema, '51.5072, -0.1276')).toEqual([
      ['', MSG.coordinatesOutsideIndia],
    ]);
    expect(issues(pastedPointSchema, '')).toEqual([['', MSG.coordinatesRequired]]);
  });
});
