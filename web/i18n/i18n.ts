import createCache, { type EmotionCache } from '@emotion/cache';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRightToLeft, LANGUAGE_COOKIE, type Language, pickLanguage } from '../../domain/languages';
import { setZodLocale } from '../../domain/zod-locale';
import { CACHE_KEYS, readText, writeText } from '../lib/local-cache';
import type { LanguagePack } from './language-pack';
import { en } from './locales/en';

/** English is in the main bundle; Hindi and Urdu are each their own chunk, fetched only by those who choose them. */
const PACK_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<LanguagePack>> = {
  hi: () => import('./packs/hi').then((m) => m.pack),
  ur: () => import('./packs/ur').then((m) => m.pack),
};

// The style cache of every left-to-right language; a right-to-left pack brings its own.
const LEFT_TO_RIGHT_CACHE = createCache({ key: 'css' });

const ENGLISH: LanguagePack = {
  catalogue: en,
  muiLocales: [],
  dayjsLocale: 'en-gb',
};

const packs = new Map<Language, LanguagePack>([['en', ENGLISH]]);

export const i18n = i18next.createInstance();

/** The pack of a language already loaded (always, for the current one). */
export function packOf(language: Language): LanguagePack {
  return packs.get(language) ?? ENGLISH;
}

/** The style cache for a language: the right-to-left one for Urdu, else the usual one. */
export function styleCacheOf(language: Language): EmotionCache {
  return packOf(language).emotionCache ?? LEFT_TO_RIGHT_CACHE;
}

async function loadPack(language: Language): Promise<LanguagePack> {
  const loaded = packs.get(language);
  if (loaded) return loaded;
  const pack = await PACK_LOADERS[language as Exclude<Language, 'en'>]();
  packs.set(language, pack);
  i18n.addResourceBundle(language, 'translation', pack.catalogue);
  return pack;
}

// Texts an area loads for itself (the admin texts) once it has been opened: a change of language waits for
// them as it waits for the pack, so the page never switches to a language whose texts are not all there.
const areaTexts = new Set<(language: Language) => Promise<void>>();

/** Has every later change of language also load `load(language)` before it switches. */
export function alsoLoadWithEveryLanguage(load: (language: Language) => Promise<void>): void {
  areaTexts.add(load);
}

/** Switches the texts to a language, its pack and area texts loaded first; touches no page (the prerender uses it). */
export async function switchLanguage(language: Language): Promise<void> {
  const [pack] = await Promise.all([loadPack(language), ...[...areaTexts].map((load) => load(language))]);
  // Zod's messages follow the language, whenever a form's screen brings zod (domain/zod-locale.ts).
  setZodLocale(pack.zodLocale ?? null);
  await i18n.changeLanguage(language);
}

async function apply(language: Language): Promise<void> {
  await switchLanguage(language);
  const html = document.documentElement;
  html.lang = language;
  html.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  rememberForServer(language);
}

/**
 * The server sends the sign-in pages already drawn in the reader's language, and learns it from
 * this cookie: the device's choice, kept in local storage, is out of its sight.
 */
function rememberForServer(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

function languageCookie(): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_COOKIE}=`));
  return pair ? pair.slice(LANGUAGE_COOKIE.length + 1) : null;
}

/** i18next with English, before any language is chosen. */
export async function initI18n(): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    // React escapes what it renders; escaping here too would show '&amp;' in names.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}

/** Starts i18next in the remembered language, or the browser's when it is one of ours (domain/languages). */
export async function startI18n(): Promise<void> {
  await initI18n();
  // The cookie too: the server drew a sign-in page in it, and the app must not redraw it in another.
  const remembered = readText(CACHE_KEYS.language) ?? languageCookie();
  const language = pickLanguage(remembered, navigator.languages ?? [navigator.language]);
  try {
    await apply(language);
  } catch (err) {
    // A language chunk that cannot load (offline before it was ever fetched) leaves the portal in English.
    console.error('Loading the language failed', err);
  }
}

/** The member's choice, remembered on this device across reloads and sign-outs. */
export async function chooseLanguage(language: Language): Promise<void> {
  await apply(language);
  writeText(CACHE_KEYS.language, language);
}

export function currentLanguage(): Language {
  const lng = i18n.language;
  return lng === 'hi' || lng === 'ur' ? lng : 'en';
}
