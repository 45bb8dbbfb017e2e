import { describe, expect, it } from 'vitest';
import { checkTimesRules } from './rule-checks';
import { JAMA_MASJID, settingsWith } from './test/sample-masjids';
import { DEFAULT_TIMES_SETTINGS, type JamaatRule } from './time-settings';

const FROM = '2026-01-01';
const withRule = (prayer: string, rule: JamaatRule) =>
  settingsWith({ jamaat: { ...DEFAULT_TIMES_SETTINGS.jamaat, [prayer]: rule } });
const codes = (found: { path: string; said: { messageCode: string } }[]) =>
  found.map((p) => [p.path, p.said.messageCode]);
const month = (p: { said: { messageParams?: Record<string, string | number> } }) =>
  Number(String(p.said.messageParams?.date).split('/')[1]);

describe("a masjid's rules, checked on every day they apply", () => {
  it('finds nothing wrong with the usual rules', () => {
    expect(checkTimesRules(JAMA_MASJID, DEFAULT_TIMES_SETTINGS, FROM)).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it("refuses a fixed Maghrib that is fine in winter but before June's adhan, naming the prayer and the day", () => {
    const { problems } = checkTimesRules(JAMA_MASJID, withRule('maghrib', { at: '18:30' }), FROM);
    expect(codes(problems)).toEqual([['jamaat.maghrib', 'maghribJamaatOutside']]);
    expect(month(problems[0]!)).toBeGreaterThanOrEqual(3);
    expect(month(problems[0]!)).toBeLessThanOrEqual(9);
    expect(problems[0]!.said.message).toMatch(/^The Maghrib jamaat must be after its adhan/);
    expect(problems[0]!.said.message).toContain('it would be at 18:30');
  });

  it("refuses a Maghrib so long after its adhan that it falls after Isha's", () => {
    const { problems } = checkTimesRules(JAMA_MASJID, withRule('maghrib', { after: 90 }), FROM);
    expect(codes(problems)).toEqual([['jamaat.maghrib', 'maghribJamaatOutside']]);
  });

  it('refuses a fixed Fajr after the summer sunrise, and a fixed Isha before the summer adhan', () => {
    expect(codes(checkTimesRules(JAMA_MASJID, withRule('fajr', { at: '06:00' }), FROM).problems)).toEqual([
      ['jamaat.fajr', 'fajrJamaatOutside'],
    ]);
    expect(codes(checkTimesRules(JAMA_MASJID, withRule('isha', { at: '20:00' }), FROM).problems)).toEqual([
      ['jamaat.isha', 'ishaJamaatOutside'],
    ]);
  });

  it('allows a fixed time that is merely late, with a warning naming the prayer', () => {
    const settings = settingsWith({
      overrides: [{ from: '2026-12-01', to: '2026-12-31', jamaat: { asr: { at: '17:15' } } }],
    });
    const checks = checkTimesRules(JAMA_MASJID, settings, FROM);
    expect(checks.problems).toEqual([]);
    expect(codes(checks.warnings)).toEqual([['overrides.0.jamaat.asr', 'asrJamaatLate']]);
    expect(checks.warnings[0]!.said.messageParams).toMatchObject({ date: '01/12/2026', jamaat: '17:15' });
  });

  it("refuses an override's rule on its own days, and not the usual rule it replaces", () => {
    const settings = settingsWith({
      jamaat: { ...DEFAULT_TIMES_SETTINGS.jamaat, isha: { at: '20:00' } },
      overrides: [{ from: '2026-04-01', to: '2026-09-30', jamaat: { isha: { at: '19:30' } } }],
    });
    expect(codes(checkTimesRules(JAMA_MASJID, settings, FROM).problems)).toEqual([
      ['overrides.0.jamaat.isha', 'ishaJamaatOutside'],
    ]);
  });

  it('refuses timetables for dates that share a day, naming both, and allows ones that meet', () => {
    const overrides = [
      { from: '2026-02-18', to: '2026-03-19', jamaat: {} },
      { from: '2026-03-01', to: '2026-04-30', jamaat: {} },
    ];
    const { problems } = checkTimesRules(JAMA_MASJID, settingsWith({ overrides }), FROM);
    expect(codes(problems)).toEqual([['overrides.1.from', 'overridesOverlap']]);
    expect(problems[0]!.said.messageParams).toEqual({
      first: '18/02/2026 – 19/03/2026',
      second: '01/03/2026 – 30/04/2026',
    });
    const meeting = [overrides[0]!, { ...overrides[1]!, from: '2026-03-20' }];
    expect(checkTimesRules(JAMA_MASJID, settingsWith({ overrides: meeting }), FROM).problems).toEqual([]);
  });

  it("refuses a Jumu'ah before Dhuhr's adhan, and an Eid prayer before sunrise", () => {
    const jumuah = [{ khutbah: '11:45', jamaat: '12:00' }];
    expect(codes(checkTimesRules(JAMA_MASJID, settingsWith({ jumuah }), FROM).problems)).toEqual([
      ['jumuah.0', 'jumuahOutside'],
    ]);
    const eid = { fitr: { date: '2026-03-20', times: ['06:00', '07:30'] } };
    expect(codes(checkTimesRules(JAMA_MASJID, settingsWith({ eid }), FROM).problems)).toEqual([
      ['eid.fitr.times.0', 'eidOutside'],
    ]);
  });
});
