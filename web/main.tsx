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

startFirstReads(window.location.pathname, window.location.search);

const root = document.getElementById('root')!;
// The first screen is drawn in the reader's language, not in English and then again, and with its chunks
// here: the loading shell of index.html, or the prerendered sign-in, stays up meanwhile, and the first render
// replaces it with the screen, never with a spinner; with the alerts that set its layout, when they are on
// their way (firstLayoutReads).
// i18next's start and the theme each in a task of their own, apart from the entry's modules (a long task on a
// slow phone, bench/long-tasks.ts) and from the first render, while the screen's chunks are on their way.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
void nextTask()
  .then(startI18n)
  .then(() =>
    Promise.all([preloadRoute(window.location.pathname), firstLayoutReads(), nextTask().then(prepareTheme)]),
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
