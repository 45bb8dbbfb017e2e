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

describe('the kept Umm al-Qura months', () => {
  it("are Intl's calendar on every day from 1440 to 1500 AH, and the days either side", () => {
    const intl = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    });
    const differ: string[] = [];
    for (let t = Date.UTC(2018, 8, 1); t < Date.UTC(2078, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const parts = intl.formatToParts(new Date(t + 12 * 3_600_000));
      const expected = Object.fromEntries(
        ['day', 'month', 'year'].map((k) => [k, Number(parts.find((p) => p.type === k)!.value)]),
      );
      if (JSON.stringify(hijriDateOf(date)) !== JSON.stringify(expected)) differ.push(date);
    }
    expect(differ).toEqual([]);
  });
});
