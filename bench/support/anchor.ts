import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import { build } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { registerStaticAssets } from '../../server/http/static-assets';
import { preferredEncoding } from '../../server/http/web-shell';

const ANCHOR = join(import.meta.dirname, '..', 'anchor');

export type Anchor = { url: string; staticUrl: string; stop: () => Promise<void> };

/** An HTML page's three encodings, made once, as the portal makes its shell's (server/http/web-shell.ts). */
function encodings(html: Buffer) {
  return {
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
    identity: html,
  };
}

/**
 * The benchmarks' anchors, built and served in the run that measures the portal: bench/anchor (Vite + React +
 * MUI, one field and a button) built as the portal is (production mode, brotli and gzip copies beside each
 * asset) and served as the portal serves its assets (server/http/static-assets.ts, its HTML compressed once), and
 * bench/anchor/static.html, the same phone field in HTML alone, served the same way.
 */
export async function startAnchor(port: number): Promise<Anchor> {
  const outDir = mkdtempSync(join(tmpdir(), 'anjuman-anchor-'));
  await build({
    root: ANCHOR,
    configFile: false,
    logLevel: 'warn',
    plugins: [
      react(),
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(js|css|html|svg)$/,
        threshold: 512,
      }),
    ],
    build: { outDir, emptyOutDir: true },
  });
  const pages = {
    '/': encodings(readFileSync(join(outDir, 'index.html'))),
    '/static.html': encodings(readFileSync(join(ANCHOR, 'static.html'))),
  };
  const app = Fastify();
  await registerStaticAssets(app, outDir);
  for (const [path, page] of Object.entries(pages)) {
    app.get(path, (request, reply) => {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      return reply.send(page[encoding ?? 'identity']);
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  return {
    url: `${url}/`,
    staticUrl: `${url}/static.html`,
    stop: async () => {
      await app.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
