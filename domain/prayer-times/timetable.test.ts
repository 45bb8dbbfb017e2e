import { describe, expect, it } from 'vitest';
import { JAMA_MASJID, settingsWith } from './test/sample-masjids';
import { timesQuerySchema, timesReplySchema } from './times-reply-schema';
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

describe("getMosqueTimes' reply", () => {
  it('lets through every field a day has, Jumuah, Sehri, Iftar and Eid included, and nothing else', () => {
    const settings = settingsWith({
      jumuah: [{ khutbah: '13:00', jamaat: '13:15' }],
      eid: { fitr: { date: '2026-03-20', times: ['07:30'] } },
    });
    const days = timesOfDays(JAMA_MASJID, [{ from: '2026-01-01', settings }], '2026-03-19', 3);
    expect(days.map((d) => Object.keys(d).sort())).toEqual([
      ['date', 'hijri', 'iftar', 'prayers', 'sehri'],
      ['date', 'eid', 'hijri', 'jumuah', 'prayers'],
      ['date', 'hijri', 'prayers'],
    ]);
    expect(timesReplySchema.parse({ days })).toEqual({ days });
    const leaked = { ...days[2]!, settings } as unknown;
    expect(timesReplySchema.parse({ days: [leaked] }).days[0]).toEqual(days[2]);
  });

  it('takes a masjid, a first day and 1 to 31 days', () => {
    const mosqueId = '6f1c2a1e-8a3b-4c1d-9e2f-0a1b2c3d4e5f';
    expect(timesQuerySchema.safeParse({ mosqueId, from: '2026-03-01', days: 31 }).success).toBe(true);
    for (const days of [0, 32, 1.5])
      expect(timesQuerySchema.safeParse({ mosqueId, from: '2026-03-01', days }).success).toBe(false);
    expect(timesQuerySchema.safeParse({ mosqueId, from: '2026-02-30', days: 1 }).success).toBe(false);
  });
});
