// Push notifications of alerts, imported into the Workbox service worker (vite.config.ts,
// workbox.importScripts). Plain JavaScript: it is copied as it is, not built.
//
// - push: ALWAYS shows a notification, even for a payload it cannot read (Safari withdraws the permission of
//   a site that receives a push and shows nothing). Its tag is the alert's id, so an edited alert replaces
//   the notification of the first version. Each push adds one to the unread count, shown as the app's badge.
// - notificationclick: focuses an open window of the portal and takes it to the alert, or opens one.
// - message 'anjuman:alerts-read' (web/pwa/alert-badge.ts, when /alerts opens): the count starts again.

const UNREAD_CACHE = 'anjuman-push';
const UNREAD_KEY = '/__push-unread-count';
const ICON = '/pwa-192x192.png';
const BADGE = '/pwa-192x192.png';

async function readUnread() {
  try {
    const cache = await caches.open(UNREAD_CACHE);
    const res = await cache.match(UNREAD_KEY);
    const n = res ? Number(await res.text()) : 0;
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

async function writeUnread(n) {
  try {
    const cache = await caches.open(UNREAD_CACHE);
    await cache.put(UNREAD_KEY, new Response(String(n)));
  } catch {
    // A count we cannot keep only costs the badge.
  }
}

async function showBadge(n) {
  try {
    if (n > 0 && self.navigator.setAppBadge) await self.navigator.setAppBadge(n);
    else if (self.navigator.clearAppBadge) await self.navigator.clearAppBadge();
  } catch {
    // Not every platform has a badge.
  }
}

/** The payload `{ alertId, title, body, severity, url }`, or null when it is missing or unreadable. */
function payloadOf(event) {
  try {
    const data = event.data ? event.data.json() : null;
    return data && typeof data === 'object' ? data : null;
  } catch {
    return null;
  }
}

/** Only an address of this portal is opened: a payload never sends the member elsewhere. */
function portalUrl(url) {
  try {
    const target = new URL(url || '/alerts', self.location.origin);
    return target.origin === self.location.origin
      ? target.href
      : new URL('/alerts', self.location.origin).href;
  } catch {
    return new URL('/alerts', self.location.origin).href;
  }
}

async function onPush(event) {
  const data = payloadOf(event);
  const title = (data && typeof data.title === 'string' && data.title) || 'New alert';
  const body = (data && typeof data.body === 'string' && data.body) || 'Open the portal to read it.';
  const alertId =
    data && (typeof data.alertId === 'string' || typeof data.alertId === 'number')
      ? String(data.alertId)
      : '';
  const url = portalUrl(
    data && typeof data.url === 'string'
      ? data.url
      : alertId
        ? `/alerts?alert=${encodeURIComponent(alertId)}`
        : '/alerts',
  );
  const options = {
    body,
    icon: ICON,
    badge: BADGE,
    data: { alertId, url, severity: data?.severity || null },
    // A high-severity alert stays until the member acts on it.
    requireInteraction: Boolean(data && data.severity === 'high'),
    lang: (data && typeof data.lang === 'string' && data.lang) || undefined,
  };
  // The same alert again (an edit) replaces its notification and does not count twice.
  if (alertId) {
    options.tag = `alert-${alertId}`;
    options.renotify = true;
  }
  const shown = alertId ? await self.registration.getNotifications({ tag: options.tag }) : [];
  await self.registration.showNotification(title, options);
  const unread = (await readUnread()) + (shown.length > 0 ? 0 : 1);
  await writeUnread(unread);
  await showBadge(unread);
}

async function onClick(event) {
  event.notification.close();
  const url = portalUrl(event.notification.data?.url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // Focus first, while the tap still allows it. navigate() works on a window this worker controls (it
    // resolves to it, or null if the window left the portal) and fails on one it does not: then the alert
    // opens in a new window.
    await open.focus().catch(() => {});
    const client = open.url === url ? open : await open.navigate(url).catch(() => null);
    if (client) return;
  }
  await self.clients.openWindow(url);
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    onPush(event).catch(() =>
      self.registration.showNotification('New alert', {
        body: 'Open the portal to read it.',
        icon: ICON,
        badge: BADGE,
      }),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(onClick(event));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'anjuman:alerts-read')
    event.waitUntil(writeUnread(0).then(() => showBadge(0)));
});

// Exported for the journeys' "tap" (e2e/push-notifications.spec.ts), which cannot click a system notification.
self.anjumanNotificationClick = onClick;
