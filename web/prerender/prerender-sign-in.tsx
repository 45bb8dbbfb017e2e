// Run by the build (vite.config.ts) after the bundle is written, in Node: draws the first step of each sign-in
// page in each language with the app's own components, and writes the markup with the styles it used.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { isRightToLeft, LANGUAGES, type Language } from '../../domain/languages';
import {
  PRERENDER_FILE,
  PRERENDERED_PATHS,
  type Prerendered,
  type PrerenderedPage,
  type PrerenderedPath,
} from '../../domain/prerender';
import { PATHS } from '../../domain/routes';
import { LocaleThemeProvider } from '../app/locale-theme-provider';
import { SessionProvider } from '../app/session-provider';
import { ToastProvider } from '../components/toast/toast-provider';
import { withAdminTexts } from '../i18n/admin-texts';
import { i18n, initI18n, switchLanguage } from '../i18n/i18n';
import { createRightToLeftCache } from '../i18n/rtl-style-cache';
import { portalName } from '../lib/portal';

const TITLES = {
  [PATHS.login]: 'auth.signIn',
  [PATHS.register]: 'auth.signIn',
  [PATHS.adminLogin]: 'admin.loginTitle',
} as const satisfies Record<PrerenderedPath, string>;

async function screenOf(path: PrerenderedPath): Promise<ComponentType> {
  if (path === PATHS.adminLogin)
    return (await withAdminTexts(import('../features/admin-auth/admin-login-screen'))).default;
  return (await import('../features/member-auth/member-auth-screen')).default;
}

/** A fresh style cache like the page's (web/i18n): its styles are exactly those this page used. */
function styleCache(language: Language) {
  return isRightToLeft(language) ? createRightToLeftCache() : createCache({ key: 'css' });
}

async function renderPage(path: PrerenderedPath, language: Language): Promise<PrerenderedPage> {
  const Screen = await screenOf(path);
  const cache = styleCache(language);
  const emotion = createEmotionServer(cache);
  const markup = renderToString(
    <LocaleThemeProvider styleCache={cache}>
      <ToastProvider>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Screen />
          </MemoryRouter>
        </SessionProvider>
      </ToastProvider>
    </LocaleThemeProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup));
  return { title: `${i18n.t(TITLES[path])} · ${portalName()}`, styles, markup };
}

async function prerenderSignIn(): Promise<Prerendered> {
  await initI18n();
  const pages = {} as Prerendered;
  for (const language of LANGUAGES) {
    await switchLanguage(language);
    for (const path of PRERENDERED_PATHS) {
      pages[path] ??= {} as Prerendered[PrerenderedPath];
      pages[path][language] = await renderPage(path, language);
    }
  }
  return pages;
}

const webRoot = process.argv[2];
if (!webRoot) throw new Error('Usage: prerender-sign-in.tsx <web root>');
const file = join(webRoot, PRERENDER_FILE);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(await prerenderSignIn()));
