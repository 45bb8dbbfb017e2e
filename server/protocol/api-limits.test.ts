import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createSession } from '../sign-in/sessions';
import { buildMember } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { BAD_TOKENS_PER_MINUTE } from './bad-token-guard';

// Limits that survive mobile NAT: signed-in calls are counted per session, not per address.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { API_SESSION_PER_MINUTE: '40' } });
});
afterAll(() => t.close());

async function signedInMembers(n: number): Promise<string[]> {
  const rows = await t.db
    .insert(users)
    .values(Array.from({ length: n }, () => buildMember()))
    .returning({ id: users.id });
  return Promise.all(rows.map((r) => createSession(t.db, t.services.clock, r.id, 'otp')));
}

describe('behind one address', () => {
  it('lets 100 signed-in members make 30 calls a minute each without a 429', async () => {
    const tokens = await signedInMembers(100);
    const statuses = new Map<number, number>();
    for (let round = 0; round < 30; round++) {
      const replies = await Promise.all(
        tokens.map((token) => t.call('getSessionUser', {}, token, { ip: '100.64.0.1' })),
      );
      for (const r of replies) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 3000 });
  }, 120_000);

  it('stops one session past its own budget without touching its neighbours', async () => {
    const [greedy, neighbour] = await signedInMembers(2);
    const replies = [];
    for (let i = 0; i < 41; i++)
      replies.push(await t.call('getSessionUser', {}, greedy, { ip: '100.64.0.2' }));
    expect(replies.slice(0, 40).every((r) => r.status === 200)).toBe(true);
    expect(replies[40]!.status).toBe(429);
    expect((await t.call('getSessionUser', {}, neighbour, { ip: '100.64.0.2' })).status).toBe(200);
  });

  it('refuses a network that keeps making up tokens', async () => {
    const made = (i: number) => t.call('getSessionUser', {}, `made-up-${i}`, { ip: '100.64.0.3' });
    for (let i = 0; i < BAD_TOKENS_PER_MINUTE; i++) expect((await made(i)).status).toBe(401);
    expect((await made(BAD_TOKENS_PER_MINUTE)).status).toBe(429);
    // Another network is not affected.
    expect((await t.call('getSessionUser', {}, 'made-up', { ip: '100.64.0.4' })).status).toBe(401);
  });
});
