import { describe, expect, it } from 'vitest';
import { INDIA_UTC_OFFSET } from '../../domain/india-time';
import { nextTimeIn, sharedMaxAge } from './shared-age';

const day = (date: string, fajr: string, isha: string) => ({
  date,
  prayers: [
    { adhan: fajr, jamaat: null },
    { adhan: isha, jamaat: '20:15' },
  ],
});
const reply = { days: [day('2026-03-10', '05:10', '19:50'), day('2026-03-11', '05:09', '19:51')] };
/** A moment of India's day, `2026-03-10T19:20:00`. */
const india = (local: string) => new Date(`${local}${INDIA_UTC_OFFSET}`);

describe('a times reply kept by a shared cache', () => {
  it('is kept until its next prayer time', () => {
    expect(nextTimeIn(reply, india('2026-03-10T19:20:00'))).toEqual(india('2026-03-10T19:50:00'));
    expect(sharedMaxAge({ until: 'nextPrayer' }, reply, india('2026-03-10T19:20:00'))).toBe(30 * 60);
  });

  it('counts a jamaat as a prayer time', () => {
    expect(sharedMaxAge({ until: 'nextPrayer' }, reply, india('2026-03-10T20:00:00'))).toBe(15 * 60);
  });

  it('is kept at most an hour, even overnight', () => {
    expect(sharedMaxAge({ until: 'nextPrayer' }, reply, india('2026-03-10T21:00:00'))).toBe(3600);
  });

  it('is kept an hour when every time in it has passed, or it has none', () => {
    expect(sharedMaxAge({ until: 'nextPrayer' }, reply, india('2026-03-12T09:00:00'))).toBe(3600);
    expect(sharedMaxAge({ until: 'nextPrayer' }, { days: [] }, india('2026-03-12T09:00:00'))).toBe(3600);
  });

  it('is kept at least a second, in the last moments before a prayer', () => {
    expect(sharedMaxAge({ until: 'nextPrayer' }, reply, india('2026-03-10T19:49:59.900'))).toBe(1);
  });

  it('keeps a fixed age as the function declares it, at most an hour', () => {
    expect(sharedMaxAge({ maxAgeSeconds: 300 }, reply, india('2026-03-10T19:49:00'))).toBe(300);
    expect(sharedMaxAge({ maxAgeSeconds: 86_400 }, reply, india('2026-03-10T19:49:00'))).toBe(3600);
  });
});
