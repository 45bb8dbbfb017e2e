import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { users } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { setSuspended } from './suspension';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('ends the sessions a suspension cuts off for good, even once it is lifted', async () => {
  const [member] = await t.db.insert(users).values({ uniqueId: 'AJ-SUSP-1', role: 'user' }).returning();
  const token = await createSession(t.db, t.services.clock, member!.id, 'password');
  expect((await t.call('fetchUserData', {}, token)).status).toBe(200);

  await setSuspended(t.db, member!.id, true, new Date());
  expect((await t.call('fetchUserData', {}, token)).status).toBe(401);
  await setSuspended(t.db, member!.id, false, new Date());
  expect((await t.call('fetchUserData', {}, token)).status).toBe(401);

  const fresh = await createSession(t.db, t.services.clock, member!.id, 'password');
  expect((await t.call('fetchUserData', {}, fresh)).status).toBe(200);
});
