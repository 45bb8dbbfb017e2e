import { describe, expect, it } from 'vitest';
import { hijriDateOf } from './hijri-date';

describe('the Hijri date, from the Umm al-Qura calendar the engine carries', () => {
  it('knows the first of Ramadan 1447 and of Shawwal, the day of Eid al-Fitr', () => {
    expect(hijriDateOf('2026-02-18')).toEqual({ day: 1, month: 9, year: 1447 });
    expect(hijriDateOf('2026-02-17')).toEqual({ day: 29, month: 8, year: 1447 });
    expect(hijriDateOf('2026-03-20')).toEqual({ day: 1, month: 10, year: 1447 });
  });

  it('knows the first of Muharram 1448 across the Gregorian year', () => {
    expect(hijriDateOf('2026-06-16')).toEqual({ day: 1, month: 1, year: 1448 });
  });

  it("moves by India's adjustment: a day behind when the moon was sighted a day later", () => {
    expect(hijriDateOf('2026-02-18', -1)).toEqual({ day: 29, month: 8, year: 1447 });
    expect(hijriDateOf('2026-02-19', -1)).toEqual({ day: 1, month: 9, year: 1447 });
    expect(hijriDateOf('2026-02-16', 2)).toEqual({ day: 1, month: 9, year: 1447 });
  });

  it('is the same whatever zone the device is in', () => {
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(hijriDateOf('2026-02-18')).toEqual({ day: 1, month: 9, year: 1447 });
      process.env.TZ = 'Pacific/Pago_Pago';
      expect(hijriDateOf('2026-02-18')).toEqual({ day: 1, month: 9, year: 1447 });
    } finally {
      process.env.TZ = zone;
    }
  });
});
