/**
 * The installable app's addresses, shared by the build (vite.config.ts), the server (server/http/pwa.ts) and the
 * page that registers the service worker (web/pwa/register-service-worker.ts).
 */
export const PWA = {
  serviceWorker: '/sw.js',
  manifest: '/manifest.webmanifest',
  /**
   * The HTML shell the service worker keeps and answers every navigation with. The server renders it (the
   * portal's name is configuration, not part of the build), so it has an address of its own.
   */
  shell: '/app-shell',
  /**
   * Written by the build as the shell's precache revision; the server swaps in a hash of the shell it renders,
   * so a new build or a new PORTAL_NAME changes sw.js and the phone fetches the shell again.
   */
  shellRevisionSlot: '__ANJUMAN_SHELL_REVISION__',
  themeColour: '#FFD400',
  backgroundColour: '#FAFAF7',
  icons: [
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
