import { INDIA_OFFSET_MS } from '../india-time';

/** India's calendar date of an instant, 'YYYY-MM-DD': a receipt issued at 00:30 IST belongs to that day. */
export function indiaDateOf(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** India's month of an instant, 'YYYY-MM'. */
export const indiaMonthOf = (instant: Date): string => indiaDateOf(instant).slice(0, 7);
