import type { timesFunctions } from '../../domain/functions/times';
import type { Language } from '../../domain/languages';
import { formatPrayerTime } from '../../domain/prayer-times/format-prayer-time';
import type { PublicPageTexts } from '../../domain/public-page';
import { publicMasjidPath } from '../../domain/routes';
import type * as z from '../../domain/zod';

export type NearbyReply = z.infer<typeof timesFunctions.getNearbyMosques.output>;

/** One masjid of the list as the page writes it: its link, and the lines under it. */
export type NearbyItem = { href: string; name: string; distance: string; next: string; place: string };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * A distance in km as the portal writes numbers (Latin digits in every language): one decimal under 10 km,
 * whole km beyond, where a tenth means nothing to someone choosing a masjid.
 */
export function kilometres(metres: number): string {
  const km = metres / 1000;
  return km < 10 ? km.toFixed(1) : String(Math.round(km));
}

/** The nearest masjids as the list shows them, in the reader's language; `today` is India's date. */
export function nearbyItems(
  reply: NearbyReply,
  texts: PublicPageTexts,
  language: Language,
  today: string,
): NearbyItem[] {
  const w = texts.words;
  return reply.mosques.map((m) => {
    const next = m.nextJamaat;
    const prayer = next ? (texts.prayers[next.name] ?? next.name) : '';
    const time = next ? formatPrayerTime(next.at, language) : '';
    const line = !next
      ? (w.noJamaatSet ?? '')
      : fill((next.date > today ? w.nextJamaatTomorrow : w.nextJamaat) ?? '', { prayer, time });
    return {
      href: publicMasjidPath(m.mosqueId),
      name: m.name,
      distance: fill(w.distance ?? '', { distance: kilometres(m.distanceMeters) }),
      next: line,
      place: [m.address, ...m.placeNames].filter((p) => p.trim() !== '').join(', '),
    };
  });
}

export type NearMeProblem = 'denied' | 'unavailable' | 'unsupported' | 'offline' | 'failed' | 'none';

/** The words for each way the search can end without a list. */
export function problemText(problem: NearMeProblem, texts: PublicPageTexts): string {
  const key = {
    denied: 'nearMeDenied',
    unavailable: 'nearMeUnavailable',
    unsupported: 'nearMeUnsupported',
    offline: 'nearMeOffline',
    failed: 'nearMeFailed',
    none: 'nearMeNone',
  }[problem];
  return texts.words[key] ?? '';
}
