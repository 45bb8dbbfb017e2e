import { describe, expect, it } from 'vitest';
import { JAMA_MASJID, settingsWith } from './test/sample-masjids';
import { monthTimetable, timesOfDays } from './timetable';

const ishaOf = (day: { prayers: { name: string; jamaat: string | null }[] }) =>
  day.prayers.find((p) => p.name === 'isha')!.jamaat;

describe("a masjid's timetable over days", () => {
  it('is every day of the month, first to last, February of a leap year included', () => {
    const days = monthTimetable(JAMA_MASJID, [], '2028-02');
    expect(days).toHaveLength(29);
    expect(days[0]!.date).toBe('2028-02-01');
    expect(days.at(-1)!.date).toBe('2028-02-29');
    expect(monthTimetable(JAMA_MASJID, [], '2026-12')).toHaveLength(31);
  });

  it('uses on each day the settings in force from their date on, whatever order they come in', () => {
    const versions = [
      {
        from: '2026-11-08',
        settings: settingsWith({ jamaat: { ...settingsWith({}).jamaat, isha: { at: '20:00' } } }),
      },
      {
        from: '2026-01-01',
        settings: settingsWith({ jamaat: { ...settingsWith({}).jamaat, isha: { at: '20:30' } } }),
      },
    ];
    const days = timesOfDays(JAMA_MASJID, versions, '2026-11-06', 4);
    expect(days.map(ishaOf)).toEqual(['20:30', '20:30', '20:00', '20:00']);
  });

  it('uses the default settings before the first version', () => {
    const versions = [
      {
        from: '2026-11-08',
        settings: settingsWith({ jamaat: { ...settingsWith({}).jamaat, isha: { at: '20:00' } } }),
      },
    ];
    const [before] = timesOfDays(JAMA_MASJID, versions, '2026-11-07', 1);
    expect(ishaOf(before!)).not.toBe('20:00');
  });
});
