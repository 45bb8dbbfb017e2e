import { describe, expect, it } from 'vitest';
import { instantInIndia } from './india-clock';
import { jamaatUnderway, nextJamaat } from './next-jamaat';
import { JAMA_MASJID, settingsWith } from './test/sample-masjids';
import { timesOfDays } from './timetable';

const FIXED = settingsWith({
  jamaat: {
    fajr: { at: '05:30' },
    dhuhr: { at: '13:30' },
    asr: { at: '17:00' },
    maghrib: { after: 5 },
    isha: { at: '20:45' },
  },
  jumuah: [
    { khutbah: '13:00', jamaat: '13:15' },
    { khutbah: '13:45', jamaat: '14:00' },
  ],
});
// Thursday 2 and Friday 3 July 2026.
const DAYS = timesOfDays(JAMA_MASJID, [{ from: '2026-01-01', settings: FIXED }], '2026-07-02', 2);
const at = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return instantInIndia(date, h * 60 + m);
};

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
