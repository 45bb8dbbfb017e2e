import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy';
import { TEST_ADMIN } from '../test/config';
import { startTestApp, type TestApp } from '../test/harness';

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
  const { createSession } = await import('../auth/sessions');
  const { users } = await import('../db/schema');
  const [row] = await t.db
    .insert(users)
    .values({ uniqueId: 'AJ-HARD-1', role: 'user', noticeVersion: PRIVACY_NOTICE_VERSION })
    .returning();
  member = await createSession(t.db, t.services.clock, row!.id, 'otp');
});
afterAll(() => t.close());

const basicInfo = (name: string) => ({
  name,
  dob: '1992-08-15',
  gender: 'male',
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
    const me = await t.call('fetchUserData', {}, member);
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
    expect((await t.call('fetchUserData', {}, member)).body.result.address).toBe('Flat 2\nPathergatti');
  });
});

describe('the protocol', () => {
  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkUserExist',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { phone: '9876543210', pad: 'x'.repeat(300 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.status).toBe('PAYLOAD_TOO_LARGE');
  });

  it('marks replies, those with a token above all, as not to be stored', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/adminLogin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: TEST_ADMIN }),
    });
    expect(res.json().result.token).toEqual(expect.any(String));
    expect(res.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/fetchUserData',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: {} }),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
