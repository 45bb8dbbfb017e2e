import type { FunctionOutput } from '../../domain/catalogue';
import { CACHE_KEYS, readExpiring, remove, writeExpiring } from './local-cache';

export type VolunteersReply = FunctionOutput<'fetchVolunteers'>;
type Store = Parameters<typeof readExpiring>[2];

/** What `volunteers` holds: the reply, and the masjid it was for. */
type Saved = { mosqueId: string; volunteerData: VolunteersReply['volunteerData']; applyUrl: string | null };

/**
 * Spec §3 and §9: a member's volunteers are kept in local storage under `volunteers`, with `volunteersExpiry`
 * one hour on, and served from there while now is before the expiry. A copy made for another masjid (changed
 * on another phone, say) is never served.
 */
export function readVolunteersCache(
  mosqueId: string,
  now = Date.now(),
  store?: Store,
): VolunteersReply | null {
  const saved = readExpiring<Saved>(CACHE_KEYS.volunteers, now, store);
  if (!saved || saved.mosqueId !== mosqueId || !Array.isArray(saved.volunteerData)) return null;
  return { pass: true, volunteerData: saved.volunteerData, applyUrl: saved.applyUrl ?? null };
}

export function writeVolunteersCache(
  mosqueId: string,
  reply: VolunteersReply,
  now = Date.now(),
  store?: Store,
): void {
  const saved: Saved = { mosqueId, volunteerData: reply.volunteerData, applyUrl: reply.applyUrl };
  writeExpiring(CACHE_KEYS.volunteers, saved, now, undefined, store);
}

/** Spec §4 "Mosque change": the cached volunteers are cleared, value and expiry both. */
export function clearVolunteersCache(store?: Store): void {
  remove(CACHE_KEYS.volunteers, store);
  remove(`${CACHE_KEYS.volunteers}Expiry`, store);
}
