import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosques } from '../db/schema';
import { buildAdmin, buildMember, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { nextTimeIn } from './shared-age';

/**
 * The public reads over GET (decision 0016): the same replies as POST, with an ETag and a max-age that a
 * browser, a proxy and a CDN keep them by; and nothing else answers GET.
 */
let t: TestApp;
let tree: SmallTree;
let admin: string;
let member: string;
// 09:30 in India on 1 December 2026: Dhuhr is the next prayer.
const clock = manualClock(new Date('2026-12-01T04:00:00Z'));
const TODAY = '2026-12-01';

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'SR');
  await t.db
    .update(mosques)
    .set({ latitude: 28.6507, longitude: 77.2334 })
    .where(eq(mosques.id, tree.oldMosque));
  admin = (await signedIn(t, buildAdmin({ email: 'sr.admin@test.local' }))).token;
  member = (await signedIn(t, buildMember({ mosqueId: tree.oldMosque }))).token;
});
afterAll(() => t.close());

const get = (name: string, data: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${name}${data === undefined ? '' : `?data=${encodeURIComponent(JSON.stringify(data))}`}`,
    headers,
  });
const getRaw = (url: string) => t.app.inject({ method: 'GET', url });
const maxAgeOf = (res: { headers: Record<string, unknown> }) =>
  Number(/^public, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);

describe('a public read over GET', () => {
  it('answers what POST answers, with a public max-age per function', async () => {
    const cases = [
      ['getReferenceValues', null, 3600],
      ['getLocations', {}, 300],
      ['getMosques', { locationId: tree.oldTown }, 300],
      ['getMosqueTimesRules', { code: 'SR-OLD' }, 300],
    ] as const;
    for (const [name, data, maxAge] of cases) {
      const res = await get(name, data);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(maxAgeOf(res), name).toBe(maxAge);
      expect(res.json()).toEqual((await t.send(name, data)).body);
    }
  });

  it('takes a function without input with no data at all, and answers an alias as its name', async () => {
    const plain = await get('getReferenceValues', undefined);
    expect(plain.statusCode).toBe(200);
    const alias = await get('getValues', null);
    expect(alias.statusCode).toBe(200);
    expect(alias.body).toBe(plain.body);
    expect(alias.headers.etag).toBe(plain.headers.etag);
  });

  it("keeps a masjid's times until its next prayer time, at most an hour", async () => {
    const data = { mosqueId: tree.oldMosque, from: TODAY, days: 2 };
    const res = await get('getMosqueTimes', data);
    expect(res.statusCode).toBe(200);
    const reply = res.json().result;
    expect(reply.timesSet).toBe(true);
    const next = nextTimeIn(reply, clock.now())!;
    // At 09:30 the next of the day's times is Dhuhr's adhan, a few hours off: the hour is the most.
    expect(next.getTime() - clock.now().getTime()).toBeGreaterThan(3600_000);
    expect(maxAgeOf(res)).toBe(3600);

    // Ten minutes before that adhan, the copy is kept ten minutes.
    const before = clock.now().getTime();
    clock.advance(next.getTime() - before - 10 * 60_000);
    try {
      expect(maxAgeOf(await get('getMosqueTimes', data))).toBe(600);
    } finally {
      clock.advance(before - clock.now().getTime());
    }
  });

  it('answers a matching If-None-Match with 304 and no body, and a changed reply with a new ETag', async () => {
    const data = { mosqueId: tree.oldMosque, from: TODAY, days: 1 };
    const first = await get('getMosqueTimes', data);
    const tag = first.headers.etag as string;
    const again = await get('getMosqueTimes', data, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect((await get('getMosqueTimes', data, { 'if-none-match': `"other", W/${tag}` })).statusCode).toBe(
      304,
    );

    // The committee moves Fajr's jamaat: the old copy is no longer current.
    const change = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, jamaat: { fajr: { at: '06:50' } } },
      admin,
    );
    expect(change.body.result).toMatchObject({ pass: true });
    const changed = await get('getMosqueTimes', data, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.body).toContain('06:50');
  });

  it('answers a signed-in caller, or any request with a cookie, with a copy nobody may keep', async () => {
    for (const headers of <Record<string, string>[]>[
      { authorization: `Bearer ${member}` },
      { authorization: `Bearer ${admin}` },
      { cookie: 'lang=ur' },
    ]) {
      const res = await get('getLocations', {}, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers.vary).toBe('authorization, cookie');
    }
    // And a public copy says that it was made for a request without them.
    expect((await get('getLocations', {})).headers.vary).toBe('authorization, cookie');
  });

  it('answers an unknown token as POST does, and still as nobody may keep', async () => {
    const res = await get('getLocations', {}, { authorization: 'Bearer not-a-session' });
    expect(res.statusCode).toBe((await t.send('getLocations', {}, 'not-a-session')).status);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const malformed = await get('getLocations', {}, { authorization: 'Basic abc' });
    expect(malformed.statusCode).toBe(401);
    expect(malformed.headers['cache-control']).toBe('no-store');
  });
});

describe('what GET refuses, with a 4xx that no cache keeps', () => {
  it('refuses a function that is not a shared read with 405, naming POST', async () => {
    for (const name of [
      'getMyMosque',
      'getMembers',
      'checkMobileRegistered',
      'getNearbyMosques',
      'signOut',
    ]) {
      const res = await get(name, {}, { authorization: `Bearer ${admin}` });
      expect(res.statusCode, name).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json().error).toMatchObject({ status: 'METHOD_NOT_ALLOWED', messageCode: 'postOnly' });
    }
  });

  it('answers an unknown function with 404', async () => {
    const res = await get('getEverything', null);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.messageCode).toBe('unknownFunction');
  });

  it('answers data that is not JSON, or given twice, with 400', async () => {
    for (const url of [
      '/api/getMosques?data=%7Bnot',
      '/api/getMosques?data=',
      '/api/getMosques?data=1&data=2',
    ]) {
      const res = await getRaw(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({ status: 'INVALID_ARGUMENT', messageCode: 'dataNotJson' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers an input of the wrong shape, or nested too deep, with 400, as POST does', async () => {
    const wrong = await get('getMosques', { locationId: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.status).toBe('INVALID_ARGUMENT');
    const deep = await getRaw(`/api/getMosques?data=${encodeURIComponent('['.repeat(40) + ']'.repeat(40))}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.messageCode).toBe('requestTooDeep');
    const times = await get('getMosqueTimes', { mosqueId: tree.oldMosque, from: TODAY, days: 99 });
    expect(times.statusCode).toBe(400);
  });
});
