import type { Language } from '../../domain/languages';
import { alsoLoadWithEveryLanguage, currentLanguage, i18n } from './i18n';
import type { AdminCatalogue } from './locales/en-admin';

/** Each language's admin texts are a chunk of their own, fetched only by the admin area. */
const LOADERS: Record<Language, () => Promise<AdminCatalogue>> = {
  en: () => import('./locales/en-admin').then((m) => m.enAdmin),
  hi: () => import('./locales/hi-admin').then((m) => m.hiAdmin),
  ur: () => import('./locales/ur-admin').then((m) => m.urAdmin),
};

const loads = new Map<Language, Promise<void>>();

/** Merges a language's admin texts into its catalogue, under the keys the admin screens already use. */
function loadAdminTexts(language: Language): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = LOADERS[language]().then((texts) => {
      i18n.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A fetch that failed (offline before the chunk was ever cached) is tried again next time.
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

/**
 * A lazily imported admin module (the admin layout, the staff sign-in), resolved only once the current
 * language's admin texts are there too: the Suspense around it shows its spinner meanwhile, so no key is ever
 * drawn in place of a text. From then on a change of language loads the new language's admin texts before it
 * switches.
 */
export function withAdminTexts<T>(module: Promise<T>): Promise<T> {
  alsoLoadWithEveryLanguage(loadAdminTexts);
  return Promise.all([module, loadAdminTexts(currentLanguage())]).then(([loaded]) => loaded);
}
