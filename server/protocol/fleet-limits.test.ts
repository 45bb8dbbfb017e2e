import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildMember, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { BAD_TOKENS_PER_MINUTE } from './bad-token-guard';

// Two portal processes on one database behind a proxy that spreads calls over both.
const PER_SESSION = 40;
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ env: { API_SESSION_PER_MINUTE: String(PER_SESSION) } });
  other = (await buildApp({ config: t.config, database: t.database, logger: pino({ level: 'silent' }) })).app;
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** One call, on the first process for even `i` and the second for odd: its status. */
async function spread(i: number, token: string, ip = '10.9.0.1'): Promise<number> {
  const app = i % 2 === 0 ? t.app : other;
  const res = await app.inject({
    method: 'POST',
    url: '/api/fetchUserData',
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

  it("count a network's made-up tokens across both", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BAD_TOKENS_PER_MINUTE + 10; i++) {
      statuses.push(await spread(i, `made-up-token-${i}`, '10.9.0.2'));
    }
    expect(statuses.slice(0, BAD_TOKENS_PER_MINUTE).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(BAD_TOKENS_PER_MINUTE).every((s) => s === 429)).toBe(true);
  });
});
