import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMES_SETTINGS, type TimesSettings } from '../../../domain/prayer-times/time-settings';
import { errorsOf, previewSettingsOf, timesResolver } from './times-form-check';
import {
  changedPatchOf,
  fieldOfPath,
  fromOf,
  fullPatchOf,
  newOverride,
  valuesOf,
  versionOn,
} from './times-form-values';

// 10:00 in India on Wednesday 2 December 2026.
const NOW = new Date('2026-12-02T04:30:00Z');
const base: TimesSettings = {
  ...DEFAULT_TIMES_SETTINGS,
  jumuah: [{ khutbah: '13:15', jamaat: '13:30' }],
  eid: { fitr: { date: '2027-03-10', times: ['07:30', '08:30'] } },
};

describe("the times form's values", () => {
  it('give back the settings they were made from, so that an untouched form changes nothing', () => {
    const full = fullPatchOf(valuesOf(base), NOW);
    expect(full.from).toBe('2026-12-02');
    expect(changedPatchOf(full, base)).toEqual({ from: '2026-12-02' });
  });

  it('send only what changed: a prayer rule on its own, Jumuah whole, a cleared Eid as null', () => {
    const values = valuesOf(base, 'tomorrow');
    values.asr = 'shafii';
    values.jamaat.isha = { ...values.jamaat.isha, kind: 'at', at: '20:45' };
    values.jumuah.push({ khutbah: '14:00', jamaat: '14:15' });
    values.eid.fitr.on = false;
    values.adjustments.maghrib = '2';
    expect(changedPatchOf(fullPatchOf(values, NOW), base)).toEqual({
      from: '2026-12-03',
      asr: 'shafii',
      adjustments: { maghrib: 2 },
      jamaat: { isha: { at: '20:45' } },
      jumuah: [
        { khutbah: '13:15', jamaat: '13:30' },
        { khutbah: '14:00', jamaat: '14:15' },
      ],
      eid: { fitr: null },
    });
  });

  it('write a rule as minutes after the adhan with its rounding, or a fixed time, never both', () => {
    const values = valuesOf(base);
    values.jamaat.fajr = { kind: 'after', after: '25', roundTo: '15', at: '05:00' };
    values.jamaat.dhuhr = { kind: 'after', after: '10', roundTo: '0', at: '' };
    const full = fullPatchOf(values, NOW);
    expect(full.jamaat?.fajr).toEqual({ after: 25, roundTo: 15 });
    expect(full.jamaat?.dhuhr).toEqual({ after: 10 });
  });

  it('keep in a timetable for dates only the prayers it changes', () => {
    const values = valuesOf(base);
    const o = newOverride('2027-02-18');
    o.jamaat.isha = { kind: 'at', after: '', roundTo: '0', at: '21:15' };
    values.overrides.push(o);
    expect(fullPatchOf(values, NOW).overrides).toEqual([
      { from: '2027-02-18', to: '2027-02-24', jamaat: { isha: { at: '21:15' } } },
    ]);
  });

  it('take the first day from Today, Tomorrow or the day chosen', () => {
    expect(fromOf({ when: 'today', date: '' }, NOW)).toBe('2026-12-02');
    expect(fromOf({ when: 'tomorrow', date: '' }, NOW)).toBe('2026-12-03');
    expect(fromOf({ when: 'date', date: '2027-01-01' }, NOW)).toBe('2027-01-01');
  });

  it('read the version in force on a day', () => {
    const versions = [
      { from: '2026-11-01', settings: base },
      { from: '2026-12-10', settings: { ...base, asr: 'shafii' as const } },
    ];
    expect(versionOn(versions, '2026-12-02')?.from).toBe('2026-11-01');
    expect(versionOn(versions, '2026-12-10')?.from).toBe('2026-12-10');
    expect(versionOn(versions, '2026-10-31')).toBe(undefined);
  });
});

describe("the server's paths", () => {
  const values = valuesOf(base);
  values.jamaat.isha = { kind: 'at', after: '15', roundTo: '0', at: '20:45' };
  values.overrides.push(newOverride('2027-02-18'));

  it('land on the field typed into: the fixed time or the minutes, by the kind chosen', () => {
    expect(fieldOfPath('jamaat.isha', values)).toBe('jamaat.isha.at');
    expect(fieldOfPath('jamaat.fajr', values)).toBe('jamaat.fajr.after');
    expect(fieldOfPath('jamaat.fajr.roundTo', values)).toBe('jamaat.fajr.roundTo');
    expect(fieldOfPath('overrides.0.from', values)).toBe('overrides.0.from');
    expect(fieldOfPath('overrides.0.to', values)).toBe('overrides.0.to');
    expect(fieldOfPath('jumuah.0', values)).toBe('jumuah.0.khutbah');
    expect(fieldOfPath('jumuah.0.jamaat', values)).toBe('jumuah.0.jamaat');
    expect(fieldOfPath('eid.fitr.times.1', values)).toBe('eid.fitr.times.1.value');
    expect(fieldOfPath('hijriAdjustment', values)).toBe('hijri');
    expect(fieldOfPath('from', values)).toBe('when');
    expect(fieldOfPath('overrides.5.from', values)).toBe(null);
  });

  it('mark each field once, and keep apart what has no field', () => {
    const { errors, loose } = errorsOf(
      [
        { path: 'jamaat.isha', message: 'late' },
        { path: 'jamaat.isha', message: 'again' },
        { path: 'nowhere', message: 'loose' },
      ],
      values,
    );
    expect(errors.jamaat?.isha?.at?.message).toBe('late');
    expect(loose).toEqual(['loose']);
  });
});

describe('the resolver', () => {
  it("refuses with the update schema's messages, on the form's fields", async () => {
    const values = valuesOf(base);
    values.jamaat.fajr = { kind: 'at', after: '', roundTo: '0', at: '3 am' };
    values.adjustments.isha = '';
    values.jumuah[0] = { khutbah: '13:45', jamaat: '13:30' };
    const { errors } = await timesResolver(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(errors.jamaat?.fajr?.at?.message).toBe('Please enter a time as HH:MM, such as 13:30');
    expect(errors.adjustments?.isha?.message).toMatch(/whole number of minutes/);
    expect(errors.jumuah?.[0]?.khutbah?.message).toBe("The khutbah must come before its Jumu'ah jamaat");
  });

  it('previews what parses and leaves the rest as it was', () => {
    const values = valuesOf(base);
    values.asr = 'shafii';
    values.jamaat.isha = { kind: 'at', after: '', roundTo: '0', at: '2' };
    const settings = previewSettingsOf(values, base);
    expect(settings.asr).toBe('shafii');
    expect(settings.jamaat.isha).toEqual(base.jamaat.isha);
  });
});
