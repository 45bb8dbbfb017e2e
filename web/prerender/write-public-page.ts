// Run by the build (vite.config.ts) after the bundle is written, in Node: writes what the server needs to draw
// the visitors' pages itself (domain/public-page.ts): each language's words for them, the baseline styles, and
// the near-me script, bundled on its own (a few KiB; the app's entry is not loaded on those pages).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LANGUAGES, type Language } from '../../domain/languages';
import {
  PUBLIC_PAGE_FILE,
  type PublicPageBuild,
  type PublicPageTexts,
  type ReceiptCheckTexts,
} from '../../domain/public-page';
import { baselineCss } from '../app/baseline';
import { LANGUAGE_NAMES } from '../components/language/language-names';
import { type Catalogue, en } from '../i18n/locales/en';
import { hi } from '../i18n/locales/hi';
import { ur } from '../i18n/locales/ur';

const CATALOGUES: Record<Language, Catalogue> = { en, hi, ur };

/** One language's words for the visitors' pages, out of its catalogue. */
export function publicPageTexts(language: Language): PublicPageTexts {
  const catalogue = CATALOGUES[language];
  const { prayers, parts, hijriMonths, hijriDate } = catalogue.prayerTimes;
  const { weekdays, ...words } = catalogue.publicMasjid;
  return {
    words,
    weekdays,
    prayers,
    parts,
    hijriMonths,
    hijriDate,
    opensInNewTab: catalogue.common.opensInNewTab,
    languageLabel: catalogue.language.label,
    languageName: LANGUAGE_NAMES[language],
  };
}

/** One language's words for a receipt's public check, and the default funds' names. */
function receiptCheckTexts(language: Language): ReceiptCheckTexts {
  const catalogue = CATALOGUES[language];
  return { words: catalogue.receiptCheck, funds: catalogue.giving.funds };
}

/** The near-me script as one minified module, named by its content's hash, with its compressed copies. */
async function writeNearMeScript(webRoot: string): Promise<string> {
  const entry = fileURLToPath(new URL('../public-page/near-me.ts', import.meta.url));
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    legalComments: 'none',
  });
  const code = Buffer.from(out.outputFiles[0]!.contents);
  const name = `assets/near-me-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
  const file = join(webRoot, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, code);
  writeFileSync(`${file}.br`, brotliCompressSync(code));
  writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
  return `/${name}`;
}

export async function writePublicPage(webRoot: string): Promise<void> {
  const texts = Object.fromEntries(LANGUAGES.map((l) => [l, publicPageTexts(l)])) as PublicPageBuild['texts'];
  const page: PublicPageBuild = {
    texts,
    receiptCheck: Object.fromEntries(
      LANGUAGES.map((l) => [l, receiptCheckTexts(l)]),
    ) as PublicPageBuild['receiptCheck'],
    baselineCss: baselineCss(),
    nearMeScript: await writeNearMeScript(webRoot),
  };
  const file = join(webRoot, PUBLIC_PAGE_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(page));
}

// Run as a script: `write-public-page.ts <web root>`; imported (by a test), it only lends its functions.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const webRoot = process.argv[2];
  if (!webRoot) throw new Error('Usage: write-public-page.ts <web root>');
  await writePublicPage(webRoot);
}
