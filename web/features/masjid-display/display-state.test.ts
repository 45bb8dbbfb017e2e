import { describe, expect, it } from 'vitest';
import { clockMinutes, instantInIndia } from '../../../domain/prayer-times/india-clock';
import { DEFAULT_TIMES_SETTINGS } from '../../../domain/prayer-times/time-settings';
import {
  ALERT_TURN_MS,
  countdownText,
  createDayTimes,
  type DisplayData,
  displayView,
  UNDERWAY_SAY_MINUTES,
} from './display-state';

const DAY = '2026-12-03';

function data(overrides: Partial<DisplayData> = {}): DisplayData {
  return {
    mosque: {
      id: 'm1',
      mosqueId: 'JAMA-1',
      name: 'Jama Masjid',
      address: 'Chandni Chowk',
      url: '',
      placeNames: ['Old Delhi', 'Delhi'],
      latitude: 28.6507,
      longitude: 77.2334,
    },
    versions: [{ from: '2026-01-01', settings: { ...DEFAULT_TIMES_SETTINGS, displayDarkMinutes: 10 } }],
    indiaHijriAdjustment: 0,
    changedAt: null,
    alerts: [],
    ...overrides,
  };
}

const at = (time: string, seconds = 0) =>
  new Date(instantInIndia(DAY, clockMinutes(time)).getTime() + seconds * 1000);

describe("the masjid's TV at a moment", () => {
  const dayTimes = createDayTimes();
  const given = data();
  const days = dayTimes(given, DAY)!;
  const asr = days[0]!.prayers.find((p) => p.name === 'asr')!.jamaat!;

  it('counts down to the next jamaat, and says so once it has begun, then goes dark for the chosen minutes', () => {
    const before = displayView(given, days, at(asr, -65));
    expect(before.phase).toBe('times');
    expect(before.next?.prayer).toBe('asr');
    expect(before.secondsToNext).toBe(65);
    expect(countdownText(before.secondsToNext!)).toBe('1:05');

    const begun = displayView(given, days, at(asr, 30));
    expect(begun.phase).toBe('underway');
    expect(begun.underway?.prayer).toBe('asr');

    const dark = displayView(given, days, at(asr, UNDERWAY_SAY_MINUTES * 60 + 1));
    expect(dark.phase).toBe('dark');
    const back = displayView(given, days, at(asr, (UNDERWAY_SAY_MINUTES + 10) * 60));
    expect(back.phase).toBe('times');
    expect(back.next?.prayer).toBe('maghrib');
  });

  it("after Isha counts down to tomorrow's Fajr", () => {
    const view = displayView(given, days, at('23:30'));
    expect(view.next?.prayer).toBe('fajr');
    expect(view.next?.date).toBe('2026-12-04');
  });

  it('shows no times for a masjid without coordinates', () => {
    const none = data({ mosque: { ...given.mosque, latitude: null, longitude: null } });
    const view = displayView(none, createDayTimes()(none, DAY), at('12:00'));
    expect(view.phase).toBe('notSet');
  });

  it('computes the times of a day 30 days after it last heard from the server', () => {
    const later = '2027-01-02';
    const kept = createDayTimes()(given, later)!;
    expect(kept[0]!.date).toBe(later);
    const view = displayView(given, kept, new Date(instantInIndia(later, 12 * 60).getTime()));
    expect(view.today).toBe(later);
    expect(view.next).not.toBeNull();
  });

  it('shows the current alerts in turn, every ten seconds, and not an expired one', () => {
    const alerts = [
      { id: 'a', title: 'Dars after Isha', severity: 'info', expiresAt: '2027-01-01T00:00:00Z' },
      { id: 'b', title: 'Old news', severity: 'info', expiresAt: '2026-01-01T00:00:00Z' },
      { id: 'c', title: 'Jalsa on Sunday', severity: 'info', expiresAt: '2027-01-01T00:00:00Z' },
    ];
    const withAlerts = data({ alerts });
    const t0 = Math.ceil(at('12:00').getTime() / (2 * ALERT_TURN_MS)) * 2 * ALERT_TURN_MS;
    const first = displayView(withAlerts, days, new Date(t0)).alert?.id;
    const second = displayView(withAlerts, days, new Date(t0 + ALERT_TURN_MS)).alert?.id;
    expect(new Set([first, second])).toEqual(new Set(['a', 'c']));
  });

  it('keeps one day of times, computing again only for a new day or new data', () => {
    const memo = createDayTimes();
    const a = memo(given, DAY);
    expect(memo(given, DAY)).toBe(a);
    expect(memo(given, '2026-12-04')).not.toBe(a);
    expect(memo(data(), '2026-12-04')).not.toBe(a);
  });

  it('writes a countdown as a clock does', () => {
    expect(countdownText(3909)).toBe('1:05:09');
    expect(countdownText(9)).toBe('0:09');
    expect(countdownText(-3)).toBe('0:00');
  });
});
