import './app/preact-parity';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { firstLayoutReads, startFirstReads } from './app/first-reads';
import { LocaleThemeProvider, prepareTheme } from './app/locale-theme-provider';
import { carryEarlyInput, readEarlyInput } from './app/prerendered-form';
import { AppRoutes, preloadRoute } from './app/router';
import { SessionProvider } from './app/session-provider';
import { ToastProvider } from './components/toast/toast-provider';
import { startI18n } from './i18n/i18n';
import { registerServiceWorker } from './pwa/register-service-worker';

// Errors nobody caught are logged, never shown.
window.addEventListener('unhandledrejection', (e) => {
  console.error(`Unhandled Error: ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`);
});
window.addEventListener('error', (e) => {
  console.error(`Unexpected Error: ${e.message}`);
});

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
// The first reads in a task of their own, the first after the entry's modules: starting the fetches was
// a sixth of that long task on a slow phone (bench/long-tasks.ts), and they still leave before the languages.
void nextTask().then(() => startFirstReads(window.location.pathname, window.location.search));

/**
 * React Router's BrowserRouter writes an index into the page's history entry when it is made, with
 * `replaceState`: a sixth of the first render's task on a slow phone (bench/long-tasks.ts). The same index
 * is written here in a task of its own beforehand, and the router finds it there.
 */
function writeHistoryIndex() {
  const state: unknown = window.history.state;
  const idx = state && typeof state === 'object' ? (state as { idx?: unknown }).idx : undefined;
  if (idx == null) window.history.replaceState({ ...(state as object | null), idx: 0 }, '');
}

const root = document.getElementById('root')!;
// The first screen is drawn in the reader's language, not in English and then again, and with its chunks
// here: the loading shell of index.html, or the prerendered sign-in, stays up meanwhile, and the first render
// replaces it with the screen, never with a spinner; with the alerts that set its layout, when they are on
// their way (firstLayoutReads).
// i18next's start and the theme each in a task of their own, apart from the entry's modules (a long task on a
// slow phone, bench/long-tasks.ts) and from the first render, while the screen's chunks are on their way.
void nextTask()
  .then(startI18n)
  // Matching the address against every route to fetch its chunks, in a task after the languages' (both were
  // one long task on a slow phone).
  .then(nextTask)
  .then(() =>
    Promise.all([
      preloadRoute(window.location.pathname),
      firstLayoutReads(),
      nextTask().then(prepareTheme),
      nextTask().then(writeHistoryIndex),
    ]),
  )
  .catch((err: unknown) => console.error('Loading the first screen failed', err))
  // A task of its own for the first render: the entry's modules and the languages have just run, and one
  // task for both was a long one on a slow phone (bench/long-tasks.ts).
  .then(nextTask)
  .then(() => {
    const early = readEarlyInput(root);
    const app = (
      <StrictMode>
        <LocaleThemeProvider>
          <ToastProvider>
            <SessionProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </SessionProvider>
          </ToastProvider>
        </LocaleThemeProvider>
      </StrictMode>
    );
    const reactRoot = createRoot(root);
    if (early) {
      // In one task with the reading above, so a key pressed meanwhile is not lost.
      flushSync(() => reactRoot.render(app));
      carryEarlyInput(root, early);
    } else {
      // In one task: Preact has no concurrent rendering, so a transition would not cut it up as React's did
      // (decision 0012; bench/README.md, "The third pass"). The loading shell stays up meanwhile.
      reactRoot.render(app);
    }
  });

// Installable and usable offline after one visit; registered after the load event (see the function).
registerServiceWorker();
