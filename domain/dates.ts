/**
 * Spec §5: dates display as day, short month, year (en-GB: '14 Mar 2026'; in Hindi '14 मार्च 2026'); an
 * invalid date displays 'Invalid date' (or the caller's translation of it).
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  locale = 'en-GB',
  invalidText = 'Invalid date',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return invalidText;
  return date.toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Whole years between a date of birth (YYYY-MM-DD) and `today`. */
export function ageInYears(dob: string, today: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
