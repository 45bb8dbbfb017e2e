/** The message web/public/push-sw.js takes as "the member has seen the alerts": it resets its unread count. */
export const ALERTS_READ_MESSAGE = { type: 'anjuman:alerts-read' } as const;

/**
 * Clears the app's badge (the count of alerts pushed since the member last looked) when /alerts opens: the
 * badge goes at once, and the service worker, which counts the pushes, starts again from nought.
 */
export function clearAlertBadge(): void {
  const nav = navigator as Navigator & { clearAppBadge?: () => Promise<void> };
  nav.clearAppBadge?.().catch(() => {});
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage(ALERTS_READ_MESSAGE))
    .catch(() => {});
}
