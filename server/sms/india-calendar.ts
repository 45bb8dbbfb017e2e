import { INDIA_OFFSET_MS } from '../../domain/india-time';

// India keeps one offset all year: a day there starts at 18:30 UTC the day before.

/** The instant the day in India that holds `at` began. */
export function indiaDayStart(at: Date): Date {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  return new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - INDIA_OFFSET_MS,
  );
}

/** The instant the month in India that holds `at` began. */
export function indiaMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + INDIA_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - INDIA_OFFSET_MS);
}
