import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages';
import { PRERENDER_FILE, PRERENDERED_PATHS, type PrerenderedPage } from '../../domain/prerender';
import { PATHS, ROUTES } from '../../domain/routes';
import { startTestApp, type TestApp } from '../test/harness';
import { SIGN_IN_BOOT_SCRIPT } from './sign-in-boot-script';
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
const INDEX = `<!doctype html><html lang="en"><head><title>%PORTAL_NAME%</title></head>
<body><div id="root"><!--loading--><p class="boot-name">%PORTAL_NAME%</p><p role="status">Loading...</p><!--/loading--></div></body></html>`;
// The build's prerender of the sign-in pages (web/prerender), one page a language, in miniature.
const page = (path: string, language: string): PrerenderedPage => ({
  title: `Sign in ${language} · %PORTAL_NAME%`,
  styles: `<style data-emotion="css ${language}">.x{}</style>`,
  markup: `<main><h1>%PORTAL_NAME%</h1><form method="post"><label for="p">${path} ${language} $&</label><input id="p" name="phone"></form></main>`,
});
const PRERENDERED = Object.fromEntries(
  PRERENDERED_PATHS.map((path) => [path, Object.fromEntries(LANGUAGES.map((l) => [l, page(path, l)]))]),
);
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'anjuman-web-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(dirname(join(root, PRERENDER_FILE)));
  writeFileSync(join(root, PRERENDER_FILE), JSON.stringify(PRERENDERED));
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
    const res = await t.app.inject({ url: '/alerts', headers: { 'accept-encoding': 'br' } });
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
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('preloads the first screen, less what the entry loads', async () => {
    const html = (await t.app.inject({ url: '/login' })).body;
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

describe('a sign-in page', () => {
  it("comes with its first step drawn in the browser's language, titled, styled, and said to vary by it", async () => {
    const res = await t.app.inject({
      url: '/login',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    const html = res.body;
    expect(html).toContain('<html lang="hi" dir="ltr">');
    expect(html).toContain('<title>Sign in hi · Anjuman &lt;Hyd&gt;</title>');
    expect(html).toContain('<style data-emotion="css hi">');
    // Taken as it is: the `$&` in the markup is not a replacement pattern, and the portal's name is filled in.
    expect(html).toContain('<label for="p">/login hi $&</label>');
    expect(html).toContain('<h1>Anjuman &lt;Hyd&gt;</h1>');
    expect(html).not.toContain('Loading...');
  });

  it("takes the device's remembered language over the browser's, and draws Urdu right to left", async () => {
    const res = await t.app.inject({
      url: '/admin/login',
      headers: { 'accept-language': 'hi', cookie: 'theme=dark; lang=ur' },
    });
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain('/admin/login ur');
    const english = await t.app.inject({ url: '/register', headers: { 'accept-language': 'fr, de;q=0.5' } });
    expect(english.body).toContain('/register en');
  });

  it('holds an early Continue with the one inline script the CSP allows', async () => {
    const res = await t.app.inject({ url: '/login' });
    expect(res.body).toContain(`<script>${SIGN_IN_BOOT_SCRIPT}</script>`);
    const hash = createHash('sha256').update(SIGN_IN_BOOT_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect((await t.app.inject({ url: '/alerts' })).body).not.toContain('<script>');
  });

  it('posted by a browser without JavaScript, comes back unread, and the API still refuses a form', async () => {
    for (const url of PRERENDERED_PATHS) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a%40b.in&password=secret',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(url);
      expect(res.body).not.toContain('secret');
    }
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/checkMobileRegistered',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=9811100001',
    });
    expect(api.statusCode).toBe(400);
    expect(api.json().error.status).toBe('INVALID_ARGUMENT');
  });
});

describe('rules', () => {
  it("names a member section's screen beside the layout, with or without a trailing slash or an id", () => {
    const family = 'features/member-family/family-screen.tsx';
    expect(firstScreenModules('/family')).toContain(family);
    expect(firstScreenModules('/family/')).toContain(family);
    expect(firstScreenModules('/family/0b7c9a52/true')).toContain(family);
    expect(firstScreenModules('/family/0b7c9a52/true')).toContain(
      'features/member-family/family-member-view.tsx',
    );
    expect(firstScreenModules('/family/')).not.toContain('features/member-family/family-member-view.tsx');
    expect(firstScreenModules('/volunteers/')).toContain('features/member-volunteers/volunteers-screen.tsx');
    expect(firstScreenModules('/no-such-page')).toEqual(['features/member-home/member-layout.tsx']);
    expect(firstScreenModules('/admin/mosques')).toContain('features/admin-places/admin-mosques-screen.tsx');
    expect(firstScreenModules('/admin/categories/')).toContain(
      'features/admin-places/admin-categories-screen.tsx',
    );
    expect(firstScreenModules('/admin/members')).toEqual([
      'features/admin-home/admin-layout.tsx',
      'features/admin-members/admin-members-screen.tsx',
    ]);
    expect(firstScreenModules('/admin/no-such-page')).toEqual(['features/admin-home/admin-layout.tsx']);
    expect(firstScreenModules('/admin/times/0b7c9a52')).toContain(
      'features/admin-times/admin-times-screen.tsx',
    );
  });

  it('names the screen of every staff route, each a file that exists', () => {
    const staff = ROUTES.filter((r) => r.path.startsWith('/admin') && r.path !== PATHS.adminLogin);
    for (const { path } of staff) {
      const [, screen] = firstScreenModules(path);
      expect(screen, path).toBeDefined();
      expect(existsSync(join(import.meta.dirname, '..', '..', 'web', screen!)), screen).toBe(true);
    }
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
