import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

/**
 * One rule, on the web app's screens: no text a reader sees may be written into the JSX; it comes from the
 * catalogue (web/i18n/locales) through `t()`, so it exists in English, Hindi and Urdu. Biome does the rest of
 * the linting.
 */
export default [
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
