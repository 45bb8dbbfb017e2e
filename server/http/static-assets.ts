import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app's files. Vite writes a brotli and a gzip copy beside each asset (vite.config.ts) and
 * @fastify/static sends the one the browser accepts, with `Vary: Accept-Encoding`. The HTML shell is not
 * served from here: it carries the portal's name and the route's preloads (server/http/web-shell.ts).
 */
export async function registerStaticAssets(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The template, Vite's manifest and the prerendered sign-in pages are the server's to use, not to send.
    allowedPath: (path) => !/^\/(index\.html|\.vite\/|\.prerender\/)/.test(path),
    // The built sw.js still lacks the shell's revision: server/http/pwa.ts sends it filled in.
    globIgnore: ['sw.js'],
    // Vite names every asset by its content hash, so a browser may keep them for good.
    setHeaders: (reply, path) => {
      reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600');
    },
  });
}
