import { CACHE_LIFETIME_MS } from '../../domain/constants';

/** The local storage keys the web app keeps data under. */
export const CACHE_KEYS = {
  userData: 'userData',
  volunteers: 'volunteers',
  membersList: 'membersList',
  locations: 'locations',
  mosques: 'mosques',
  authToken: 'authToken',
  /** Per family member: `family:<id>`, their details as last fetched. */
  family: 'family',
  /** The member's newest alerts as last fetched, shown when offline (not in the spec's list; cleared at logout). */
  recentAlerts: 'recentAlerts',
  /** The member's masjid and its places as last fetched, for /mosque offline (as `recentAlerts`). */
  myMosque: 'myMosque',
  /** The member's gifts, receipts and chanda as last fetched, for /giving offline (as `recentAlerts`). */
  myGiving: 'myGiving',
  /** Per masjid: `mosqueTimes:<id>`, the rules its times are computed from, so the times show offline. */
  mosqueTimes: 'mosqueTimes',
  /** The channel the last sign-in code was asked on (sms, whatsapp): the device's, as `language`. */
  otpChannel: 'otpChannel',
  /** Per phone: `otpAllowance:<phone>`. */
  otpAllowance: 'otpAllowance',
  /** The chosen language (en, hi, ur); kept across sign-outs, as it belongs to the device's reader. */
  language: 'language',
  /** '1' once the reader closed the offer of alerts on this phone; the device's, as `language`. */
  pushOfferDismissed: 'pushOfferDismissed',
} as const;

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function storage(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, store: Store | null = storage()): T | null {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, store: Store | null = storage()): void {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs us the cache.
  }
}

export function readText(key: string, store: Store | null = storage()): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string, store: Store | null = storage()): void {
  try {
    store?.setItem(key, value);
  } catch {
    // A full or disabled storage only forgets the choice.
  }
}

export function remove(key: string, store: Store | null = storage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/**
 * A cached value is returned only if both it and its `…Expiry` entry exist and now is before
 * the expiry; any read error returns nothing.
 */
export function readExpiring<T>(key: string, now = Date.now(), store: Store | null = storage()): T | null {
  try {
    const value = store?.getItem(key);
    const expiry = store?.getItem(`${key}Expiry`);
    if (!value || !expiry) return null;
    if (!(now < Number(expiry))) return null;
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

export function writeExpiring(
  key: string,
  value: unknown,
  now = Date.now(),
  lifetimeMs = CACHE_LIFETIME_MS,
  store: Store | null = storage(),
): void {
  try {
    store?.setItem(key, JSON.stringify(value));
    store?.setItem(`${key}Expiry`, String(now + lifetimeMs));
  } catch {
    // A full or disabled storage only costs us the cache.
  }
}

/**
 * The product keeps the whole `locations` and `mosques` collections, each with a `…Expiry` entry, for one
 * hour. Anjuman loads the picker one level at a time, so each level gets its own pair of entries, named after
 * the collection: `locations:root` (the country root), `locations:<parentId>` (the children of one location),
 * `mosques:<localityId>` (the masjids of one locality).
 */
export function locationsKey(parentId: string | null): string {
  return `${CACHE_KEYS.locations}:${parentId ?? 'root'}`;
}

export function mosquesKey(localityId: string): string {
  return `${CACHE_KEYS.mosques}:${localityId}`;
}

/** The local-storage key of one family member's details. */
export const familyCacheKey = (id: string) => `${CACHE_KEYS.family}:${id}`;

/** Per masjid (a member who changes masjid never sees the last one's times): `mosqueTimes:<id>`. */
export const mosqueTimesKey = (mosqueId: string) => `${CACHE_KEYS.mosqueTimes}:${mosqueId}`;

/**
 * Logout clears userData, volunteers and membersList (stored per user as membersList<userId>), and
 * the token; and the alerts, the masjid and its times kept for offline use and each family member's details,
 * so the next user of the phone never sees the last one's. The OTP allowances (`otpAllowance:<phone>`) go
 * too: their keys name the last user's number, which a shared phone must not keep. The server still enforces
 * its send limits, and a refused send brings its wait back into the allowance (afterRefusal), so nothing is
 * lost but a local copy.
 */
export function clearSessionCache(store: Store | null = storage()): void {
  if (!store) return;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key) continue;
    if (
      key === CACHE_KEYS.userData ||
      key === CACHE_KEYS.recentAlerts ||
      key === CACHE_KEYS.myMosque ||
      key === CACHE_KEYS.myGiving ||
      key.startsWith(CACHE_KEYS.volunteers) ||
      key.startsWith(familyCacheKey('')) ||
      key.startsWith(mosqueTimesKey('')) ||
      key.startsWith(CACHE_KEYS.membersList) ||
      key.startsWith(`${CACHE_KEYS.otpAllowance}:`)
    ) {
      doomed.push(key);
    }
  }
  for (const key of doomed) remove(key, store);
  remove(CACHE_KEYS.authToken, store);
}
