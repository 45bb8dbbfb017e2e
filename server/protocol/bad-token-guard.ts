import { ipThrottleKey } from '../sign-in/ip-key';
import type { HitCounter } from './shared-counter';

const WINDOW_MS = 60_000;
/** Unknown or expired tokens a network may send in a minute: a few stale tabs, not a token search. */
export const BAD_TOKENS_PER_MINUTE = 60;

/**
 * Counts, per network, the calls whose bearer token matched no session. Calls with a token are limited per
 * token (api-rate-key), so without this a client could make up a new token for every call. Counted by the
 * portal's HitCounter: in a fleet, the limit is the fleet's. True when the network has now sent too many.
 */
export async function strikeBadToken(count: HitCounter, ip: string): Promise<boolean> {
  const { hits } = await count(`bad-token:${ipThrottleKey(ip)}`, WINDOW_MS);
  return hits > BAD_TOKENS_PER_MINUTE;
}
