import { describe, expect, it } from 'vitest';
import { jamaatUnderway, nextJamaat } from './next-jamaat';
import { atInIndia as at, FIXED_TIMES } from './test/fixed-times';
import { JAMA_MASJID } from './test/sample-masjids';
import { timesOfDays } from './timetable';

// Thursday 2 and Friday 3 July 2026.
const DAYS = timesOfDays(JAMA_MASJID, [{ from: '2026-01-01', settings: FIXED_TIMES }], '2026-07-02', 2);

describe('the next jamaat', () => {
  it('is the next of the day, by the clock in India', () => {
    expect(nextJamaat(at('2026-07-02', '10:00'), DAYS)).toMatchObject({ prayer: 'dhuhr', jamaat: '13:30' });
    expect(nextJamaat(at('2026-07-02', '13:29'), DAYS)).toMatchObject({
      prayer: 'dhuhr',
      date: '2026-07-02',
    });
  });

  it("after Isha, is tomorrow's Fajr", () => {
    expect(nextJamaat(at('2026-07-02', '20:46'), DAYS)).toMatchObject({
      prayer: 'fajr',
      date: '2026-07-03',
      jamaat: '05:30',
    });
    expect(nextJamaat(at('2026-07-02', '23:59'), DAYS)!.at).toEqual(at('2026-07-03', '05:30'));
  });

  it("on a Friday, is each Jumu'ah in turn, not Dhuhr", () => {
    expect(nextJamaat(at('2026-07-03', '12:00'), DAYS)).toMatchObject({ prayer: 'jumuah', jamaat: '13:15' });
    expect(nextJamaat(at('2026-07-03', '13:15'), DAYS)).toMatchObject({ prayer: 'jumuah', jamaat: '14:00' });
    expect(nextJamaat(at('2026-07-03', '14:00'), DAYS)).toMatchObject({ prayer: 'asr' });
  });

  it('is none past the last day given', () => {
    expect(nextJamaat(at('2026-07-03', '21:00'), DAYS)).toBeNull();
  });

  it('is underway for the minutes the TV stays dark, then not', () => {
    expect(jamaatUnderway(at('2026-07-02', '17:00'), DAYS, 10)).toMatchObject({ prayer: 'asr' });
    expect(jamaatUnderway(at('2026-07-02', '17:09'), DAYS, 10)).toMatchObject({ prayer: 'asr' });
    expect(jamaatUnderway(at('2026-07-02', '17:10'), DAYS, 10)).toBeNull();
    expect(jamaatUnderway(at('2026-07-02', '16:59'), DAYS, 10)).toBeNull();
  });
});
