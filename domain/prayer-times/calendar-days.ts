/** Calendar arithmetic on 'YYYY-MM-DD' days, in UTC so that no device's own zone moves a day. */
const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The day `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return dateOfNumber(dayNumber(date) + days);
}

/** Whether the day is a Friday. */
export function isFriday(date: string): boolean {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay() === 5;
}

/** The days of a month ('YYYY-MM'), first to last. */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
