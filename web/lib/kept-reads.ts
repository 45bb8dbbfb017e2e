import type { FunctionName } from '../../domain/catalogue';
import { ALERTS_PAGE_MEMBER } from '../../domain/constants';
import { CACHE_KEYS, familyCacheKey } from './local-cache';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The newest page of alerts: what the home's recent alerts and page 1 of /alerts both ask for. */
const isNewestAlerts = (input: unknown) =>
  isRecord(input) && input.limit === ALERTS_PAGE_MEMBER && (input.offset ?? 0) === 0;

/**
 * The member's reads kept on the phone, so their screens show the last reply offline, and the local-storage
 * key of each. The read itself names its key, not the screen asking: after a reload, whichever screen asks
 * first (/alerts or the home, say) finds the kept copy. A screen choosing its own key left /mosque and /alerts
 * with nothing to show offline (issue 22). Each key here is one `clearSessionCache` clears at logout.
 * Older pages of alerts are not kept: offline, page 1 is what a member can read.
 */
export function keptReadKey(name: FunctionName, input: unknown): string | undefined {
  switch (name) {
    case 'fetchMyMosque':
      return CACHE_KEYS.myMosque;
    case 'fetchAlerts':
      return isNewestAlerts(input) ? CACHE_KEYS.recentAlerts : undefined;
    case 'fetchFamilyMemberData':
      return isRecord(input) && typeof input.id === 'string' ? familyCacheKey(input.id) : undefined;
    default:
      return undefined;
  }
}
