import { CACHE_LIFETIME_MS } from '../../../domain/constants';
import { useCall } from '../../lib/use-call';

/**
 * A member's volunteers: kept on the phone for an hour (`volunteers` + `volunteersExpiry`, web/lib/kept-reads.ts)
 * and served from there meanwhile, otherwise read from the server. `mosqueId` null (no masjid yet) reads nothing.
 */
export function useVolunteers(mosqueId: string | null) {
  return useCall('getMyVolunteers', mosqueId ? { mosqueId } : null, { ttl: CACHE_LIFETIME_MS });
}
