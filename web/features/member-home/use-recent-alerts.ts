import { ALERTS_PAGE_MEMBER } from '../../../domain/constants';
import type { Alert } from '../../../domain/functions/alerts';
import { firstReadTtl, NEWEST_ALERTS } from '../../app/first-reads';
import { useCall } from '../../lib/use-call';

export type RecentAlerts = { loading: boolean; alerts: Alert[] };

/**
 * The home shows the newest 5 alerts (offset 0). The last ones fetched are kept on the phone and
 * shown at once, and when offline; a failed load with none kept is logged and shows as none.
 */
export function useRecentAlerts(): RecentAlerts {
  // Kept under `recentAlerts` (web/lib/kept-reads.ts), the same copy page 1 of /alerts shows.
  // The entry has usually asked already (first-reads.ts): a reply of the last seconds is not asked again.
  const { data, loading } = useCall('getAlerts', NEWEST_ALERTS, { ttl: firstReadTtl() });
  return { loading, alerts: (data ?? []).slice(0, ALERTS_PAGE_MEMBER) };
}
