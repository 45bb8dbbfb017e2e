import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  acceptedLanguages,
  isRightToLeft,
  LANGUAGE_COOKIE,
  type Language,
  pickLanguage,
} from '../../domain/languages';
import { PRERENDER_FILE, type Prerendered, type PrerenderedPage } from '../../domain/prerender';
import { escapeHtml } from './html-escape';
import { SIGN_IN_BOOT_SCRIPT } from './sign-in-boot-script';

/** The headers that choose a page's HTML: its compression and, for a sign-in page, its language. */
export type ReaderHeaders = { 'accept-encoding'?: string; 'accept-language'?: string; cookie?: string };

/** The sign-in pages the build drew in advance (web/prerender), or null when the build has none. */
export function readPrerendered(webRoot: string): Prerendered | null {
  const file = join(webRoot, PRERENDER_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Prerendered) : null;
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The reader's language: the device's choice (the app keeps it in a cookie too), else the browser's. */
export function readerLanguage(headers: ReaderHeaders): Language {
  return pickLanguage(
    cookieValue(headers.cookie, LANGUAGE_COOKIE),
    acceptedLanguages(headers['accept-language']),
  );
}

/**
 * The HTML template with a sign-in page drawn in: the page's language and direction, its title, its styles
 * in the head, and its markup in place of the loading shell, followed by the script that holds an early
 * Continue until the app takes over.
 */
export function withPrerenderedPage(template: string, page: PrerenderedPage, language: Language): string {
  const dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  // Replacer functions: the markup is taken as it is, never read for `$&` patterns.
  return template
    .replace(/<html lang="[a-z]+">/, () => `<html lang="${language}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.styles}\n  </head>`)
    .replace(
      /<!--loading-->[\s\S]*<!--\/loading-->/,
      () => `${page.markup}<script>${SIGN_IN_BOOT_SCRIPT}</script>`,
    );
}
