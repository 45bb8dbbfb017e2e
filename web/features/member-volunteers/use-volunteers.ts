import { useEffect, useMemo } from 'react';
import { CACHE_LIFETIME_MS } from '../../../domain/constants';
import { useCall } from '../../lib/use-call';
import { readVolunteersCache, type VolunteersReply, writeVolunteersCache } from '../../lib/volunteers-cache';

/**
 * A member's volunteers: from local storage while the copy there is fresh (spec §9, one hour), otherwise from
 * the server, kept there again for the next hour. `mosqueId` null (no masjid yet) reads nothing.
 */
export function useVolunteers(mosqueId: string | null) {
  const cached = useMemo(() => (mosqueId ? readVolunteersCache(mosqueId) : null), [mosqueId]);
  const read = useCall('fetchVolunteers', mosqueId && !cached ? { mosqueId } : null, {
    ttl: CACHE_LIFETIME_MS,
  });
  useEffect(() => {
    if (mosqueId && read.data) writeVolunteersCache(mosqueId, read.data);
  }, [mosqueId, read.data]);
  const data: VolunteersReply | undefined = cached ?? read.data;
  return { data, error: read.error, loading: read.loading, reload: read.reload };
}
