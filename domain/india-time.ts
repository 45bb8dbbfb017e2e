/**
 * India keeps one time zone all year, with no daylight saving. Every "day in India" the portal counts (an
 * alert's last day, the dates it shows, the SMS budget's day and month, the audit trail's dates, the SMS
 * counts kept per day) reads the zone from here, so it is written once, in each of the forms code needs.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** India's offset from UTC: 5 hours 30 minutes ahead. */
export const INDIA_OFFSET_MINUTES = 330;
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The offset as an ISO 8601 time ends with it: `${day}T00:00:00${INDIA_UTC_OFFSET}` is midnight in India. */
export const INDIA_UTC_OFFSET = `+${twoDigits(Math.floor(INDIA_OFFSET_MINUTES / 60))}:${twoDigits(INDIA_OFFSET_MINUTES % 60)}`;

/**
 * The zone as a quoted SQL literal, for `at time zone`: spliced with drizzle's `sql.raw`, so the statement's
 * text stays the same on every call (one prepared plan) and no parameter needs a type.
 */
export const INDIA_TIME_ZONE_SQL = `'${INDIA_TIME_ZONE}'`;
