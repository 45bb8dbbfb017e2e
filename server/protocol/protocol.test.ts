import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../domain/catalogue';
import { startTestApp, type TestApp } from '../test/harness';
import { checkHandlers } from './router';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('function protocol', () => {
  it('lists the catalogue with access rules, kinds and input schemas at GET /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api' });
    expect(res.statusCode).toBe(200);
    const list = res.json().result as {
      name: string;
      aliases: string[];
      access: string;
      kind: string;
      input: object;
    }[];
    expect(list.map((f) => f.name).sort()).toEqual(Object.keys(catalogue).sort());
    const sessionUser = list.find((f) => f.name === 'getSessionUser');
    expect(sessionUser).toMatchObject({
      aliases: ['fetchUserData', 'fetchUserDetails'],
      access: 'signedIn',
      kind: 'read',
    });
    expect(list.find((f) => f.name === 'updateBasicInfo')).toMatchObject({ access: 'member', kind: 'write' });
    expect(list.find((f) => f.name === 'getMosques')?.input).toMatchObject({
      type: 'object',
      required: ['locationId'],
    });
  });

  it('answers malformed JSON with 400 INVALID_ARGUMENT', async () => {
    const res = await post('/api/getReferenceValues', '{"data": ');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.status).toBe('INVALID_ARGUMENT');
  });

  it('answers a body without data with 400', async () => {
    for (const payload of ['{}', '[]', '"x"', '{"payload":1}']) {
      const res = await post('/api/getReferenceValues', payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        message: expect.stringContaining('"data"'),
      });
    }
  });

  it('answers a non-JSON content type with 400, not 415 or 500', async () => {
    const res = await post('/api/getReferenceValues', 'data=1', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.status).toBe('INVALID_ARGUMENT');
  });

  it('answers an unknown function with 404 NOT_FOUND', async () => {
    const res = await t.send('dropAllTables', {});
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({
      status: 'NOT_FOUND',
      message: 'Unknown function "dropAllTables"',
    });
  });

  it('answers a wrong input type with 400 and every field issue in details', async () => {
    const res = await t.send('getMosques', { locationId: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe('INVALID_ARGUMENT');
    expect(res.body.error.details).toEqual([
      { path: 'locationId', message: expect.any(String), messageCode: 'invalidId' },
    ]);
  });

  it('refuses signed-in functions without a valid token with 401', async () => {
    expect((await t.call('getSessionUser', {})).status).toBe(401);
    const bad = await t.call('getSessionUser', {}, 'not-a-real-token');
    expect(bad.status).toBe(401);
    expect(bad.body.error.status).toBe('UNAUTHENTICATED');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/getSessionUser',
      headers: { 'content-type': 'application/json', authorization: 'Basic abc' },
      payload: '{"data":{}}',
    });
    expect(malformed.statusCode).toBe(401);
  });

  it('reaches a function through its alias', async () => {
    const login = await t.call('signInStaff', { email: 'admin@test.local', password: 'test-admin-password' });
    const viaAlias = await t.send('fetchUserDetails', {}, login.body.result.token);
    expect(viaAlias.status).toBe(200);
    expect(viaAlias.body.result).toMatchObject({ email: 'admin@test.local' });
  });

  // The typecheck (npm run typecheck) is the other half of this test: each @ts-expect-error below must stay an
  // error, so a reply typed loosely again (any) fails it.
  it('gives the tests replies typed by the catalogue, so a misspelled field does not compile', async () => {
    const res = await t.call('checkMobileRegistered', { phone: '9876500001' });
    expect(res.status).toBe(200);
    expect(res.body.result.code).toEqual(expect.any(Number));
    // @ts-expect-error checkMobileRegistered's output names no field "cod".
    expect(res.body.result.cod).toBeUndefined();
    const refused = await t.send('checkMobileRegistered', { phone: '1' });
    expect(refused.body.error.status).toBe('INVALID_ARGUMENT');
    // @ts-expect-error the protocol's refusal names no field "mesage".
    expect(refused.body.error.mesage).toBeUndefined();
    // @ts-expect-error call takes only the catalogue's names and inputs; send is for what it would refuse.
    expect((await t.call('checkMobileRegistered', { phone: 9876500001 })).status).toBe(400);
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    // With replicas (the topology project) it lists them too (server/db/replicas.test.ts).
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('sends the security headers every reply needs, and keeps the CSP for the HTML shell', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('catalogue and handlers', () => {
  it('refuse to start when a function has no handler or a handler no function', () => {
    expect(() => checkHandlers({ a: {}, b: {} }, { a: () => {} })).toThrow(/Without handler: \[b\]/);
    expect(() => checkHandlers({ a: {} }, { a: () => {}, z: () => {} })).toThrow(/not in catalogue: \[z\]/);
    expect(() => checkHandlers({ a: {} }, { a: () => {} })).not.toThrow();
  });
});
