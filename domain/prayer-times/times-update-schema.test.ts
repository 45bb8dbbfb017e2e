import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { DEFAULT_TIMES_SETTINGS } from './time-settings';
import { applyTimesPatch, timesPatchSchema } from './times-update-schema';

const messagesOf = (input: unknown) => {
  const parsed = timesPatchSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('an update of the times', () => {
  it('takes the fields of the times, each optional', () => {
    expect(messagesOf({})).toEqual([]);
    expect(
      messagesOf({
        from: '2026-11-08',
        method: 'isna',
        asr: 'shafii',
        adjustments: { fajr: -2, isha: 30 },
        jamaat: { fajr: { after: 20, roundTo: 15 }, maghrib: { after: 0 }, isha: { at: '20:45' } },
        jumuah: [
          { khutbah: '13:00', jamaat: '13:15' },
          { khutbah: '13:30', jamaat: '13:45' },
          { khutbah: '14:00', jamaat: '14:15' },
        ],
        eid: { fitr: { date: '2026-03-20', times: ['07:00', '08:00', '09:00'] }, adha: null },
        overrides: [{ from: '2026-02-18', to: '2026-03-19', jamaat: { isha: { at: '20:15' } } }],
        sehriMinutesBeforeFajr: 0,
        hijriAdjustment: -2,
        displayDarkMinutes: 30,
      }),
    ).toEqual([]);
  });

  it('refuses each field out of its bounds with its own message', () => {
    expect(messagesOf({ method: 'tehran' })).toEqual([['method', MSG.methodChoose]]);
    expect(messagesOf({ asr: 'maliki' })).toEqual([['asr', MSG.asrSchoolChoose]]);
    expect(messagesOf({ adjustments: { asr: 31 } })).toEqual([['adjustments.asr', MSG.adjustmentTooLarge]]);
    expect(messagesOf({ adjustments: { asr: 1.5 } })).toEqual([['adjustments.asr', MSG.adjustmentTooLarge]]);
    expect(messagesOf({ jamaat: { isha: { after: 151 } } })).toEqual([
      ['jamaat.isha.after', MSG.jamaatAfterRange],
    ]);
    expect(messagesOf({ jamaat: { isha: { after: -1 } } })).toEqual([
      ['jamaat.isha.after', MSG.jamaatAfterRange],
    ]);
    expect(messagesOf({ jamaat: { isha: { after: 5, roundTo: 10 } } })).toEqual([
      ['jamaat.isha.roundTo', MSG.jamaatRoundTo],
    ]);
    expect(messagesOf({ jamaat: { isha: { at: '24:00' } } })).toEqual([['jamaat.isha.at', MSG.timeInvalid]]);
    expect(messagesOf({ jamaat: { isha: { at: '8:45 pm' } } })).toEqual([
      ['jamaat.isha.at', MSG.timeInvalid],
    ]);
    expect(messagesOf({ jamaat: { isha: { at: '20:45', after: 5 } } })).toEqual([
      ['jamaat.isha', MSG.jamaatRuleChoose],
    ]);
    expect(messagesOf({ jamaat: { isha: {} } })).toEqual([['jamaat.isha', MSG.jamaatRuleChoose]]);
    expect(messagesOf({ sehriMinutesBeforeFajr: 61 })).toEqual([
      ['sehriMinutesBeforeFajr', MSG.sehriMinutesRange],
    ]);
    expect(messagesOf({ hijriAdjustment: 3 })).toEqual([['hijriAdjustment', MSG.hijriAdjustmentRange]]);
    expect(messagesOf({ displayDarkMinutes: 31 })).toEqual([['displayDarkMinutes', MSG.displayDarkRange]]);
    expect(messagesOf({ from: '2026-02-30' })).toEqual([['from', MSG.dateInvalid]]);
  });

  it("refuses a fourth Jumu'ah, a khutbah after its jamaat, and an Eid without a time or with four", () => {
    const jumuah = { khutbah: '13:00', jamaat: '13:15' };
    expect(messagesOf({ jumuah: [jumuah, jumuah, jumuah, jumuah] })).toEqual([['jumuah', MSG.jumuahCount]]);
    expect(messagesOf({ jumuah: [{ khutbah: '13:30', jamaat: '13:15' }] })).toEqual([
      ['jumuah.0.khutbah', MSG.khutbahAfterJamaat],
    ]);
    expect(messagesOf({ eid: { adha: { date: '2026-05-27', times: [] } } })).toEqual([
      ['eid.adha.times', MSG.eidTimesCount],
    ]);
    const four = ['06:30', '07:00', '07:30', '08:00'];
    expect(messagesOf({ eid: { adha: { date: '2026-05-27', times: four } } })).toEqual([
      ['eid.adha.times', MSG.eidTimesCount],
    ]);
  });

  it('refuses a timetable for dates that ends before it begins, or lasts more than a year', () => {
    expect(messagesOf({ overrides: [{ from: '2026-03-19', to: '2026-02-18', jamaat: {} }] })).toEqual([
      ['overrides.0.to', MSG.daysOutOfOrder],
    ]);
    expect(messagesOf({ overrides: [{ from: '2026-01-01', to: '2027-01-02', jamaat: {} }] })).toEqual([
      ['overrides.0.to', MSG.overrideTooLong],
    ]);
    expect(messagesOf({ overrides: [{ from: '2028-01-01', to: '2028-12-31', jamaat: {} }] })).toEqual([]);
  });
});

describe('an update applied', () => {
  it('changes what it names and keeps what it omits, each prayer on its own', () => {
    const patch = timesPatchSchema.parse({
      asr: 'shafii',
      adjustments: { isha: 2 },
      jamaat: { isha: { at: '20:45' } },
    });
    const after = applyTimesPatch(DEFAULT_TIMES_SETTINGS, patch);
    expect(after).toEqual({
      ...DEFAULT_TIMES_SETTINGS,
      asr: 'shafii',
      adjustments: { ...DEFAULT_TIMES_SETTINGS.adjustments, isha: 2 },
      jamaat: { ...DEFAULT_TIMES_SETTINGS.jamaat, isha: { at: '20:45' } },
    });
  });

  it("sets and clears an Eid, and follows India's Hijri date again on null", () => {
    const fitr = { date: '2026-03-20', times: ['07:30'] };
    const set = applyTimesPatch(
      { ...DEFAULT_TIMES_SETTINGS, hijriAdjustment: 1 },
      timesPatchSchema.parse({ eid: { fitr }, hijriAdjustment: null }),
    );
    expect(set.eid).toEqual({ fitr });
    expect(set.hijriAdjustment).toBeNull();
    expect(applyTimesPatch(set, timesPatchSchema.parse({ eid: { fitr: null } })).eid).toEqual({});
    expect(applyTimesPatch(set, timesPatchSchema.parse({})).eid).toEqual({ fitr });
  });
});
