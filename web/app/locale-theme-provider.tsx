import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../domain/languages';
import { currentLanguage, packOf, styleCacheOf } from '../i18n/i18n';
import { createAppTheme } from './theme';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The last theme made, kept for the first render when the entry made it ahead (`prepareTheme`). */
let made: { language: Language; locales: readonly object[]; reducedMotion: boolean; theme: Theme } | null =
  null;

function themeFor(language: Language, reducedMotion: boolean): Theme {
  const locales = packOf(language).muiLocales;
  if (made?.language !== language || made.locales !== locales || made.reducedMotion !== reducedMotion)
    made = { language, locales, reducedMotion, theme: createAppTheme(language, locales, { reducedMotion }) };
  return made.theme;
}

/**
 * Makes the theme of the current language ahead of the first render, in a task of its own while the
 * screen's code is still on its way: MUI's createTheme was part of the first render's long task on a slow
 * phone (bench/README.md, "The member home's second render").
 */
export function prepareTheme(): void {
  themeFor(currentLanguage(), window.matchMedia?.(REDUCED_MOTION).matches === true);
}

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
  const reducedMotion = useMediaQuery(REDUCED_MOTION, { noSsr: true });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pack (its MUI texts) makes a new theme.
  const theme = useMemo(() => themeFor(language, reducedMotion), [language, pack, reducedMotion]);
  return (
    <CacheProvider value={styleCache ?? styleCacheOf(language)}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
