import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { LOGIN_FAIL_PER_PHONE_IP } from '../sign-in/limits';
import { hashPassword } from '../sign-in/passwords';
import { buildMember, insertUser, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { BAD_TOKENS_PER_MINUTE } from './bad-token-guard';

// Two portal processes on one database behind a proxy that spreads calls over both.
const PER_SESSION = 40;
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ env: { API_SESSION_PER_MINUTE: String(PER_SESSION), SHARED_LIMITS: 'on' } });
  other = (await buildApp({ config: t.config, database: t.database, logger: pino({ level: 'silent' }) })).app;
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** One call of `name`, on the first process for even `i` and the second for odd. */
async function spreadCall(i: number, name: string, data: unknown, ip: string) {
  const app = i % 2 === 0 ? t.app : other;
  const res = await app.inject({
    method: 'POST',
    url: `/api/${name}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ data }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** One call, on the first process for even `i` and the second for odd: its status. */
async function spread(i: number, token: string, ip = '10.9.0.1'): Promise<number> {
  const app = i % 2 === 0 ? t.app : other;
  const res = await app.inject({
    method: 'POST',
    url: '/api/getSessionUser',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: '{"data":{}}',
  });
  return res.statusCode;
}

describe('limits across two processes', () => {
  it("hold one session's budget across both, not one each", async () => {
    const { token } = await signedIn(t, buildMember({ mobile: '9811199001' }));
    const statuses: number[] = [];
    for (let i = 0; i < PER_SESSION * 2; i++) statuses.push(await spread(i, token));
    const answered = statuses.filter((s) => s === 200).length;
    expect(answered).toBeGreaterThanOrEqual(PER_SESSION * 0.9);
    expect(answered).toBeLessThanOrEqual(PER_SESSION * 1.1);
    expect(statuses.at(-1)).toBe(429);
  });

  it("count a number's wrong passwords across both", async () => {
    const phone = '9811199002';
    await insertUser(t.db, buildMember({ mobile: phone, passwordHash: await hashPassword('right-secret') }));
    for (let i = 0; i < LOGIN_FAIL_PER_PHONE_IP.limit; i++) {
      const res = await spreadCall(i, 'signInWithPassword', { phone, password: `wrong-${i}` }, '10.9.0.3');
      expect(res.body.result.pass).toBe(false);
    }
    for (const i of [0, 1]) {
      expect(
        (await spreadCall(i, 'signInWithPassword', { phone, password: 'right-secret' }, '10.9.0.3')).status,
      ).toBe(429);
    }
  });

  it("space a number's OTP sends across both", async () => {
    const phone = '9811199003';
    const first = await spreadCall(0, 'sendOtp', { phone }, '10.9.0.4');
    expect(first.body.result.pass).toBe(true);
    const second = await spreadCall(1, 'sendOtp', { phone }, '10.9.0.5');
    expect(second.body.result?.pass ?? false).toBe(false);
  });

  it("count a network's made-up tokens across both", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BAD_TOKENS_PER_MINUTE + 10; i++) {
      statuses.push(await spread(i, `made-up-token-${i}`, '10.9.0.2'));
    }
    expect(statuses.slice(0, BAD_TOKENS_PER_MINUTE).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(BAD_TOKENS_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });
});
