import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { users } from '../db/schema';
import { buildMember, buildSuperAdmin, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';

// Two portal processes on one database: what one revokes, the other must refuse within a second.
let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  other = (await buildApp({ config: t.config, database: t.database, logger: pino({ level: 'silent' }) })).app;
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function onOther(name: string, data: unknown, token: string): Promise<number> {
  const res = await other.inject({
    method: 'POST',
    url: `/api/${name}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ data }),
  });
  return res.statusCode;
}

/** Polls the other process until it refuses the token, and says how long that took. */
async function refusedOnOtherWithin(token: string, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await onOther('getSessionUser', {}, token)) === 401) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`Still accepted on the other process after ${limitMs} ms`);
}

describe('a revocation on one process', () => {
  it('a logout is refused on the other within a second, though it had the session cached', async () => {
    const { token } = await signedIn(t, buildMember({ mobile: '9811188001' }));
    expect(await onOther('getSessionUser', {}, token)).toBe(200);
    expect((await t.call('signOut', {}, token)).status).toBe(200);
    expect(await refusedOnOtherWithin(token, 1000)).toBeLessThan(1000);
  });

  it('a suspension is refused on the other within a second', async () => {
    const volunteer = await signedIn(t, buildVolunteer({ email: 'revoked.v@test.local' }));
    const admin = await signedIn(t, buildSuperAdmin({ email: 'revoking.s@test.local' }));
    expect(await onOther('getSessionUser', {}, volunteer.token)).toBe(200);
    const res = await t.call(
      'setAccountSuspended',
      { userId: volunteer.userId, suspended: true },
      admin.token,
    );
    expect(res.body.result.pass).toBe(true);
    expect(await refusedOnOtherWithin(volunteer.token, 1000)).toBeLessThan(1000);
  });

  it("a deleted member's old token gets 401 on a write, never a 500", async () => {
    const member = await signedIn(t, buildMember({ mobile: '9811188002' }));
    expect(await onOther('getSessionUser', {}, member.token)).toBe(200);
    await t.db.delete(users).where(eq(users.id, member.userId));
    const family = {
      name: 'Ayaan',
      dob: '2015-09-01',
      gender: 'male',
      address: 'Old City',
      id: null,
      userId: member.userId,
      parentId: member.userId,
      relation: 'Son',
    };
    await refusedOnOtherWithin(member.token, 1000);
    expect(await onOther('updateBasicInfo', family, member.token)).toBe(401);
  });

  it('is still heard after the listening connection is cut, once it has come back', async () => {
    await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN anjuman_sessions' and pid <> pg_backend_pid()`,
    );
    await new Promise((r) => setTimeout(r, 1500));
    const { token } = await signedIn(t, buildMember({ mobile: '9811188003' }));
    expect(await onOther('getSessionUser', {}, token)).toBe(200);
    expect((await t.call('signOut', {}, token)).status).toBe(200);
    expect(await refusedOnOtherWithin(token, 1000)).toBeLessThan(1000);
  });
});
