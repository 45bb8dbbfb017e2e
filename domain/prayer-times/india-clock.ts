import { INDIA_OFFSET_MINUTES } from '../india-time';

// The clock the times are written in: India's, one offset all year (no daylight saving).
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** The instant at a minute of a day in India: '2026-06-14' at 19 * 60 + 21 is 13:51 UTC. */
export function instantInIndia(date: string, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + (minutes - INDIA_OFFSET_MINUTES) * MINUTE_MS);
}

/** A minute of the day as 'HH:MM' (0 is '00:00', 1439 is '23:59'). */
export function clockText(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** 'HH:MM' as a minute of the day; the text is checked by the schemas before it gets here. */
export function clockMinutes(text: string): number {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
