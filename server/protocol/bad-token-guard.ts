import type { Clock } from '../lib/clock';
import { ipThrottleKey } from '../sign-in/ip-key';

const WINDOW_MS = 60_000;
/** Unknown or expired tokens a network may send in a minute: a few stale tabs, not a token search. */
export const BAD_TOKENS_PER_MINUTE = 60;
// Past this many networks the oldest entries go, so a flood of addresses cannot grow the map without end.
const MAX_NETWORKS = 50_000;

/**
 * Counts, per network, the calls whose bearer token matched no session. Calls with a token are limited per
 * token (api-rate-key), so without this a client could make up a new token for every call. Kept in memory:
 * a restart forgets it, which costs nothing but a minute's head start.
 */
export class BadTokenGuard {
  private readonly strikes = new Map<string, { since: number; count: number }>();

  constructor(private readonly clock: Clock) {}

  /** Records one unknown token from `ip`; true when the network has now sent too many. */
  strike(ip: string): boolean {
    const key = ipThrottleKey(ip);
    const now = this.clock.now().getTime();
    const entry = this.strikes.get(key);
    if (!entry || now - entry.since >= WINDOW_MS) {
      if (this.strikes.size >= MAX_NETWORKS) this.strikes.delete(this.strikes.keys().next().value!);
      this.strikes.set(key, { since: now, count: 1 });
      return false;
    }
    entry.count += 1;
    return entry.count > BAD_TOKENS_PER_MINUTE;
  }
}
