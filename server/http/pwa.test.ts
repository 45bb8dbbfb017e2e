import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PWA } from '../../domain/pwa';
import { startTestApp, type TestApp } from '../test/harness';
import { fillShellRevision, shellRevision } from './pwa';
import { loadWebShell } from './web-shell';

// A built web app in miniature: the HTML template, Vite's manifest, and a sw.js as the build writes it,
// with the slot for the shell's revision.
const INDEX = `<!doctype html><html><head><title>%PORTAL_NAME%</title>
<link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>`;
const SW = `self.__WB_MANIFEST=[{url:"/app-shell",revision:"${PWA.shellRevisionSlot}"},{url:"assets/index-1.js",revision:null}];`;

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'anjuman-pwa-'));
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(root, 'sw.js'), SW);
  t = await startTestApp({ webRoot: root, env: { PORTAL_NAME: 'Jama Masjid Portal' } });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the shell the service worker keeps', () => {
  it('answers 200 at its own address with the portal name, revalidated on every use, with the CSP', async () => {
    const res = await t.app.inject({ url: PWA.shell, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Jama Masjid Portal</title>');
    // The manifest and the service worker come from this origin, which the CSP allows.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toContain('manifest-src');
  });

  it('has a revision that changes with the build and with the portal name', () => {
    const shell = (name: string) => loadWebShell(root, name)(PWA.shell, {}).body;
    const before = shellRevision(shell('A'));
    expect(shellRevision(shell('A'))).toBe(before);
    expect(shellRevision(shell('B'))).not.toBe(before);
    // A new build: the template names other hashed files.
    writeFileSync(
      join(root, 'index.html'),
      INDEX.replace('<div id="root">', '<div id="root" data-build="2">'),
    );
    try {
      expect(shellRevision(shell('A'))).not.toBe(before);
    } finally {
      writeFileSync(join(root, 'index.html'), INDEX);
    }
  });
});

describe('sw.js', () => {
  it('carries the revision of the shell the server sends, and is never kept by HTTP caches', async () => {
    const res = await t.app.inject({ url: PWA.serviceWorker, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload).toString();
    const shell = await t.app.inject({ url: PWA.shell });
    expect(body).toContain(`{url:"/app-shell",revision:"${shellRevision(shell.rawPayload)}"}`);
    expect(body).not.toContain(PWA.shellRevisionSlot);
  });

  it('is refused at start when the build did not leave the slot for the revision', () => {
    expect(() => fillShellRevision('self.__WB_MANIFEST=[]', 'abc')).toThrow(/rebuild the web app/);
  });
});

describe('the web manifest', () => {
  it('names the configured portal, its theme colour and its 192, 512 and maskable icons', async () => {
    const res = await t.app.inject({ url: PWA.manifest });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: 'Jama Masjid Portal',
      short_name: 'Jama Masjid Portal',
      start_url: '/',
      display: 'standalone',
      theme_color: PWA.themeColour,
    });
    expect(manifest.icons).toEqual([
      expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]);
  });
});
