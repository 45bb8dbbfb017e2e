import { describe, expect, it } from 'vitest';
import { comingChanges } from './coming-changes';
import { JAMA_MASJID, settingsWith } from './test/sample-masjids';
import { DEFAULT_TIMES_SETTINGS } from './time-settings';

const withIsha = (at: string) => settingsWith({ jamaat: { ...DEFAULT_TIMES_SETTINGS.jamaat, isha: { at } } });

describe('the changes members see coming', () => {
  it('names a new rule on the day it begins, with its jamaat that day', () => {
    const versions = [
      { from: '2026-01-01', settings: withIsha('20:30') },
      { from: '2026-11-08', settings: withIsha('20:45') },
    ];
    expect(comingChanges(JAMA_MASJID, versions, '2026-11-05')).toEqual([
      { date: '2026-11-08', prayer: 'isha', jamaat: '20:45' },
    ]);
  });

  it('names nothing while the jamaats only follow their adhans', () => {
    expect(
      comingChanges(JAMA_MASJID, [{ from: '2026-01-01', settings: DEFAULT_TIMES_SETTINGS }], '2026-06-01'),
    ).toEqual([]);
  });

  it('names a timetable for dates when it begins and again the day after it ends', () => {
    const settings = settingsWith({
      ...withIsha('20:30'),
      overrides: [
        {
          from: '2026-02-18',
          to: '2026-02-20',
          jamaat: { isha: { at: '20:15' } },
          jumuah: [{ khutbah: '13:00', jamaat: '13:15' }],
        },
      ],
    });
    expect(comingChanges(JAMA_MASJID, [{ from: '2026-01-01', settings }], '2026-02-16')).toEqual([
      { date: '2026-02-18', prayer: 'isha', jamaat: '20:15' },
      { date: '2026-02-18', prayer: 'jumuah', jumuah: [{ khutbah: '13:00', jamaat: '13:15' }] },
      { date: '2026-02-21', prayer: 'isha', jamaat: '20:30' },
      { date: '2026-02-21', prayer: 'jumuah', jumuah: [] },
    ]);
  });

  it('names the prayers whose adhan a new adjustment moves', () => {
    const moved = settingsWith({ adjustments: { ...DEFAULT_TIMES_SETTINGS.adjustments, maghrib: 3 } });
    const versions = [
      { from: '2026-01-01', settings: DEFAULT_TIMES_SETTINGS },
      { from: '2026-06-03', settings: moved },
    ];
    expect(comingChanges(JAMA_MASJID, versions, '2026-06-01').map((c) => [c.date, c.prayer])).toEqual([
      ['2026-06-03', 'maghrib'],
    ]);
  });
});
