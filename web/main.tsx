import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { SessionProvider } from './app/session-provider';
import { theme } from './app/theme';
import { ToastProvider } from './components/toast/toast-provider';

// Spec §8 "Silent handling": errors nobody caught are logged, never shown.
window.addEventListener('unhandledrejection', (e) => {
  console.error(`Unhandled Error: ${e.reason instanceof Error ? e.reason.message : String(e.reason)}`);
});
window.addEventListener('error', (e) => {
  console.error(`Unexpected Error: ${e.message}`);
});

const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
