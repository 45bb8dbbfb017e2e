import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedSessions } from '../../sign-in/sessions';
import { testConfig } from '../../test/config';
import { startTestApp, type TestApp } from '../../test/harness';
import { users } from '../schema';
import { ensureSuperAdmin } from './super-admin';

// The operator's account of ADMIN_EMAIL/ADMIN_PASSWORD, started as a restart would: ensureSuperAdmin again.
const operator = { email: 'operator@test.local', password: 'first-operator-pass' };
const restartWith = (password: string) =>
  ensureSuperAdmin(t.db, testConfig({ ADMIN_EMAIL: operator.email, ADMIN_PASSWORD: password }));
/** The token of a staff sign-in with this password, or null when it is refused. */
const signIn = async (password: string) =>
  (await t.call('signInStaff', { email: operator.email, password })).body.result.token ?? null;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await restartWith(operator.password);
});
afterAll(() => t.close());

describe('ADMIN_PASSWORD', () => {
  it('keeps a password the super admin changed in the app across restarts with the same value', async () => {
    const token = await signIn(operator.password);
    expect(token).not.toBeNull();
    const [me] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, operator.email));
    const changed = await t.call(
      'updatePassword',
      { userId: me!.id, password: 'changed-in-the-app', currentPassword: operator.password },
      token,
    );
    expect(changed.body.result.pass).toBe(true);

    await restartWith(operator.password);
    expect(await signIn(operator.password)).toBeNull();
    expect(await signIn('changed-in-the-app')).not.toBeNull();
  });

  it('sets the password again when its value changes, and ends the sessions opened before', async () => {
    const token = await signIn('changed-in-the-app');
    expect((await t.call('getSessionUser', {}, token)).status).toBe(200);

    await restartWith('a-new-operator-pass');
    expect(await signIn('a-new-operator-pass')).not.toBeNull();
    expect(await signIn('changed-in-the-app')).toBeNull();
    // A restarted process starts with no cached sessions.
    forgetCachedSessions(t.db);
    expect((await t.call('getSessionUser', {}, token)).status).toBe(401);
  });
});
