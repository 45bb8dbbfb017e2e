import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import { buildMember, insertUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { createSession, forgetCachedSessions, resolveSession } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newMember = async (uniqueId: string) => ({
  id: await insertUser(t.db, buildMember({ uniqueId, name: 'Before' })),
});

it('a logout ends the session at once, though lookups are cached', async () => {
  const member = await newMember('AJ-SESS-1');
  const token = await createSession(t.db, t.services.clock, member.id, 'password');
  expect((await t.call('getSessionUser', {}, token)).status).toBe(200);
  expect((await t.call('signOut', {}, token)).status).toBe(200);
  expect((await t.call('getSessionUser', {}, token)).status).toBe(401);
});

it('a suspension ends the session at once', async () => {
  const [volunteer, superAdmin] = await t.db
    .insert(users)
    .values([
      { uniqueId: 'AD-SESS-2', role: 'volunteer', email: 'sess2@test.local' },
      { uniqueId: 'AD-SESS-2S', role: 'admin', superAdmin: true, email: 'sess2s@test.local' },
    ])
    .returning();
  const token = await createSession(t.db, t.services.clock, volunteer!.id, 'password');
  const superToken = await createSession(t.db, t.services.clock, superAdmin!.id, 'password');
  expect((await t.call('getSessionUser', {}, token)).status).toBe(200);
  const suspended = await t.call(
    'setAccountSuspended',
    { userId: volunteer!.id, suspended: true },
    superToken,
  );
  expect(suspended.body.result.pass).toBe(true);
  expect((await t.call('getSessionUser', {}, token)).status).toBe(401);
});

it("the caller's own write is seen by their next call", async () => {
  const member = await newMember('AJ-SESS-3');
  const token = await createSession(t.db, t.services.clock, member.id, 'password');
  expect((await t.call('getSessionUser', {}, token)).body.result.name).toBe('Before');
  const saved = await t.call(
    'updateBasicInfo',
    { name: 'After', dob: '1990-01-01', gender: 'male', address: '1 Street', parentId: null, relation: null },
    token,
  );
  expect(saved.body.result.pass).toBe(true);
  expect((await t.call('getSessionUser', {}, token)).body.result.name).toBe('After');
});

it('a change made elsewhere is seen within seconds, and at once once forgotten', async () => {
  const member = await newMember('AJ-SESS-4');
  const token = await createSession(t.db, t.services.clock, member.id, 'password');
  expect((await resolveSession(t.db, t.services.clock, token))?.user.name).toBe('Before');
  await t.db.update(users).set({ name: 'Elsewhere' }).where(eq(users.id, member.id));
  forgetCachedSessions(t.db, member.id);
  expect((await resolveSession(t.db, t.services.clock, token))?.user.name).toBe('Elsewhere');
});
