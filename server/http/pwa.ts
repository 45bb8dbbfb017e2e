import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PWA } from '../../domain/pwa';
import { type loadWebShell, preferredEncoding } from './web-shell';

type WebShell = ReturnType<typeof loadWebShell>;
type Encoded = { body: Buffer; encoding: 'br' | 'gzip' | null };

// sw.js and the manifest must reach the phone as soon as they change: a browser or proxy keeping an old sw.js
// would keep the old app. (Browsers skip their HTTP cache for sw.js by default; no-cache covers the rest.)
const REVALIDATE = 'no-cache';

/** A small text compressed once at start; each request gets the encoding its browser accepts. */
function compressedOnce(text: string): (acceptEncoding: string | undefined) => Encoded {
  const identity = Buffer.from(text, 'utf8');
  const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = gzipSync(identity, { level: 9 });
  return (acceptEncoding) => {
    const encoding = preferredEncoding(acceptEncoding);
    return { body: encoding === 'br' ? br : encoding === 'gzip' ? gzip : identity, encoding };
  };
}

function sendFresh(reply: FastifyReply, { body, encoding }: Encoded) {
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding').send(body);
}

/** The web manifest, with the configured portal name (a build cannot know it: it is set at start). */
export function webManifest(portalName: string) {
  return {
    id: '/',
    name: portalName,
    short_name: portalName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: PWA.themeColour,
    background_color: PWA.backgroundColour,
    icons: PWA.icons,
  };
}

/** A short hash of exactly the HTML the shell address sends, for the service worker's precache revision. */
export function shellRevision(shellHtml: Buffer): string {
  return createHash('sha256').update(shellHtml).digest('hex').slice(0, 32);
}

/** The built sw.js with the shell's revision written in; a build without the slot is not this app's. */
export function fillShellRevision(serviceWorker: string, revision: string): string {
  if (!serviceWorker.includes(PWA.shellRevisionSlot)) {
    throw new Error(`sw.js has no ${PWA.shellRevisionSlot}: rebuild the web app (npx vite build)`);
  }
  return serviceWorker.replaceAll(PWA.shellRevisionSlot, revision);
}

/**
 * What makes the portal installable and usable offline, besides the built files: the shell the service
 * worker keeps (rendered like every other route, at an address of its own so it answers 200), the service
 * worker with that shell's revision, and the manifest. Nothing here touches /api: the service worker never
 * caches it.
 */
export function registerPwa(
  app: FastifyInstance,
  { webRoot, portalName, webShell }: { webRoot: string; portalName: string; webShell: WebShell },
): void {
  const swPath = join(webRoot, PWA.serviceWorker);
  if (!existsSync(swPath)) return;

  const revision = shellRevision(webShell(PWA.shell, {}).body);
  const serviceWorker = compressedOnce(fillShellRevision(readFileSync(swPath, 'utf8'), revision));
  const manifest = JSON.stringify(webManifest(portalName));

  app.get(PWA.shell, (req, reply) =>
    sendFresh(reply.type('text/html; charset=utf-8'), webShell(PWA.shell, req.headers)),
  );
  app.get(PWA.serviceWorker, (req, reply) =>
    sendFresh(reply.type('text/javascript; charset=utf-8'), serviceWorker(req.headers['accept-encoding'])),
  );
  app.get(PWA.manifest, (_req, reply) =>
    reply.type('application/manifest+json').header('cache-control', REVALIDATE).send(manifest),
  );
}
