import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The layers, judged on the file each import resolves to (the TypeScript resolver reads tsconfig.json, as tsc
 * does), so a path written any way, '../../features/x', an absolute one or an alias, meets the same zone.
 * Features stand alone, as bulletproof-react's do: a feature imports the shared pieces (web/components,
 * web/lib, web/i18n, web/app's session) and domain/, never another feature's files, and the shared pieces
 * never import a feature. What two features need moves down into web/components or web/lib. In web/app only
 * the route table (web/app/screens.ts) names the features, each by its screen. domain/ is the rules both
 * sides share, so it imports neither side; the server never imports the web app.
 * Import cycles are Biome's `noImportCycles` (biome.json), not import-x's `no-cycle`: that one skips type-only
 * imports, and a cycle through types still ties the files together. domain/layer-boundaries.test.ts feeds
 * both the bypasses they refuse.
 */
const root = import.meta.dirname;
const features = readdirSync(`${root}/web/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  ...features.map((feature) => ({
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`],
    message: 'A feature must not import another feature: move the shared piece to web/components or web/lib.',
  })),
  {
    target: ['./web/components', './web/lib', './web/i18n', './web/pwa'],
    from: './web/features',
    message: 'Shared code must not import a feature: features build on the shared pieces, not the reverse.',
  },
  {
    target: './web/app/**/!(screens).{ts,tsx}',
    from: './web/features',
    message:
      'web/app names a feature only in its screen table (web/app/screens.ts): move what it needs to web/lib.',
  },
  {
    target: './domain',
    from: ['./server', './web'],
    message: 'domain/ holds the rules the server and the web app share, so it imports neither.',
  },
  { target: './server', from: './web', message: 'The server must not import the web app.' },
];

// The only rules server/ and domain/ get from ESLint; Biome lints the rest.
const layers = {
  files: ['{web,domain,server}/**/*.{ts,tsx}'],
  languageOptions: { parser: tseslint.parser },
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
};

/**
 * And on the web app's screens: no text a reader sees may be written into the JSX; it comes from the
 * catalogue (web/i18n/locales) through `t()`, so it exists in English, Hindi and Urdu. Biome does the rest of
 * the linting.
 */
export default [
  { ignores: ['dist/', 'test-results/', 'playwright-report/', 'data/'] },
  layers,
  {
    files: ['web/**/*.tsx'],
    ignores: ['web/**/*.test.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Calls whose string arguments are names, not texts: catalogue keys and codes, form field names.
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'byCode',
              'register',
              'watch',
              'setValue',
              'getValues',
              'trigger',
              'require',
            ],
          },
          // Only the attributes a reader sees or hears; the others (variant="contained", component="h1") are code.
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'alt',
              'aria-label',
              'aria-description',
              'aria-valuetext',
              'helperText',
              'emptyText',
              'submitLabel',
              'busyLabel',
              'filtersLabel',
              'navLabel',
              'primary',
              'secondary',
            ],
          },
        },
      ],
    },
  },
];
