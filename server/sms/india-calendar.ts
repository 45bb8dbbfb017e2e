// India keeps one time zone, UTC+05:30, with no daylight saving: a day there starts at 18:30 UTC the day before.
const IST_OFFSET_MS = 330 * 60_000;

/** The instant the day in India that holds `at` began. */
export function indiaDayStart(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - IST_OFFSET_MS);
}

/** The instant the month in India that holds `at` began. */
export function indiaMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS);
}
