import { describe, expect, it } from 'vitest';
import { ageInYears, dayOfExpiry, dobRangeForAge, expiryOfDay, isCalendarDate, todayInIndia } from './dates';
import { formatDate } from './format-date';

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2023-12-31', '1900-01-01', '2000-02-29', '9999-12-31', '0001-01-01'])(
    'takes %s',
    (day) => expect(isCalendarDate(day)).toBe(true),
  );

  it.each([
    ['a thirteenth month', '2024-13-01'],
    ['year, month and day zero', '0000-00-00'],
    ['31 February', '2024-02-31'],
    ['29 February outside a leap year', '2023-02-29'],
    ['29 February of 1900 (not a leap year)', '1900-02-29'],
    ['31 April', '2024-04-31'],
    ['day zero', '2024-05-00'],
    ['month zero', '2024-00-10'],
    ['day first', '15-08-1992'],
    ['no padding', '2024-2-3'],
    ['a time after the date', '2024-02-03T00:00'],
    ['text', 'yesterday'],
  ])('refuses %s (%s)', (_what, day) => expect(isCalendarDate(day)).toBe(false));
});

describe('an alert expiry entered as a date', () => {
  it('lasts to the end of that day in India', () => {
    const seconds = expiryOfDay('2026-11-25')!;
    expect(new Date(seconds * 1000).toISOString()).toBe('2026-11-25T18:29:59.000Z');
  });

  it('shows as the date that was entered, and gives it back to the form', () => {
    for (const day of ['2026-01-01', '2026-11-25', '2028-02-29', '2026-12-31']) {
      const seconds = expiryOfDay(day)!;
      expect(dayOfExpiry(seconds)).toBe(day);
      expect(formatDate(seconds * 1000)).toBe(formatDate(day));
    }
  });

  it('reads any instant as its day in India: 20:00 UTC is already the next day there', () => {
    const lateEvening = Date.UTC(2026, 10, 25, 20, 0, 0) / 1000;
    expect(dayOfExpiry(lateEvening)).toBe('2026-11-26');
    expect(formatDate(lateEvening * 1000)).toBe('26 Nov 2026');
    expect(dayOfExpiry(Date.UTC(2026, 10, 25, 18, 0, 0) / 1000)).toBe('2026-11-25');
  });

  it('is null for anything that is not a calendar date', () => {
    for (const text of ['', '25/11/2026', '2026-02-30', '2026-13-01', 'tomorrow']) {
      expect(expiryOfDay(text), text).toBeNull();
    }
  });
});

describe('the dates of birth of an age', () => {
  it('holds exactly those whom ageInYears gives that age, leap days included', () => {
    const days = (from: string, count: number) =>
      Array.from({ length: count }, (_, i) =>
        new Date(Date.parse(from) + i * 86_400_000).toISOString().slice(0, 10),
      );
    for (const today of ['2026-11-23', '2028-02-29', '2027-02-28', '2027-03-01', '2026-01-01']) {
      const { after, onOrBefore } = dobRangeForAge(17, today);
      for (const dob of days('2007-01-01', 1200)) {
        const inRange = dob > after && dob <= onOrBefore;
        expect(inRange, `${dob} on ${today}`).toBe(ageInYears(dob, new Date(`${today}T12:00:00Z`)) === 17);
      }
    }
  });

  it("counts today's date in India: 20:00 UTC is already tomorrow there", () => {
    expect(todayInIndia(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(todayInIndia(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-22');
  });
});
