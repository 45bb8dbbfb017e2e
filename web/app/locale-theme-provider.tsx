import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../domain/languages';
import { packOf, styleCacheOf } from '../i18n/i18n';
import { createAppTheme } from './theme';

/**
 * The theme of the chosen language: direction, fonts, MUI's own texts, and the style cache (the right-to-left
 * one mirrors every style for Urdu); without motion when the device asks for less. The cache provider is always
 * there, so a change of language restyles the page without remounting it: a half-filled form keeps what was
 * typed. The page's baseline styles (MUI's CssBaseline) are in index.html instead (web/app/baseline.ts).
 */
export function LocaleThemeProvider({
  children,
  styleCache,
}: {
  children: ReactNode;
  /** The prerender's own cache, whose styles it collects; the page uses the language's. */
  styleCache?: EmotionCache;
}) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const pack = packOf(language);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const theme = useMemo(
    () => createAppTheme(language, pack.muiLocales, { reducedMotion }),
    [language, pack, reducedMotion],
  );
  return (
    <CacheProvider value={styleCache ?? styleCacheOf(language)}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
