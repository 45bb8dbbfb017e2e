import { describe, expect, it } from 'vitest';
import { ageInYears } from './dates';
import { formatDate } from './format-date';
import { nextLocationType } from './locations';

describe('next location level', () => {
  it('goes Country, State, District, City, Locality, then nothing', () => {
    const seen: (string | null)[] = [];
    let t = nextLocationType(null);
    while (t) {
      seen.push(t);
      t = nextLocationType(t);
    }
    expect(seen).toEqual(['country', 'state', 'district', 'city', 'locality']);
  });
});

describe('dates', () => {
  it("display as day, short month, year and 'Invalid date' when unreadable", () => {
    expect(formatDate('2026-03-09')).toBe('9 Mar 2026');
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate(null)).toBe('');
  });

  it('compute age in whole years around the birthday', () => {
    const today = new Date('2026-06-15T00:00:00Z');
    expect(ageInYears('2000-06-15', today)).toBe(26);
    expect(ageInYears('2000-06-16', today)).toBe(25);
    expect(ageInYears('garbage', today)).toBeNull();
  });
});
