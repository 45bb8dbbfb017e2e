/**
 * The browser build and the component tests render with Preact through `preact/compat` instead of React
 * (react-dom was 67 KiB of /login's 181 KiB gzip; Preact and its compat layer are 8). The libraries
 * import `react` and `react-dom` as before and get Preact's versions of the same API. What behaves differently
 * is put right in web/app/preact-parity.ts. The sign-in's prerender (web/prerender) still runs React's
 * `renderToString` in Node: the app takes that markup over rather than hydrating it, so the two never meet.
 */
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // react-i18next 17 (the last to run on Node 20) reads the hook through this shim, which would require React
  // itself; Preact's compat has the hook built in.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];
