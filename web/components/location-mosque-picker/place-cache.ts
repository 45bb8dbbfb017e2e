import { CACHE_LIFETIME_MS } from '../../../domain/constants';
import type { Location, Mosque } from '../../../domain/functions/shapes';
import { CACHE_KEYS, readExpiring, writeExpiring } from '../../lib/local-cache';

/*
 * The older product cached the whole `locations` and `mosques` collections under those names, each with a
 * `…Expiry` entry, for one hour. Anjuman loads the picker one level at a time (never a whole table), so each
 * level gets its own pair of entries, named after the collection:
 *
 *   locations:root         the country root (getLocations with no parent)  + locations:rootExpiry
 *   locations:<parentId>   the children of one location                    + locations:<parentId>Expiry
 *   mosques:<localityId>   the masjids of one locality                     + mosques:<localityId>Expiry
 *
 * The `…Expiry` suffix and the "both entries exist and now is before the expiry" rule come from
 * readExpiring/writeExpiring, the same as every other expiring cache entry.
 */
export function locationsKey(parentId: string | null): string {
  return `${CACHE_KEYS.locations}:${parentId ?? 'root'}`;
}

export function mosquesKey(localityId: string): string {
  return `${CACHE_KEYS.mosques}:${localityId}`;
}

type Store = Parameters<typeof readExpiring>[2];

export type PlaceFetchers = {
  getLocations(parentId: string | null): Promise<Location[]>;
  getMosques(localityId: string): Promise<Mosque[]>;
};

export type PlaceLoader = {
  /** The children of a location, or with `null` the country root itself. */
  locations(parentId: string | null): Promise<Location[]>;
  /** The children of the country root: the states are the children of the location of type country. */
  states(): Promise<Location[]>;
  mosques(localityId: string): Promise<Mosque[]>;
};

/**
 * Reads each level through its cache entry and asks the server only on a miss. Concurrent asks for one level
 * share one request, so a re-run effect (React's StrictMode runs them twice) does not fetch twice. A failed
 * read is logged and yields an empty list that is not cached; the member is not told.
 */
export function createPlaceLoader(
  fetchers: PlaceFetchers,
  options: { store?: Store; now?: () => number } = {},
): PlaceLoader {
  const { store, now = Date.now } = options;
  const pending = new Map<string, Promise<unknown[]>>();

  function cached<T>(key: string, fetch: () => Promise<T[]>): Promise<T[]> {
    const hit = readExpiring<unknown>(key, now(), store);
    if (Array.isArray(hit)) return Promise.resolve(hit as T[]);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight as Promise<T[]>;
    const request = fetch()
      .then((list) => {
        writeExpiring(key, list, now(), CACHE_LIFETIME_MS, store);
        return list;
      })
      .catch((err: unknown) => {
        console.error(`Loading ${key} failed`, err);
        return [] as T[];
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
    return request;
  }

  const locations = (parentId: string | null) =>
    cached(locationsKey(parentId), () => fetchers.getLocations(parentId));

  return {
    locations,
    async states() {
      const roots = await locations(null);
      const country = roots.find((l) => l.type === 'country');
      return country ? locations(country.id) : [];
    },
    mosques: (localityId) => cached(mosquesKey(localityId), () => fetchers.getMosques(localityId)),
  };
}
