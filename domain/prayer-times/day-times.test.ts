import { describe, expect, it } from 'vitest';
import { adhanMinutesOn } from './adhan-times';
import { timesOfDay } from './day-times';
import { clockMinutes, clockText } from './india-clock';
import { roundUpTo } from './jamaat-rule';
import { JAMA_MASJID, settingsWith } from './test/sample-masjids';

const prayer = (day: ReturnType<typeof timesOfDay>, name: string) =>
  day.prayers.find((p) => p.name === name)!;

describe("a day's times at a masjid", () => {
  it('names the six times in order, each adhan and jamaat as HH:MM, and no jamaat at sunrise', () => {
    const day = timesOfDay(JAMA_MASJID, settingsWith({}), '2026-07-01');
    expect(day.prayers.map((p) => p.name)).toEqual(['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha']);
    for (const p of day.prayers) expect(p.adhan).toMatch(/^\d\d:\d\d$/);
    expect(prayer(day, 'sunrise').jamaat).toBeNull();
    expect(day.date).toBe('2026-07-01');
  });

  it('counts each jamaat from the adhan as shown, after the adjustment, then rounds it up', () => {
    const settings = settingsWith({
      adjustments: { fajr: 0, sunrise: 0, dhuhr: 3, asr: 0, maghrib: 2, isha: 0 },
      jamaat: {
        fajr: { at: '05:00' },
        dhuhr: { after: 10, roundTo: 15 },
        asr: { after: 15, roundTo: 5 },
        maghrib: { after: 5 },
        isha: { at: '20:45' },
      },
    });
    const day = timesOfDay(JAMA_MASJID, settings, '2026-07-01');
    const adhan = adhanMinutesOn(JAMA_MASJID, settings, '2026-07-01');
    expect(prayer(day, 'fajr').jamaat).toBe('05:00');
    expect(prayer(day, 'dhuhr').adhan).toBe(clockText(adhan.dhuhr));
    expect(prayer(day, 'dhuhr').jamaat).toBe(clockText(roundUpTo(adhan.dhuhr + 10, 15)));
    expect(prayer(day, 'asr').jamaat).toBe(clockText(roundUpTo(adhan.asr + 15, 5)));
    expect(clockMinutes(prayer(day, 'maghrib').jamaat!)).toBe(clockMinutes(prayer(day, 'maghrib').adhan) + 5);
    expect(prayer(day, 'isha').jamaat).toBe('20:45');
  });

  it("gives Friday Jumu'ah in place of Dhuhr's jamaat, and keeps Dhuhr's adhan", () => {
    const jumuah = [
      { khutbah: '13:00', jamaat: '13:15' },
      { khutbah: '13:45', jamaat: '14:00' },
    ];
    const settings = settingsWith({ jumuah });
    const friday = timesOfDay(JAMA_MASJID, settings, '2026-07-03');
    expect(friday.jumuah).toEqual(jumuah);
    expect(prayer(friday, 'dhuhr').jamaat).toBeNull();
    expect(prayer(friday, 'dhuhr').adhan).toMatch(/^12:\d\d$/);
    const thursday = timesOfDay(JAMA_MASJID, settings, '2026-07-02');
    expect(thursday.jumuah).toBeUndefined();
    expect(prayer(thursday, 'dhuhr').jamaat).not.toBeNull();
  });

  it("keeps Dhuhr's jamaat on a Friday while the masjid has set no Jumu'ah", () => {
    const friday = timesOfDay(JAMA_MASJID, settingsWith({}), '2026-07-03');
    expect(friday.jumuah).toBeUndefined();
    expect(prayer(friday, 'dhuhr').jamaat).not.toBeNull();
  });

  it('gives Sehri and Iftar in Ramadan only: Fajr less the minutes, and Maghrib', () => {
    const settings = settingsWith({ sehriMinutesBeforeFajr: 12 });
    const ramadan = timesOfDay(JAMA_MASJID, settings, '2026-02-18');
    expect(ramadan.hijri).toEqual({ day: 1, month: 9, year: 1447 });
    expect(clockMinutes(ramadan.sehri!)).toBe(clockMinutes(prayer(ramadan, 'fajr').adhan) - 12);
    expect(ramadan.iftar).toBe(prayer(ramadan, 'maghrib').adhan);
    const shaban = timesOfDay(JAMA_MASJID, settings, '2026-02-17');
    expect(shaban.sehri).toBeUndefined();
    expect(shaban.iftar).toBeUndefined();
  });

  it("follows India's Hijri adjustment, unless the masjid keeps its own", () => {
    const india = timesOfDay(JAMA_MASJID, settingsWith({}), '2026-02-18', -1);
    expect(india.hijri).toEqual({ day: 29, month: 8, year: 1447 });
    expect(india.sehri).toBeUndefined();
    const own = timesOfDay(JAMA_MASJID, settingsWith({ hijriAdjustment: 0 }), '2026-02-18', -1);
    expect(own.hijri.month).toBe(9);
  });

  it('gives the Eid prayers on the day announced, and not the day before', () => {
    const settings = settingsWith({
      eid: { fitr: { date: '2026-03-20', times: ['07:30', '08:15', '09:00'] } },
    });
    expect(timesOfDay(JAMA_MASJID, settings, '2026-03-20').eid).toEqual({
      name: 'fitr',
      times: ['07:30', '08:15', '09:00'],
    });
    expect(timesOfDay(JAMA_MASJID, settings, '2026-03-19').eid).toBeUndefined();
  });
});

describe('a timetable for dates (Ramadan, winter, summer)', () => {
  const settings = settingsWith({
    jamaat: { ...settingsWith({}).jamaat, isha: { at: '20:30' } },
    jumuah: [{ khutbah: '13:15', jamaat: '13:30' }],
    overrides: [
      {
        from: '2026-02-18',
        to: '2026-03-19',
        jamaat: { isha: { at: '20:15' }, fajr: { after: 10 } },
        jumuah: [{ khutbah: '13:00', jamaat: '13:15' }],
      },
    ],
  });
  const isha = (date: string) => prayer(timesOfDay(JAMA_MASJID, settings, date), 'isha').jamaat;

  it('takes effect on its first day and ends after its last', () => {
    expect(isha('2026-02-17')).toBe('20:30');
    expect(isha('2026-02-18')).toBe('20:15');
    expect(isha('2026-03-01')).toBe('20:15');
    expect(isha('2026-03-19')).toBe('20:15');
    expect(isha('2026-03-20')).toBe('20:30');
  });

  it("replaces only the rules it names, and its own Jumu'ah on its Fridays", () => {
    const day = timesOfDay(JAMA_MASJID, settings, '2026-02-20');
    const usual = timesOfDay(JAMA_MASJID, settingsWith({}), '2026-02-20');
    expect(prayer(day, 'asr').jamaat).toBe(prayer(usual, 'asr').jamaat);
    expect(clockMinutes(prayer(day, 'fajr').jamaat!)).toBe(clockMinutes(prayer(day, 'fajr').adhan) + 10);
    expect(day.jumuah).toEqual([{ khutbah: '13:00', jamaat: '13:15' }]);
    expect(timesOfDay(JAMA_MASJID, settings, '2026-03-27').jumuah).toEqual([
      { khutbah: '13:15', jamaat: '13:30' },
    ]);
  });
});
