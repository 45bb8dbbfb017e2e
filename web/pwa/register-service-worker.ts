import { PWA } from '../../domain/pwa';
import { whenIdle } from '../lib/when-idle';

// How long after the load event registration may wait for an idle moment.
const IDLE_TIMEOUT_MS = 5000;

/**
 * Registers the Workbox service worker (built by vite-plugin-pwa, see vite.config.ts) after the load event,
 * at the first idle moment: on a slow network its precaching (about 100 KB) must not take bandwidth from the
 * first screen, which is still rendering and fetching its last bits when the load event fires.
 *
 * The browser's own register() is enough: the service worker takes over by itself (skipWaiting,
 * clientsClaim) and a new version waits for the next reload, so nothing here listens for updates, and
 * workbox-window's update prompts and reloads, which would add a few KB to the first load, are not used.
 */
export function registerServiceWorker(): void {
  // `npm run dev` has no service worker: Vite serves the sources and would never show a change behind one.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(PWA.serviceWorker, { scope: '/' })
      .catch((err: unknown) => console.error('Service worker registration failed', err));
  };
  const registerWhenIdle = () => void whenIdle(register, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, { once: true });
}
