import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throttleEvents } from '../db/schema';
import { TEST_ADMIN } from '../test/config';
import { buildMember, signedIn } from '../test/factories';
import { type CallReply, type ResultOf, startTestApp, type TestApp } from '../test/harness';

// Inputs that once reached the database (a NUL made PostgreSQL fail with a 500, and the failed query was
// logged with the member's name, date of birth and address), oversized bodies, and caching of replies.
const lines: { level: number; [key: string]: unknown }[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await startTestApp({ logger: pino({ level: 'info' }, sink) });
  // A member without a password: signed in straight through a session, as the registration would leave them.
  member = (await signedIn(t, buildMember({ uniqueId: 'AJ-HARD-1' }), 'otp')).token;
});
afterAll(() => t.close());

/**
 * POSTs `total` bytes of JSON to a function over a real socket, in 64 KiB chunks with no Content-Length (so
 * chunked), and stops sending as soon as the server answers. Resolves with the status and the reply's JSON.
 */
async function postChunked<N extends string>(name: N, total: number): Promise<CallReply<ResultOf<N>>> {
  const { port } = t.app.server.address() as AddressInfo;
  const head = '{"data":{"phone":"9876543210","password":"wrong-password","pad":"';
  const tail = '"}}';
  const chunk = 'x'.repeat(64 * 1024);
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/${name}`,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        answered = true;
        let text = '';
        res.on('data', (d) => {
          text += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    // The server closes the connection after refusing: writes after that may fail, which is expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (text: string) =>
      new Promise<void>((done) => {
        sent += text.length;
        if (req.write(text)) done();
        else req.once('drain', done);
      });
    void (async () => {
      await write(head);
      while (sent + chunk.length + tail.length < total && !answered && !req.destroyed) await write(chunk);
      if (!answered && !req.destroyed) req.end(tail);
    })();
  });
}

const basicInfo = (name: string) => ({
  name,
  dob: '1992-08-15',
  gender: 'male' as const,
  address: 'Pathergatti, Hyderabad',
  parentId: null,
  relation: null,
});

describe('control characters', () => {
  it('refuses a NUL in a name with 400, stores nothing, and logs nothing about it as an error', async () => {
    lines.length = 0;
    const res = await t.call('updateBasicInfo', basicInfo('Imran\u0000Sheikh'), member);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Text must not contain control characters',
      details: [{ path: 'name' }],
    });
    const me = await t.call('getSessionUser', {}, member);
    expect(me.body.result.name).toBeNull();
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(JSON.stringify(lines)).not.toMatch(/Imran|1992-08-15|Pathergatti/);
  });

  it('keeps line breaks in multi-line text', async () => {
    const res = await t.call(
      'updateBasicInfo',
      { ...basicInfo('Imran Sheikh'), address: 'Flat 2\nPathergatti' },
      member,
    );
    expect(res.status).toBe(200);
    expect((await t.call('getSessionUser', {}, member)).body.result.address).toBe('Flat 2\nPathergatti');
  });
});

describe('the protocol', () => {
  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkMobileRegistered',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { phone: '9876543210', pad: 'x'.repeat(300 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.status).toBe('PAYLOAD_TOO_LARGE');
  });

  it('counts the bytes of a chunked body: a 2.9 MB sign-in over a socket is a 413, never processed', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await postChunked('signInWithPassword', 2.9 * 1024 * 1024);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({
      status: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large',
      messageCode: 'requestTooLarge',
    });
    // The sign-in never ran: no attempt was counted.
    expect(await t.db.select().from(throttleEvents)).toEqual([]);
  });

  it('still takes a chunked body within the limit', async () => {
    const res = await postChunked('signInWithPassword', 100 * 1024);
    expect(res.status).toBe(200);
    expect(res.body.result.pass).toBe(false);
  });

  it('marks replies, those with a token above all, as not to be stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signInStaff',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: TEST_ADMIN }),
    });
    expect(res.json().result.token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/getSessionUser',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: {} }),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
