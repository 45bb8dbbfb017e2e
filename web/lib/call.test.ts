import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { CallError, createClient, OfflineError } from './call';

// A real HTTP server that answers each function name the way a misbehaving or healthy server would.
let server: Server;
let baseUrl: string;
const seen: { auth?: string; body?: string }[] = [];
const lines: { method?: string; url?: string; cookie?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ auth: req.headers.authorization, body });
      lines.push({ method: req.method, url: req.url, cookie: req.headers.cookie });
      const name = new URL(req.url ?? '/', baseUrl).pathname.split('/').pop();
      const send = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      if (name === 'getReferenceValues' || name === 'previewMosqueImport')
        return send(200, '{"result":{"ok":true}}');
      if (name === 'signOut') return send(200, '[1,2]');
      if (name === 'getLocations') return send(200, '{"value":1}');
      if (name === 'getSessionUser')
        return send(401, '{"error":{"status":"UNAUTHENTICATED","message":"Please sign in"}}');
      if (name === 'signInStaff')
        return send(429, '{"error":{"status":"RESOURCE_EXHAUSTED","message":"Wait"}}');
      if (name === 'getMosques')
        return send(400, '{"error":{"status":"INVALID_ARGUMENT","message":"Bad","details":[1]}}');
      if (name === 'getCategories') return send(503, 'Service Unavailable');
      // Never answer: the client must give up on its own.
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as CallError;
  }
  throw new Error('expected the call to fail');
};

describe('call client', () => {
  it('reads a shared read by GET, with its input in the address and neither token nor cookie', async () => {
    const call = createClient({ baseUrl, getToken: () => 'tok', sharedReads: () => true });
    expect(await call('getReferenceValues', null)).toEqual({ ok: true });
    expect(lines.at(-1)).toEqual({
      method: 'GET',
      url: '/api/getReferenceValues?data=null',
      cookie: undefined,
    });
    expect(seen.at(-1)).toEqual({ auth: undefined, body: '' });
    const err = await failure(call('getMosques', { locationId: 'a b' }));
    expect(err.code).toBe('invalid-argument');
    expect(lines.at(-1)?.url).toBe(`/api/getMosques?data=${encodeURIComponent('{"locationId":"a b"}')}`);
  });

  it('posts every other read, and a shared read when the caller keeps those data', async () => {
    const shares = createClient({ baseUrl, getToken: () => 'tok', sharedReads: () => true });
    await failure(shares('getCategories', null));
    expect(lines.at(-1)?.method).toBe('POST');
    const staff = createClient({ baseUrl, getToken: () => 'tok', sharedReads: () => false });
    await staff('getReferenceValues', null);
    expect(lines.at(-1)?.method).toBe('POST');
    expect(seen.at(-1)?.auth).toBe('Bearer tok');
  });

  it('posts {data} with the bearer token and returns the result', async () => {
    const call = createClient({ baseUrl, getToken: () => 'tok' });
    expect(await call('getReferenceValues', null)).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({ auth: 'Bearer tok', body: '{"data":null}' });
  });

  it("says 'Response is not valid JSON object.' for a reply that is not an object", async () => {
    const err = await failure(createClient({ baseUrl })('signOut', null));
    expect(err).toBeInstanceOf(CallError);
    expect(err.message).toBe(MSG.notJsonObject);
  });

  it("says 'Response is missing data field.' for an object without a result", async () => {
    expect((await failure(createClient({ baseUrl })('getLocations', {}))).message).toBe(MSG.missingData);
  });

  it('maps statuses to codes and keeps the server message and details', async () => {
    let rejected = 0;
    const call = createClient({ baseUrl, onUnauthenticated: () => rejected++ });
    const unauth = await failure(call('getSessionUser', {}));
    expect([unauth.code, unauth.message, rejected]).toEqual(['unauthenticated', 'Please sign in', 1]);
    const limited = await failure(call('signInStaff', { email: 'a@b.co', password: 'x' }));
    expect([limited.code, limited.message]).toEqual(['resource-exhausted', 'Wait']);
    const bad = await failure(call('getMosques', { locationId: 'x' }));
    expect([bad.code, bad.details]).toEqual(['invalid-argument', [1]]);
    expect((await failure(call('getCategories', null))).code).toBe('unavailable');
  });

  it('gives up with deadline-exceeded after its timeout', async () => {
    const err = await failure(createClient({ baseUrl, timeoutMs: 200 })('getBotChallenge', {}));
    expect(err.code).toBe('deadline-exceeded');
  });

  it('reports a call that reached no server as offline (unavailable), with a message saying so', async () => {
    const err = await failure(createClient({ baseUrl: 'http://127.0.0.1:1' })('getReferenceValues', null));
    expect(err).toBeInstanceOf(OfflineError);
    expect([err.code, err.message]).toEqual(['unavailable', MSG.offlineNoConnection]);
  });

  it("refuses a write without a network before sending it, and still tries a read, by the catalogue's kind", async () => {
    const call = createClient({ baseUrl, isOnline: () => false });
    const before = seen.length;
    const err = await failure(call('signOut', null));
    expect(err).toBeInstanceOf(OfflineError);
    expect([err.code, err.message]).toEqual(['unavailable', MSG.offlineNotSent]);
    expect(seen.length).toBe(before);
    expect(await call('getReferenceValues', null)).toEqual({ ok: true });
    // A read whose name does not start like one (a preview stores nothing) is tried too.
    expect(await call('previewMosqueImport', { csv: 'name' })).toEqual({ ok: true });
    expect(seen.length).toBe(before + 2);
  });
});
