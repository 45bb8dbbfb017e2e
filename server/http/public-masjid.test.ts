import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../domain/dates';
import { timesOfDay } from '../../domain/prayer-times/day-times';
import { formatPrayerTime } from '../../domain/prayer-times/format-prayer-time';
import { DEFAULT_TIMES_SETTINGS } from '../../domain/prayer-times/time-settings';
import { mosques } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';

// The built web app in miniature: the shell, and what the build writes for the visitors' pages, made by the
// build's own script (web/prerender/write-public-page.ts), so the words are the catalogues'.
const INDEX =
  '<!doctype html><html lang="en"><head><title>%PORTAL_NAME%</title></head><body><div id="root"></div></body></html>';
const JAMA = { latitude: 28.6507, longitude: 77.2334 };

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'anjuman-public-'));
  writeFileSync(join(root, 'index.html'), INDEX);
  execFileSync(process.execPath, ['--import', 'tsx', 'web/prerender/write-public-page.ts', root], {
    stdio: 'inherit',
  });
  t = await startTestApp({ webRoot: root, env: { PORTAL_NAME: 'Anjuman' } });
  await t.db.update(mosques).set(JAMA).where(eq(mosques.code, 'DL-JM-001'));
  await t.db.update(mosques).set({ latitude: null, longitude: null }).where(eq(mosques.code, 'DL-FP-001'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

describe("a masjid's public page, drawn by the server", () => {
  it("holds the masjid, its map link and today's times in the HTML, with no script needed to read them", async () => {
    const res = await get('/masjid/dl-jm-001', { 'accept-language': 'en-IN,en;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Jama Masjid');
    expect(html).toContain("Today's times");
    expect(html).toContain('The week ahead');
    expect(html).toContain('https://www.google.com/maps/search/?api=1&amp;query=28.6507,77.2334');
    const today = todayInIndia(new Date());
    const day = timesOfDay(JAMA, DEFAULT_TIMES_SETTINGS, today);
    for (const p of day.prayers) {
      expect(html).toContain(formatPrayerTime(p.adhan, 'en'));
      if (p.jamaat) expect(html).toContain(formatPrayerTime(p.jamaat, 'en'));
    }
    expect(html).toContain(' AH');
    // Seven days in the week's table, today marked.
    const week = html.slice(html.indexOf('id="week-heading"'));
    expect(week.match(/<tr( class="today")?><th scope="row">/g)).toHaveLength(7);
    // The only scripts: the near-me words as data, and the near-me module from the web root.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([
      expect.stringContaining('type="application/json"'),
      expect.stringMatching(/type="module" src="\/assets\/near-me-[0-9a-f]+\.js"/),
    ]);
  });

  it('speaks Urdu right to left when chosen, and remembers the choice', async () => {
    const res = await get('/masjid/DL-JM-001?lang=ur');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ur" dir="rtl">');
    expect(res.body).toContain('آج کے اوقات');
    expect(res.body).toContain('فجر');
    expect(res.headers['set-cookie']).toContain('lang=ur');
    const again = await get('/masjid/DL-JM-001', { cookie: 'lang=hi' });
    expect(again.body).toContain('<html lang="hi" dir="ltr">');
    expect(again.body).toContain('आज के समय');
  });

  it('answers an unknown masjid with a 404 page in the reader’s language', async () => {
    const res = await get('/masjid/NO-SUCH-MASJID', { 'accept-language': 'hi' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="hi"');
    expect(res.body).toContain('मस्जिद नहीं मिली');
    expect(res.body).not.toContain('Jama Masjid');
  });

  it('says "Times not set yet" for a masjid without coordinates', async () => {
    const res = await get('/masjid/DL-FP-001');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Times not set yet');
    expect(res.body).not.toContain('id="week-heading"');
  });

  it('offers the masjids near me on a page of its own', async () => {
    const res = await get('/near-me', { 'accept-language': 'ur' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('میرے قریب کی مساجد');
    expect(res.body).toContain('id="near-me-button" hidden');
  });

  it('goes out compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ url: '/masjid/DL-JM-001', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Language');
  });
});
