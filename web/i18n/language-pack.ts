import type { EmotionCache } from '@emotion/cache';
import type { Localization } from '@mui/material/locale';
import type { ZodLocale } from '../../domain/zod-locale';
import type { Catalogue } from './locales/en';

/**
 * Everything one language needs beyond English, loaded as its own chunk when it is chosen: the texts,
 * zod's own messages (the shared schemas' defaults, such as 'Too big'), MUI's built-in texts, the date
 * library's month names and, for a right-to-left language, the style cache that mirrors every style.
 */
export type LanguagePack = {
  catalogue: Catalogue;
  /** Zod's messages in the language; none for English, which domain/zod.ts sets by itself. */
  zodLocale?: Exclude<ZodLocale, null>;
  muiLocales: readonly Localization[] | readonly object[];
  dayjsLocale: string;
  emotionCache?: EmotionCache;
};
