import type { Language } from './languages';
import { PATHS } from './routes';

/**
 * The sign-in pages the build draws in advance, in every language, so that a phone on a slow network can type
 * its number before any script arrives. The server sends each with its HTML.
 */
export const PRERENDERED_PATHS = [PATHS.login, PATHS.register, PATHS.adminLogin] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/** One page in one language: the tab's title, the styles for the head, and the markup of the app's root. */
export type PrerenderedPage = { title: string; styles: string; markup: string };

export type Prerendered = Record<PrerenderedPath, Record<Language, PrerenderedPage>>;

/** Where the build writes them, under the web root (beside Vite's own .vite/manifest.json). */
export const PRERENDER_FILE = '.prerender/sign-in.json';

export function isPrerenderedPath(path: string): path is PrerenderedPath {
  return (PRERENDERED_PATHS as readonly string[]).includes(path);
}
