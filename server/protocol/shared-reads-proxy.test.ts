import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosques } from '../db/schema';
import { buildAdmin, buildMember, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { deployedSiteBody, type LocalCaddy, startLocalCaddy } from '../test/local-caddy';
import { type LocalVarnish, startLocalVarnish } from '../test/local-varnish';
import { manualClock } from '../test/manual-clock';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/**
 * The deployment's cache tier for real (decision 0016): Debian's Caddy with deploy/Caddyfile in front of Debian's
 * Varnish with deploy/varnish/anjuman.vcl, in front of a portal. What reached the portal is counted on its own
 * socket, so "answered from the cache" means the portal never saw the request.
 */
let t: TestApp;
let tree: SmallTree;
let varnish: LocalVarnish;
let caddy: LocalCaddy;
let member: string;
let admin: string;
const reached: string[] = [];
const forwardedFor: (string | undefined)[] = [];
const clock = manualClock(new Date('2026-12-01T04:00:00Z'));

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'SP');
  await t.db
    .update(mosques)
    .set({ latitude: 28.6507, longitude: 77.2334 })
    .where(eq(mosques.id, tree.oldMosque));
  member = (await signedIn(t, buildMember({ mosqueId: tree.oldMosque }))).token;
  admin = (await signedIn(t, buildAdmin({ email: 'sp.admin@test.local' }))).token;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  t.app.server.on('request', (req: IncomingMessage) => {
    reached.push(`${req.method} ${req.url}`);
    forwardedFor.push(req.headers['x-forwarded-for'] as string | undefined);
  });
  const portal = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  varnish = await startLocalVarnish({ host: '127.0.0.1', port: Number(portal.split(':')[1]) });
  caddy = await startLocalCaddy([
    {
      host: 'anjuman.test',
      body: deployedSiteBody({ '127.0.0.1:6081': varnish.address, '127.0.0.1:3000': portal }),
    },
  ]);
});
afterAll(async () => {
  await caddy?.stop();
  await varnish?.stop();
  await t?.close();
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request through Caddy, over HTTPS, trusting Caddy's local authority as a phone told to would. */
function throughCaddy(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const url = new URL(path, caddy.urls[0]);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        servername: url.hostname,
        path: url.pathname + url.search,
        method: init.method ?? 'GET',
        ca: caddy.rootCertificate,
        headers: { host: url.host, ...init.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const timesPath = (days: number) =>
  `/api/getMosqueTimes?data=${encodeURIComponent(JSON.stringify({ mosqueId: tree.oldMosque, from: '2026-12-01', days }))}`;
const reachedCount = (path: string) => reached.filter((r) => r === `GET ${path}`).length;

describe('through Caddy and its cache tier', () => {
  it("answers a second request for a masjid's times from the cache", async () => {
    const path = timesPath(7);
    const first = await throughCaddy(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(reachedCount(path)).toBe(1);
    // The visitor's address, as Caddy alone would forward it: per-address limits see the visitor, not Caddy.
    expect(forwardedFor.at(-1)).toBe('127.0.0.1');

    const second = await throughCaddy(path);
    expect(second.status).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(reachedCount(path)).toBe(1);

    // A browser that kept its copy asks whether it is current: the cache says so, without the portal.
    const revalidated = await throughCaddy(path, {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(reachedCount(path)).toBe(1);
  });

  it('keeps one copy for every visitor, whatever cookies their browser sends', async () => {
    const path = '/api/getLocations?data=%7B%7D';
    expect((await throughCaddy(path, { headers: { cookie: 'lang=hi' } })).headers['x-cache']).toBe('miss');
    const other = await throughCaddy(path, { headers: { cookie: 'lang=ur' } });
    expect(other.headers['x-cache']).toBe('hit');
    expect(other.headers['cache-control']).toBe('public, max-age=300');
    expect(reachedCount(path)).toBe(1);
  });

  it('never keeps a signed-in call, nor answers one from what it kept', async () => {
    const path = timesPath(3);
    for (const token of [member, member, admin]) {
      const res = await throughCaddy(path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-cache']).toBeUndefined();
    }
    expect(reachedCount(path)).toBe(3);
    // What the signed-in calls were answered was not kept for anyone: the first visitor's reaches the portal.
    expect((await throughCaddy(path)).headers['x-cache']).toBe('miss');
    expect(reachedCount(path)).toBe(4);

    const posts = reached.length;
    for (let i = 0; i < 2; i += 1) {
      const res = await throughCaddy('/api/getMyMosque', {
        method: 'POST',
        headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
        body: '{"data":null}',
      });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(reached.length - posts).toBe(2);
  });

  it('keeps no refusal: a function that is not a shared read reaches the portal every time', async () => {
    const path = '/api/getMyMosque?data=null';
    for (let i = 0; i < 2; i += 1) {
      const res = await throughCaddy(path);
      expect(res.status).toBe(405);
      expect(res.headers['x-cache']).not.toBe('hit');
    }
    expect(reachedCount(path)).toBe(2);
  });
});
