import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness';
import { firstScreenModules, preferredEncoding, preloadFiles, type ViteManifest } from './web-shell';

// A built web app in miniature: an entry, the sign-in screen's lazy chunk with one import of its own, and
// the brotli and gzip copies the build writes beside each asset.
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_picker-1.js': { file: 'assets/picker-1.js', imports: ['_shared-1.js'] },
  'features/member-auth/member-auth-screen.tsx': { file: 'assets/auth-1.js', imports: ['_picker-1.js'] },
  'features/admin-auth/admin-login-screen.tsx': { file: 'assets/admin-1.js', imports: ['_shared-1.js'] },
};
const INDEX = `<!doctype html><html><head><title>%PORTAL_NAME%</title></head>
<body><div id="root"><p class="boot-name">%PORTAL_NAME%</p><p role="status">Loading...</p></div></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'anjuman-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(root, 'assets', 'index-1.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'index-1.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(root, 'assets', 'index-1.js.gz'), gzipSync(SCRIPT));
  t = await startTestApp({ webRoot: root, env: { PORTAL_NAME: 'Anjuman <Hyd>' } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built assets', () => {
  it('go out as brotli, or gzip, whichever the browser accepts, and keep for good', async () => {
    const br = await t.app.inject({ url: '/assets/index-1.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.app.inject({ url: '/assets/index-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ url: '/assets/index-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('do not include the raw HTML template or the build manifest', async () => {
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).headers['content-type']).toContain(
      'text/html',
    );
    expect((await t.app.inject({ url: '/index.html' })).body).not.toContain('%PORTAL_NAME%');
  });
});

describe('the HTML shell', () => {
  it('paints the portal name and a loading line before any script, compressed, and preloads the first screen', async () => {
    const res = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<p class="boot-name">Anjuman &lt;Hyd&gt;</p>');
    expect(html).toContain('Loading...');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/auth-1.js">');
    expect(html).toContain('href="/assets/picker-1.js"');
    // The entry's own imports are preloaded by the build already.
    expect(html).not.toContain('href="/assets/shared-1.js"');
  });

  it("preloads each route's own screen", async () => {
    const admin = await t.app.inject({ url: '/admin/login' });
    expect(admin.body).toContain('href="/assets/admin-1.js"');
    expect(admin.body).not.toContain('href="/assets/auth-1.js"');
  });

  it('answers HEAD for a route, and 404 with the app for an unknown path', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/login' })).statusCode).toBe(200);
    const unknown = await t.app.inject({ url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Loading...');
  });
});

describe('rules', () => {
  it("names a member section's screen beside the layout, with or without a trailing slash or an id", () => {
    const family = 'features/member-family/family-screen.tsx';
    expect(firstScreenModules('/family')).toContain(family);
    expect(firstScreenModules('/family/')).toContain(family);
    expect(firstScreenModules('/family/0b7c9a52/true')).toContain(family);
    expect(firstScreenModules('/volunteers/')).toContain('features/member-volunteers/volunteers-screen.tsx');
    expect(firstScreenModules('/no-such-page')).toEqual(['features/member-home/member-layout.tsx']);
    expect(firstScreenModules('/admin/mosques')).toContain('features/admin-places/admin-mosques-screen.tsx');
    expect(firstScreenModules('/admin/categories/')).toContain(
      'features/admin-places/admin-categories-screen.tsx',
    );
    expect(firstScreenModules('/admin/members')).toEqual(['features/admin-home/admin-layout.tsx']);
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
  });

  it('preloads a screen with its imports, less what the entry loads', () => {
    expect(preloadFiles(MANIFEST, ['features/member-auth/member-auth-screen.tsx'])).toEqual([
      '/assets/auth-1.js',
      '/assets/picker-1.js',
    ]);
    expect(preloadFiles(MANIFEST, ['missing.tsx'])).toEqual([]);
  });
});
