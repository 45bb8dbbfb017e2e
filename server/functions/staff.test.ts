import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { manualClock } from '../lib/clock';
import {
  STAFF_LOGIN_FAIL_PER_ACCOUNT,
  STAFF_LOGIN_FAIL_PER_ACCOUNT_IP,
  STAFF_LOGIN_FAIL_PER_IP,
} from '../members/limits';
import { expectBurstCapped } from '../test/burst';
import { TEST_ADMIN } from '../test/config';
import { startTestApp, type TestApp } from '../test/harness';

const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const login = (email = TEST_ADMIN.email, password = TEST_ADMIN.password) =>
  t.call('adminLogin', { email, password });

describe('adminLogin', () => {
  it('signs the super admin in and fetchUserData returns role, flag, email, name and scope', async () => {
    const res = await login(TEST_ADMIN.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ pass: true, token: expect.any(String) });
    const me = await t.call('fetchUserData', {}, res.body.result.token);
    expect(me.body.result).toMatchObject({
      role: 'admin',
      superAdmin: true,
      email: TEST_ADMIN.email,
      name: 'Super Admin',
      scope: null,
    });
    expect(JSON.stringify(me.body)).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('lets a demo volunteer in with their scope', async () => {
    const res = await login('ayesha.siddiqui@example.org', 'volunteer123');
    expect(res.body.result.pass).toBe(true);
    const me = await t.call('fetchUserData', {}, res.body.result.token);
    expect(me.body.result).toMatchObject({
      role: 'volunteer',
      superAdmin: false,
      scope: { level: expect.any(String) },
    });
  });

  it('answers a wrong password with pass false, the spec message and no token', async () => {
    const res = await login(TEST_ADMIN.email, 'wrong-password');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ pass: false, message: MSG.adminLoginFailed });
  });

  it('rejects a malformed email as invalid input', async () => {
    const res = await login('not-an-email', 'x');
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('throttles failures per account from one address, but not the right password from another', async () => {
    const email = 'ayesha.siddiqui@example.org';
    const from = (ip: string, password: string) => t.call('adminLogin', { email, password }, null, { ip });
    for (let i = 0; i < STAFF_LOGIN_FAIL_PER_ACCOUNT_IP.limit; i++) {
      expect((await from('10.30.0.1', `bad-${i}`)).body.result.pass).toBe(false);
    }
    const blocked = await from('10.30.0.1', 'volunteer123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.status).toBe('RESOURCE_EXHAUSTED');
    expect((await from('10.0.0.2', 'volunteer123')).body.result.pass).toBe(true);
    clock.advance(15 * 60_000 + 1000);
    expect((await from('10.30.0.1', 'volunteer123')).body.result.pass).toBe(true);
  });

  it('checks at most 5 wrong passwords from one address, even 15 at once', async () => {
    const evaluated = await expectBurstCapped(
      (i) =>
        t.call('adminLogin', { email: TEST_ADMIN.email, password: `bad-${i}` }, null, { ip: '10.30.0.2' }),
      15,
      STAFF_LOGIN_FAIL_PER_ACCOUNT_IP.limit,
    );
    for (const r of evaluated) expect(r.body.result).toEqual({ pass: false, message: MSG.adminLoginFailed });
  });

  it('throttles repeated failures per IP across accounts', async () => {
    for (let i = 0; i < STAFF_LOGIN_FAIL_PER_IP.limit; i++) await login(`nobody${i}@example.org`, 'whatever');
    const blocked = await login();
    expect(blocked.status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await login()).body.result.pass).toBe(true);
  });

  it('throttles an account after 50 failures spread over many addresses', async () => {
    const email = 'ayesha.siddiqui@example.org';
    const perAddress = STAFF_LOGIN_FAIL_PER_ACCOUNT_IP.limit;
    for (let i = 0; i < STAFF_LOGIN_FAIL_PER_ACCOUNT.limit; i++) {
      const ip = `10.31.0.${Math.floor(i / perAddress) + 1}`;
      const res = await t.call('adminLogin', { email, password: `bad-${i}` }, null, { ip });
      expect(res.status, `failure ${i} from ${ip}`).toBe(200);
    }
    const blocked = await t.call('adminLogin', { email, password: 'volunteer123' }, null, {
      ip: '10.31.1.1',
    });
    expect(blocked.status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await login(email, 'volunteer123')).body.result.pass).toBe(true);
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const { token } = (await login()).body.result;
    expect((await t.call('logout', null, token)).body.result).toEqual({ pass: true });
    expect((await t.call('fetchUserData', {}, token)).status).toBe(401);
  });

  it('refuses to fetch another user by id', async () => {
    const { token } = (await login()).body.result;
    const res = await t.call('fetchUserData', { userId: '00000000-0000-4000-8000-000000000000' }, token);
    expect(res.status).toBe(403);
  });

  it('expires a token after 30 days unused', async () => {
    const { token } = (await login()).body.result;
    clock.advance(29 * 86_400_000);
    expect((await t.call('fetchUserData', {}, token)).status).toBe(200);
    clock.advance(30 * 86_400_000 + 1000);
    expect((await t.call('fetchUserData', {}, token)).status).toBe(401);
  });
});
