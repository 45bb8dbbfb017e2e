import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { startFirstReads } from './app/first-reads';
import { LocaleThemeProvider } from './app/locale-theme-provider';
import { AppRoutes } from './app/router';
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

startFirstReads(window.location.pathname);

// The first screen is drawn in the reader's language, not in English and then again (the loading shell of
// index.html stays up meanwhile).
void startI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
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
    </StrictMode>,
  );
});

// Installable and usable offline after one visit; registered after the load event (see the function).
registerServiceWorker();
