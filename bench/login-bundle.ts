import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Members pay for every byte on a slow phone: measure the JS that /login loads. Walks Vite's manifest from
 * the entry through its static
 * imports and the lazily loaded member sign-in screen, and prints raw and gzip sizes. Run after `npm run build`.
 */
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };

const root = join(import.meta.dirname, '..', 'dist', 'web');
const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

function report(label: string, startKeys: string[], forbidden: RegExp, keys = closure(startKeys)) {
  const files = [...keys].map((k) => manifest[k]!.file);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(join(root, f));
    raw += buf.length;
    gz += gzipSync(buf).length;
  }
  console.log(
    `${label}: ${files.length} JS files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip`,
  );
  const leaked = files.filter((f) => forbidden.test(f));
  if (leaked.length > 0) console.log(`  WARNING: code of the other area on this path: ${leaked.join(', ')}`);
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const screen = (name: string) => Object.keys(manifest).find((k) => k.endsWith(`${name}.tsx`))!;
const ADMIN = /admin/;
const MEMBER = /member/;
report('/login (entry + member sign-in screen)', [entry, screen('member-auth-screen')], ADMIN);
// Each language beyond English is its own chunk (web/i18n/packs): what a Hindi or Urdu reader adds to /login.
const pack = (name: string) => Object.keys(manifest).find((k) => k.endsWith(`i18n/packs/${name}.ts`))!;
const entryFiles = closure([entry, screen('member-auth-screen')]);
for (const language of ['hi', 'ur']) {
  const extra = [...closure([pack(language)])].filter((k) => !entryFiles.has(k));
  report(`  + ${language} language pack (beyond /login)`, extra, ADMIN, new Set(extra));
}
report(
  '/member-dashboard (entry + layout + home)',
  [entry, screen('member-layout'), screen('member-home-screen')],
  ADMIN,
);
// The admin texts are chunks of their own (web/i18n/admin-texts.ts): the staff sign-in and the admin layout
// wait for the current language's, so an English reader's admin pages carry the English ones.
const adminTexts = (language: string) =>
  Object.keys(manifest).find((k) => k.endsWith(`i18n/locales/${language}-admin.ts`))!;
report(
  '/admin/login (entry + staff sign-in + English admin texts)',
  [entry, screen('admin-login-screen'), adminTexts('en')],
  MEMBER,
);
report(
  '/admin (entry + layout + home + English admin texts)',
  [entry, screen('admin-layout'), screen('admin-home-screen'), adminTexts('en')],
  MEMBER,
);
for (const language of ['hi', 'ur']) {
  report(`  + ${language} admin texts (beyond the language pack)`, [adminTexts(language)], MEMBER);
}
