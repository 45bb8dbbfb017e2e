import { MAX_SHARED_AGE_SECONDS, type SharedCaching } from '../../domain/functions/define';
import { INDIA_UTC_OFFSET } from '../../domain/india-time';

/** Every clock time (HH:MM, India) a day of a times reply names: adhans, jamaats, Jumu'ah, Sehri, Iftar, Eid. */
type DayTimes = {
  date: string;
  prayers: { adhan: string; jamaat: string | null }[];
  jumuah?: { khutbah: string; jamaat: string }[];
  sehri?: string;
  iftar?: string;
  eid?: { times: string[] };
};

function clockTimesOf(day: DayTimes): string[] {
  return [
    ...day.prayers.flatMap((p) => (p.jamaat ? [p.adhan, p.jamaat] : [p.adhan])),
    ...(day.jumuah ?? []).flatMap((j) => [j.khutbah, j.jamaat]),
    ...(day.sehri ? [day.sehri] : []),
    ...(day.iftar ? [day.iftar] : []),
    ...(day.eid?.times ?? []),
  ];
}

/**
 * The first moment a times reply names that is still to come, or null when all have passed (or it has no days:
 * a masjid without coordinates).
 */
export function nextTimeIn(reply: { days: DayTimes[] }, now: Date): Date | null {
  let next: number | null = null;
  for (const day of reply.days) {
    for (const clock of clockTimesOf(day)) {
      const at = Date.parse(`${day.date}T${clock}:00${INDIA_UTC_OFFSET}`);
      if (at > now.getTime() && (next === null || at < next)) next = at;
    }
  }
  return next === null ? null : new Date(next);
}

/**
 * The max-age, in seconds, of a shared copy of a reply: the function's own, or until the reply's next prayer
 * time (a committee's change of a jamaat then shows before that jamaat), never more than an hour and never
 * less than a second.
 */
export function sharedMaxAge(caching: SharedCaching, reply: unknown, now: Date): number {
  if ('maxAgeSeconds' in caching) return Math.min(caching.maxAgeSeconds, MAX_SHARED_AGE_SECONDS);
  const next = nextTimeIn(reply as { days: DayTimes[] }, now);
  if (next === null) return MAX_SHARED_AGE_SECONDS;
  const seconds = Math.ceil((next.getTime() - now.getTime()) / 1000);
  return Math.max(1, Math.min(seconds, MAX_SHARED_AGE_SECONDS));
}
