import { useEffect, useState } from 'react';
import { ALERTS_PAGE_MEMBER } from '../../../domain/constants';
import type { Alert } from '../../../domain/functions/alerts';
import { call } from '../../lib/api';

export type RecentAlerts = { loading: boolean; alerts: Alert[] };

/** Spec §2/§9: the home shows the newest 5 alerts (offset 0). A failed load is logged and shows as none. */
export function useRecentAlerts(): RecentAlerts {
  const [state, setState] = useState<RecentAlerts>({ loading: true, alerts: [] });
  useEffect(() => {
    let live = true;
    call('fetchAlerts', { limit: ALERTS_PAGE_MEMBER, offset: 0 }).then(
      (alerts) => {
        if (live) setState({ loading: false, alerts: alerts.slice(0, ALERTS_PAGE_MEMBER) });
      },
      (err: unknown) => {
        console.error('Loading alerts failed', err);
        if (live) setState({ loading: false, alerts: [] });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
