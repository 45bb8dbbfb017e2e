/// <reference lib="webworker" />

import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * The service worker (vite-plugin-pwa's injectManifest; the list of files is written in at build time). It
 * precaches the member's app (every screen a member can open, the icons) and the server-rendered shell, so
 * /login and the member's screens open with no network after one visit. Staff-only chunks are left out of
 * the list (web/pwa/member-precache.ts) and kept in a runtime cache once staff have loaded them. /api/* is
 * never cached here: it always goes to the network, and the public reads sent by GET (decision 0016) through
 * the browser's HTTP cache, which keeps them as long as their Cache-Control says and no longer.
 *
 * Workbox's own install fetches the list one file after another: on a 400 ms link, 110 files took most of a
 * minute. This one fetches six at a time, as a page does over HTTP/1.1.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
// Written by the build (vite.config.ts `define`): the push handler's address, with a hash of its content.
declare const __PUSH_HANDLER__: string;

// Notifications of alerts: push, notificationclick and the unread badge (web/public/push-sw.js).
importScripts(__PUSH_HANDLER__);

// The shell every navigation is answered with (domain/pwa.ts PWA.shell), and what is not a screen: the API,
// the health checks, and any address of a file (a dot in the last segment). The masjid's TV (/display/<code>)
// is a screen: the shell opens it offline, and it computes its times from what it kept.
const SHELL = '/app-shell';
// The visitors' pages (a masjid's public page, the masjids near me) are drawn by the server per request,
// with the day's times in them, so they go to the network too.
const NOT_SCREENS = [/^\/api\//, /^\/(healthz|readyz)$/, /\.[^/]*$/, /^\/masjid\//, /^\/near-me$/];
const PARALLEL_FETCHES = 6;

const precache = new PrecacheController();
const entries = self.__WB_MANIFEST;
precache.addToCacheList(entries);

async function installAll(event: ExtendableEvent): Promise<void> {
  const queue = entries.map((e) => (typeof e === 'string' ? { url: e, revision: null } : e));
  const fetchNext = async (): Promise<void> => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const url = new URL(entry.url, self.location.href).href;
      const cacheKey = precache.getCacheKeyForURL(url)!;
      // A file with a revision is fetched past the HTTP cache (its name does not change with its content);
      // a hashed chunk the page has just loaded comes from the HTTP cache.
      const request = new Request(url, {
        cache: entry.revision ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, fetchNext));
}

self.addEventListener('install', (event) => {
  event.waitUntil(installAll(event));
  // A new version takes control as soon as it is installed, but nothing reloads the page: the open page, and
  // any form on it, keep running the old code, and the new version shows at the next reload.
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(precache.activate(event).then(() => self.clients.claim()));
});
cleanupOutdatedCaches();

registerRoute(new PrecacheRoute(precache));
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL(SHELL), { denylist: NOT_SCREENS }));
// The staff screens' chunks, on first use: their names carry their content's hash, so a cached copy is never
// stale; a new version's chunks have new names, and the oldest entries make way for them.
registerRoute(
  ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'staff-assets', plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
);
