import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { baselineCss } from './web/app/baseline.ts';
import { PREACT_ALIASES } from './web/preact-aliases.ts';
import { memberPrecache } from './web/pwa/member-precache.ts';

// The same as PWA.shell and PWA.shellRevisionSlot in domain/pwa.ts, written out because Vite's config loader
// is moving to plain Node, which cannot import a TypeScript file without its extension; the server refuses
// to start on a sw.js without the slot, and e2e/offline.spec.ts fails if the addresses disagree.
const SHELL = '/app-shell';
const SHELL_REVISION_SLOT = '__ANJUMAN_SHELL_REVISION__';

// The push handler that the generated service worker imports; web/public copies it as it is. Its
// address carries a hash of its content, so a changed handler changes sw.js (and the phone installs the new
// one), and no HTTP cache keeps the old script.
const PUSH_HANDLER = `/push-sw.js?v=${createHash('sha256')
  .update(readFileSync(new URL('./web/public/push-sw.js', import.meta.url)))
  .digest('hex')
  .slice(0, 12)}`;

const precache = memberPrecache();

/**
 * vite-plugin-pwa builds the service worker as one file with Rollup's `inlineDynamicImports`, which Rolldown
 * has renamed to `codeSplitting: false` and warns about on every build: the same request, in its new words.
 */
function serviceWorkerInOneFile(): Plugin {
  return {
    name: 'anjuman-service-worker-in-one-file',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
      delete output.inlineDynamicImports;
      Object.assign(output, { codeSplitting: false });
    },
  };
}

/**
 * Once the bundle is written: the sign-in pages' first step drawn in every language with the app's own
 * components (web/prerender/prerender-sign-in.tsx), which the server sends in the HTML. In a
 * process of its own, since it renders React in Node. Then what the server draws the visitors' pages with
 * (web/prerender/write-public-page.ts).
 */
function prerenderSignIn(): Plugin {
  let outDir = '';
  return {
    name: 'anjuman-prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const script = fileURLToPath(new URL('./web/prerender/prerender-sign-in.tsx', import.meta.url));
      execFileSync(process.execPath, ['--import', 'tsx', script, outDir], {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      // The visitors' pages' words, styles and near-me script, which the server draws them with.
      const publicPage = fileURLToPath(new URL('./web/prerender/write-public-page.ts', import.meta.url));
      execFileSync(process.execPath, ['--import', 'tsx', publicPage, outDir], {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      });
    },
  };
}

/**
 * The page's baseline styles (web/app/baseline.ts) in index.html, before its other styles: the loading shell,
 * the prerendered sign-in and the app all stand on them from the first paint.
 */
function baselineStyles(): Plugin {
  return {
    name: 'anjuman-baseline-styles',
    transformIndexHtml: () => [{ tag: 'style', children: baselineCss(), injectTo: 'head-prepend' }],
  };
}

/**
 * Each `@mui/icons-material` icon made by web/app/plain-svg-icon.tsx: a plain `<svg>` instead of MUI's styled
 * SvgIcon. The icons import their maker by this relative name; nothing else does.
 */
function plainSvgIcons(): Plugin {
  const maker = fileURLToPath(new URL('./web/app/plain-svg-icon.tsx', import.meta.url));
  return {
    name: 'anjuman-plain-svg-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromIcons = importer?.includes('/@mui/icons-material/') ?? false;
      return fromIcons && /^\.\/utils\/createSvgIcon(\.m?js)?$/.test(source) ? maker : null;
    },
  };
}

export default defineConfig({
  root: 'web',
  // The service worker imports the push handler by this address (web/pwa/sw.ts).
  define: { __PUSH_HANDLER__: JSON.stringify(PUSH_HANDLER) },
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // MUI calls emotion's `styled(tag, options)` and nothing else. The package's main module also makes a
      // shortcut for each of 150 HTML and SVG tags as it loads (`styled.div`, …), 50 ms of a slow phone's
      // first task (bench/long-tasks.ts); `base` is the same function without them.
      { find: /^@emotion\/styled$/, replacement: '@emotion/styled/base' },
    ],
  },
  plugins: [
    // JSX for React's API (aliased to Preact above). React's Fast Refresh cannot drive Preact, so in
    // `npm run dev` an edit reloads the page instead.
    react({ refreshExclude: /./ }),
    baselineStyles(),
    plainSvgIcons(),
    precache.plugin,
    prerenderSignIn(),
    // Brotli and gzip copies written beside each asset at build time; the server sends the one the browser
    // accepts (server/http/static-assets.ts), so a 3G phone downloads about a third of the bytes.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 512,
    }),
    // The service worker (web/pwa/sw.ts, built by vite-plugin-pwa with the precache list written in).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'pwa',
      filename: 'sw.ts',
      // Registered by web/pwa/register-service-worker.ts after the load event, not by a script in the HTML.
      injectRegister: false,
      // The manifest carries the configured portal name, so the server writes it (server/http/pwa.ts).
      manifest: false,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,woff2,svg,png}'],
        // A member's phone precaches what a member can open (web/pwa/member-precache.ts).
        manifestTransforms: [precache.manifestTransform],
        // index.html is a template (%PORTAL_NAME%); the server renders the real shell at SHELL, and its
        // revision is filled in by the server when it sends sw.js.
        additionalManifestEntries: [{ url: SHELL, revision: SHELL_REVISION_SLOT }],
        buildPlugins: { vite: [serviceWorkerInOneFile()] },
      },
    }),
  ],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The entry is one file on purpose (below): about 340 KiB before compression, 115 gzip.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // React Router reads `useOptimistic`, which Preact's compat lacks, and falls back when it is undefined
      // (decision 0012): the build's warning about it would only alarm a first `npm start`.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          // Everything the entry needs in one file (/login made 38 script requests, queued six at a
          // time behind HTTP/1.1's connections on a 400 ms link), which also compresses better than its parts.
          groups: [
            { name: 'app', tags: ['$initial'], priority: 10 },
            // MUI's SvgIcon, with the maker of the plain icons that falls back to it: always needed together.
            { name: 'svg-icon', test: /[\\/](plain-svg-icon\.tsx|@mui[\\/]material[\\/]SvgIcon[\\/].*)$/ },
            // Dates: their rules (domain/dates.ts), and how screens write them and numbers (use-format.ts, on
            // domain/format-date.ts and dayjs with each language's month names), and set a word apart in a
            // sentence of the other direction (bidi.ts): one file, where each part was a request of its own.
            {
              name: 'dates',
              test: /([\\/]domain[\\/](format-date|dates)\.ts|[\\/]web[\\/]i18n[\\/](use-format|bidi|intl-locale)\.ts|[\\/]dayjs[\\/](dayjs\.min|plugin[\\/]utc|locale[\\/](hi|ur))\.js)$/,
            },
          ],
        },
      },
    },
  },
  // `npm run dev`: Vite serves the app with hot reload and hands API calls to the server on PORT.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
});
