import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

// The same as PWA.shell and PWA.shellRevisionSlot in domain/pwa.ts, written out because Vite's config loader
// is moving to plain Node, which cannot import a TypeScript file without its extension; the server refuses
// to start on a sw.js without the slot, and e2e/offline.spec.ts fails if the addresses disagree.
const SHELL = '/app-shell';
const SHELL_REVISION_SLOT = '__ANJUMAN_SHELL_REVISION__';

// The push handler (issue 27) that the generated service worker imports; web/public copies it as it is. Its
// address carries a hash of its content, so a changed handler changes sw.js (and the phone installs the new
// one), and no HTTP cache keeps the old script.
const PUSH_HANDLER = `/push-sw.js?v=${createHash('sha256')
  .update(readFileSync(new URL('./web/public/push-sw.js', import.meta.url)))
  .digest('hex')
  .slice(0, 12)}`;

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    // Brotli and gzip copies written beside each asset at build time; the server sends the one the browser
    // accepts (server/static-assets.ts), so a 3G phone downloads about a third of the bytes.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 512,
    }),
    // The service worker (Workbox generateSW): it precaches the app (every screen's JS, the CSS, icons) and
    // the server-rendered shell, so /login and the member's screens open with no network after one visit.
    // It caches nothing else: with no runtime caching, /api/* always goes to the network.
    VitePWA({
      strategies: 'generateSW',
      // Registered by web/pwa/register-service-worker.ts after the load event, not by a script in the HTML.
      injectRegister: false,
      // The manifest carries the configured portal name, so the server writes it (server/pwa.ts).
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: ['**/*.{js,css,woff2,svg,png}'],
        // index.html is a template (%PORTAL_NAME%); the server renders the real shell at SHELL, and its
        // revision is filled in by the server when it sends sw.js.
        additionalManifestEntries: [{ url: SHELL, revision: SHELL_REVISION_SLOT }],
        navigateFallback: SHELL,
        // Not screens: the API, the health checks, and any address of a file (a dot in the last segment).
        navigateFallbackDenylist: [/^\/api\//, /^\/(healthz|readyz)$/, /\.[^/]*$/],
        // A new version takes control as soon as it is installed, but nothing reloads the page: the plugin's
        // register script, whose 'autoUpdate' mode reloads every open tab, is not used (injectRegister false,
        // no virtual:pwa-register), so the open page, and any form on it, keep running the old code, and the
        // new version shows at the next reload.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        // One file, which the server sends compressed (the separate workbox-*.js would go out raw).
        inlineWorkboxRuntime: true,
        // Notifications of alerts: push, notificationclick and the unread badge (web/public/push-sw.js).
        importScripts: [PUSH_HANDLER],
      },
    }),
  ],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false, manifest: true },
  // `npm run dev`: Vite serves the app with hot reload and hands API calls to the server on PORT.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
});
