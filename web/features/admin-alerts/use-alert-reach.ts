import { useEffect, useMemo } from 'react';
import { ALERTS_PAGE_ADMIN } from '../../../domain/constants';
import type { Alert, AlertReach } from '../../../domain/functions/alerts';
import { useCall } from '../../lib/use-call';

/** How often the cards read their reach again while a fan-out is under way. */
export const REACH_POLL_MS = 3000;

/**
 * How far each alert on the list went (getAlertReach): one read for all the cards, read again every 3 s
 * only while one of them is still sending, and never once the screen is gone.
 */
export function useAlertReach(alerts: readonly Alert[]): ReadonlyMap<string, AlertReach> {
  const ids = alerts.slice(0, ALERTS_PAGE_ADMIN).map((a) => a.id);
  const { data, reload } = useCall('getAlertReach', ids.length > 0 ? { alertIds: ids } : null);
  const sending = data?.some((r) => r.push.sending) ?? false;
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(reload, REACH_POLL_MS);
    return () => clearInterval(timer);
  }, [sending, reload]);
  return useMemo(() => new Map((data ?? []).map((r) => [r.alertId, r])), [data]);
}
