import { ALERTS_PAGE_MEMBER } from '../../../domain/constants';
import type { Alert } from '../../../domain/functions/alerts';
import { useCall } from '../../lib/use-call';

export type RecentAlerts = { loading: boolean; alerts: Alert[] };

/** Spec §2/§9: the home shows the newest 5 alerts (offset 0). A failed load is logged and shows as none. */
export function useRecentAlerts(): RecentAlerts {
  const { data, loading } = useCall('fetchAlerts', { limit: ALERTS_PAGE_MEMBER, offset: 0 });
  return { loading, alerts: (data ?? []).slice(0, ALERTS_PAGE_MEMBER) };
}
