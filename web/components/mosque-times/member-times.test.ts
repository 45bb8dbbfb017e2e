import { describe, expect, it } from 'vitest';
import { jamaatsOf } from '../../../domain/prayer-times/next-jamaat';
import { atInIndia as at, FIXED_TIMES } from '../../../domain/prayer-times/test/fixed-times';
import { JAMA_MASJID } from '../../../domain/prayer-times/test/sample-masjids';
import { daysOf, jamaatStateAt, pointOf, shiftMonth, type TimesRules } from './member-times';

const FIXED = { ...FIXED_TIMES, displayDarkMinutes: 10 };

const rulesWith = (changes: Partial<TimesRules> = {}): TimesRules => ({
  mosque: {
    id: '00000000-0000-4000-8000-000000000001',
    mosqueId: 'JAMA',
    name: 'Jama Masjid',
    address: '',
    url: '',
    placeNames: ['Chandni Chowk', 'Delhi'],
    ...JAMA_MASJID,
  },
  versions: [{ from: '2026-06-01', settings: FIXED }],
  indiaHijriAdjustment: 0,
  changedAt: null,
  ...changes,
});

const RULES = rulesWith();
const listedNames = (now: Date) =>
  jamaatsOf([jamaatStateAt(now, RULES, JAMA_MASJID).listed]).map((j) => `${j.prayer} ${j.jamaat}`);

describe("the member home's jamaats", () => {
  it('shows the next jamaat of the day and lists the day', () => {
    // Thursday 2 July 2026.
    const state = jamaatStateAt(at('2026-07-02', '10:00'), RULES, JAMA_MASJID);
    expect(state.today).toBe('2026-07-02');
    expect(state.next).toMatchObject({ prayer: 'dhuhr', jamaat: '13:30', date: '2026-07-02' });
    expect(state.underway).toBeNull();
    expect(state.listed.date).toBe('2026-07-02');
    expect(state.changesAt).toEqual(at('2026-07-02', '13:30'));
  });

  it("on a Friday lists every Jumu'ah in place of Dhuhr, and the next is the first Jumu'ah", () => {
    const now = at('2026-07-03', '12:00');
    expect(jamaatStateAt(now, RULES, JAMA_MASJID).next).toMatchObject({ prayer: 'jumuah', jamaat: '13:15' });
    const names = listedNames(now);
    expect(names).toContain('jumuah 13:15');
    expect(names).toContain('jumuah 14:00');
    expect(names.some((n) => n.startsWith('dhuhr'))).toBe(false);
  });

  it("after Isha shows tomorrow's Fajr and lists tomorrow", () => {
    const state = jamaatStateAt(at('2026-07-02', '21:30'), RULES, JAMA_MASJID);
    expect(state.next).toMatchObject({ prayer: 'fajr', date: '2026-07-03', jamaat: '05:30' });
    expect(state.listed.date).toBe('2026-07-03');
    // Midnight comes before Fajr: the home is drawn again then, for the new day.
    expect(state.changesAt).toEqual(at('2026-07-03', '00:00'));
  });

  it('says a jamaat is under way for the masjid’s minutes, then moves on', () => {
    const during = jamaatStateAt(at('2026-07-02', '17:04'), RULES, JAMA_MASJID);
    expect(during.underway).toMatchObject({ prayer: 'asr', jamaat: '17:00' });
    expect(during.next?.prayer).toBe('maghrib');
    expect(during.changesAt).toEqual(at('2026-07-02', '17:10'));
    expect(jamaatStateAt(at('2026-07-02', '17:10'), RULES, JAMA_MASJID).underway).toBeNull();
  });

  it('has no point, and so no times, for a masjid without coordinates', () => {
    const unset = rulesWith({ mosque: { ...RULES.mosque, latitude: null, longitude: null } });
    expect(pointOf(unset)).toBeNull();
    expect(pointOf(RULES)).toEqual(JAMA_MASJID);
  });

  it("takes a day before the oldest version kept by that version, not by the portal's defaults", () => {
    const [before] = daysOf(RULES, JAMA_MASJID, '2026-05-20', 1);
    expect(before!.prayers.find((p) => p.name === 'isha')!.jamaat).toBe('20:45');
  });
});

describe('the months of the timetable', () => {
  it('go back and forth across a year', () => {
    expect(shiftMonth('2026-07', 1)).toBe('2026-08');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
