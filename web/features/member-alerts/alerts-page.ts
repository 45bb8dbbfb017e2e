/** The page of /alerts in its address (`?page=2`): 1 for anything missing or not a whole number above 0. */
export function alertsPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The alert `?alert=<id>` names, when it is among those shown; null otherwise (gone, or on another page). */
export function alertOf<A extends { id: string }>(search: URLSearchParams, alerts: readonly A[]): A | null {
  const id = search.get('alert');
  return (id && alerts.find((a) => a.id === id)) || null;
}

/** The address once the named alert is closed: the page stays, `?alert=` goes. */
export function withoutAlert(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('alert');
  return next;
}

const ALERT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What `?alert=<id>` asks once the page's alerts are here: nothing (none named, or it is among them), to look
 * the alert up by its id (`lookUp`: an older one, or another area's), or nothing to look up, the id being no id
 * at all (`gone`).
 */
export function linkedAlertOf(
  search: URLSearchParams,
  shown: readonly { id: string }[],
): { kind: 'none' } | { kind: 'lookUp'; alertId: string } | { kind: 'gone' } {
  const id = search.get('alert');
  if (!id || shown.some((a) => a.id === id)) return { kind: 'none' };
  return ALERT_ID.test(id) ? { kind: 'lookUp', alertId: id.toLowerCase() } : { kind: 'gone' };
}
