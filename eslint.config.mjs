import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/**
 * Features stand alone, as bulletproof-react's do: a feature imports the shared pieces (web/components,
 * web/lib, web/i18n, web/app's session) and domain/, never another feature's files, and the shared pieces
 * never import a feature. What two features need moves down into web/components or web/lib. Only the
 * route table (web/app/screens.ts) names the features, each by its screen.
 */
const featureBoundaries = [
  {
    files: ['web/features/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // From web/features/<name>/, '../<other>/…' is a sibling feature ('../../…' is the shared code).
              regex: '^\\.\\./(?!\\.\\.)',
              message:
                'A feature must not import another feature: move the shared piece to web/components or web/lib.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/{components,lib,i18n,pwa}/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message:
                'Shared code must not import a feature: features build on the shared pieces, not the reverse.',
            },
          ],
        },
      ],
    },
  },
];

/**
 * And on the web app's screens: no text a reader sees may be written into the JSX; it comes from the
 * catalogue (web/i18n/locales) through `t()`, so it exists in English, Hindi and Urdu. Biome does the rest of
 * the linting.
 */
export default [
  ...featureBoundaries,
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
