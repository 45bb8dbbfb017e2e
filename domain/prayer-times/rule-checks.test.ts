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

describe("a masjid's rules, checked on the days they apply", () => {
  it('finds nothing wrong with the usual rules', () => {
    expect(checkTimesRules(JAMA_MASJID, DEFAULT_TIMES_SETTINGS, FROM)).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it('saves an all-year fixed Fajr in Delhi with a warning naming the first day it leaves its time', () => {
    // 05:30 holds through September, October and most of November; Fajr's adhan passes it on 28 November.
    const { problems, warnings } = checkTimesRules(
      JAMA_MASJID,
      withRule('fajr', { at: '05:30' }),
      '2026-09-01',
    );
    expect(problems).toEqual([]);
    expect(codes(warnings)).toEqual([['jamaat.fajr', 'fajrJamaatOutsideLater']]);
    expect(warnings[0]!.said.messageParams).toEqual({
      date: '28/11/2026',
      jamaat: '05:30',
      adhan: '05:31',
      end: '06:54',
    });
    expect(warnings[0]!.said.message).toBe(
      'On 28/11/2026 the Fajr jamaat at 05:30 first falls outside its time, 05:31 to sunrise at 06:54. Please set new times from that day',
    );
  });

  it('refuses a fixed Fajr that is wrong today, or within the month, naming that day', () => {
    const today = checkTimesRules(JAMA_MASJID, withRule('fajr', { at: '05:30' }), '2026-12-01');
    expect(codes(today.problems)).toEqual([['jamaat.fajr', 'fajrJamaatOutside']]);
    expect(today.problems[0]!.said.messageParams).toMatchObject({ date: '01/12/2026', adhan: '05:33' });
    expect(today.warnings).toEqual([]);
    const soon = checkTimesRules(JAMA_MASJID, withRule('fajr', { at: '05:30' }), '2026-11-15');
    expect(codes(soon.problems)).toEqual([['jamaat.fajr', 'fajrJamaatOutside']]);
    expect(soon.problems[0]!.said.messageParams).toMatchObject({ date: '28/11/2026' });
  });

  it('checks a version only until the next one begins, and refuses from the day the caller names', () => {
    const fajr = withRule('fajr', { at: '05:30' });
    expect(checkTimesRules(JAMA_MASJID, fajr, '2026-09-01', { until: '2026-11-01' })).toEqual({
      problems: [],
      warnings: [],
    });
    // A later version changed in the same save is refused only in the month from the day the save chose.
    const later = checkTimesRules(JAMA_MASJID, fajr, '2026-11-20', { refuseBefore: '2026-11-20' });
    expect(later.problems).toEqual([]);
    expect(codes(later.warnings)).toEqual([['jamaat.fajr', 'fajrJamaatOutsideLater']]);
  });

  it("warns of a fixed Maghrib that is fine in winter but before the spring's adhan, naming the day", () => {
    const { problems, warnings } = checkTimesRules(JAMA_MASJID, withRule('maghrib', { at: '18:30' }), FROM);
    expect(problems).toEqual([]);
    expect(codes(warnings)).toEqual([['jamaat.maghrib', 'maghribJamaatOutsideLater']]);
    expect(month(warnings[0]!)).toBe(3);
    expect(warnings[0]!.said.message).toContain('the Maghrib jamaat at 18:30 first falls outside its time');
  });

  it("refuses a Maghrib so long after its adhan that it falls after Isha's", () => {
    const { problems } = checkTimesRules(JAMA_MASJID, withRule('maghrib', { after: 90 }), FROM);
    expect(codes(problems)).toEqual([['jamaat.maghrib', 'maghribJamaatOutside']]);
    expect(problems[0]!.said.message).toMatch(/^The Maghrib jamaat must be after its adhan/);
  });

  it('refuses a fixed Fajr after the June sunrise, and a fixed Isha before the June adhan, in June', () => {
    const JUNE = '2026-06-01';
    expect(codes(checkTimesRules(JAMA_MASJID, withRule('fajr', { at: '06:00' }), JUNE).problems)).toEqual([
      ['jamaat.fajr', 'fajrJamaatOutside'],
    ]);
    expect(codes(checkTimesRules(JAMA_MASJID, withRule('isha', { at: '20:00' }), JUNE).problems)).toEqual([
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

  it("refuses an override's rule on its own days, months ahead too, and not the usual rule it replaces", () => {
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
