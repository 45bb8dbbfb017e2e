import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PATHS } from '../domain/routes';
import { firstScreenModules } from '../server/http/web-shell';

/**
 * Members pay for every byte on a slow phone: measure the JS each first screen loads. Walks Vite's manifest
 * from the entry through its static imports and the route's first lazy chunks (the ones the server preloads,
 * server/http/web-shell.ts), and prints raw and gzip sizes and the number of files. Run after `npm run build`.
 *
 * Budgets: /login at most 150 KiB gzip, every member screen's first load at most 180 KiB. A screen
 * past its budget prints OVER BUDGET and the script exits 1; `npm test` runs it on the build it tests, so a
 * regression fails the suite. `BUNDLE_REPORT_ONLY=1` prints and exits 0.
 */
type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; src?: string };

const LOGIN_BUDGET_KIB = 150;
const MEMBER_SCREEN_BUDGET_KIB = 180;

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

const over: string[] = [];

function report(
  label: string,
  startKeys: string[],
  forbidden: RegExp,
  budgetKiB = Number.POSITIVE_INFINITY,
  keys = closure(startKeys),
) {
  const files = [...keys].map((k) => manifest[k]!.file);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const buf = readFileSync(join(root, f));
    raw += buf.length;
    gz += gzipSync(buf).length;
  }
  const budget = Number.isFinite(budgetKiB) ? ` (budget ${budgetKiB} KiB)` : '';
  console.log(
    `${label}: ${files.length} JS files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzip${budget}`,
  );
  const leaked = files.filter((f) => forbidden.test(f));
  if (leaked.length > 0) console.log(`  WARNING: code of the other area on this path: ${leaked.join(', ')}`);
  if (gz / 1024 > budgetKiB) {
    console.log(`  OVER BUDGET: ${label.split(' ')[0]} ${(gz / 1024).toFixed(1)} KiB > ${budgetKiB} KiB`);
    over.push(label);
  }
  return keys;
}

/** Each language beyond English is its own chunk (web/i18n/packs): what it adds to a page already loaded. */
function reportBeyond(label: string, key: string, loaded: Set<string>, forbidden: RegExp) {
  const extra = [...closure([key])].filter((k) => !loaded.has(k));
  if (extra.length > 0) report(label, extra, forbidden, Number.POSITIVE_INFINITY, new Set(extra));
  else console.log(`${label}: nothing beyond the page`);
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
const moduleKey = (suffix: string) => Object.keys(manifest).find((k) => k.endsWith(suffix))!;
const ADMIN = /admin/;
const MEMBER = /\/member-/;

const login = report(
  '/login (entry + member sign-in screen)',
  [entry, ...firstScreenModules(PATHS.login)],
  ADMIN,
  LOGIN_BUDGET_KIB,
);
for (const language of ['hi', 'ur']) {
  reportBeyond(
    `  + ${language} language pack (beyond /login)`,
    moduleKey(`i18n/packs/${language}.ts`),
    login,
    ADMIN,
  );
}
for (const path of [
  PATHS.memberHome,
  PATHS.alerts,
  PATHS.mosque,
  PATHS.volunteers,
  PATHS.family,
  PATHS.profile,
]) {
  report(
    `${path} (entry + layout + screen)`,
    [entry, ...firstScreenModules(path)],
    ADMIN,
    MEMBER_SCREEN_BUDGET_KIB,
  );
}
// The admin texts are chunks of their own (web/i18n/admin-texts.ts): the staff sign-in and the admin layout
// wait for the current language's, so an English reader's admin pages carry the English ones.
const adminTexts = (language: string) => moduleKey(`i18n/locales/${language}-admin.ts`);
report(
  '/admin/login (entry + staff sign-in + English admin texts)',
  [entry, ...firstScreenModules(PATHS.adminLogin), adminTexts('en')],
  MEMBER,
);
report(
  '/admin (entry + layout + home + English admin texts)',
  [entry, ...firstScreenModules(PATHS.adminHome), adminTexts('en')],
  MEMBER,
);
report(
  '/admin/members (entry + layout + members + English admin texts)',
  [entry, ...firstScreenModules(PATHS.adminMembers), adminTexts('en')],
  MEMBER,
);
for (const language of ['hi', 'ur']) {
  report(`  + ${language} admin texts (beyond the language pack)`, [adminTexts(language)], MEMBER);
}

if (over.length > 0 && process.env.BUNDLE_REPORT_ONLY !== '1') process.exitCode = 1;
