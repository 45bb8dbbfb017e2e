import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import {
  STAFF_LOGIN_FAIL_PER_ACCOUNT,
  STAFF_LOGIN_FAIL_PER_ACCOUNT_IP,
  STAFF_LOGIN_FAIL_PER_IP,
} from '../sign-in/limits';
import { solvedAltcha } from '../test/altcha';
import { expectBurstCapped } from '../test/burst';
import { TEST_ADMIN } from '../test/config';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { said } from '../test/said';

const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.close());

const login = (email = TEST_ADMIN.email, password = TEST_ADMIN.password) =>
  t.call('signInStaff', { email, password });

describe('signInStaff', () => {
  it('signs the super admin in and getSessionUser returns role, flag, email, name and scope', async () => {
    const res = await login(TEST_ADMIN.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ pass: true, token: expect.any(String) });
    const me = await t.call('getSessionUser', {}, res.body.result.token);
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
    const me = await t.call('getSessionUser', {}, res.body.result.token);
    expect(me.body.result).toMatchObject({
      role: 'volunteer',
      superAdmin: false,
      scope: { level: expect.any(String) },
    });
  });

  it('answers a wrong password with pass false, the spec message and no token', async () => {
    const res = await login(TEST_ADMIN.email, 'wrong-password');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ pass: false, ...said(MSG.adminLoginFailed) });
  });

  it('rejects a malformed email as invalid input', async () => {
    const res = await login('not-an-email', 'x');
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('refuses an address only after 30 failures of its own, and never the right password from another', async () => {
    const email = 'ayesha.siddiqui@example.org';
    const from = (ip: string, password: string) => t.call('signInStaff', { email, password }, null, { ip });
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

  it('checks at most 30 wrong passwords from one address, even 40 at once', async () => {
    const evaluated = await expectBurstCapped(
      (i) =>
        t.call('signInStaff', { email: TEST_ADMIN.email, password: `bad-${i}` }, null, { ip: '10.30.0.2' }),
      40,
      STAFF_LOGIN_FAIL_PER_ACCOUNT_IP.limit,
    );
    for (const r of evaluated) expect(r.body.result).toEqual({ pass: false, ...said(MSG.adminLoginFailed) });
    clock.advance(15 * 60_000 + 1000);
  });

  it('throttles repeated failures per IP across accounts', async () => {
    const from = (email: string, password: string) =>
      t.call('signInStaff', { email, password }, null, { ip: '10.30.0.3' });
    for (let i = 0; i < STAFF_LOGIN_FAIL_PER_IP.limit; i++) await from(`nobody${i}@example.org`, 'whatever');
    expect((await from(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(429);
    expect((await login()).body.result.pass).toBe(true);
    clock.advance(15 * 60_000 + 1000);
    expect((await from(TEST_ADMIN.email, TEST_ADMIN.password)).body.result.pass).toBe(true);
  });

  it('lets the super admin in from a clean address after 200 failures from 20 other addresses', async () => {
    for (let i = 0; i < 200; i++) {
      const ip = `10.31.0.${(i % 20) + 1}`;
      const res = await t.call('signInStaff', { email: TEST_ADMIN.email, password: `bad-${i}` }, null, {
        ip,
      });
      expect(res.status, `failure ${i} from ${ip}`).toBe(200);
    }
    expect(STAFF_LOGIN_FAIL_PER_ACCOUNT.limit).toBe(Number.MAX_SAFE_INTEGER);
    const owner = await t.call('signInStaff', TEST_ADMIN, null, { ip: '10.31.1.1' });
    expect(owner.body.result).toMatchObject({ pass: true, token: expect.any(String) });
    clock.advance(15 * 60_000 + 1000);
    // 200 argon2 checks one after another: about 15 s on a quiet runner, past 30 s on a loaded one.
  }, 120_000);
});

describe('signInStaff with the bot check on', () => {
  let bot: TestApp;
  beforeAll(async () => {
    bot = await startTestApp({ clock, env: { BOT_CHECK: 'altcha' } });
  });
  afterAll(() => bot.close());

  const attempt = (ip: string, password: string, altcha?: string) =>
    bot.call('signInStaff', { email: TEST_ADMIN.email, password, altcha }, null, { ip });

  it('asks an address that failed 5 times for a proof of work, then checks the password', async () => {
    for (let i = 0; i < STAFF_LOGIN_FAIL_PER_ACCOUNT_IP.proofAfter!; i++) {
      expect((await attempt('10.32.0.1', `bad-${i}`)).body.result.pass).toBe(false);
    }
    const asked = await attempt('10.32.0.1', TEST_ADMIN.password);
    expect(asked.body.result).toMatchObject({ pass: false, needsBotCheck: true });
    expect(asked.body.result.token).toBeUndefined();
    expect((await attempt('10.32.0.1', TEST_ADMIN.password, 'not-a-solution')).status).toBe(403);
    const proven = await attempt('10.32.0.1', TEST_ADMIN.password, await solvedAltcha(bot));
    expect(proven.body.result).toMatchObject({ pass: true, token: expect.any(String) });
    // A clean address is not asked.
    expect((await attempt('10.32.0.2', TEST_ADMIN.password)).body.result.pass).toBe(true);
    clock.advance(15 * 60_000 + 1000);
  });

  it('asks every address for a proof once an account has failed 20 times, but refuses none', async () => {
    for (let i = 0; i < STAFF_LOGIN_FAIL_PER_ACCOUNT.proofAfter!; i++) {
      expect((await attempt(`10.33.0.${(i % 4) + 1}`, `bad-${i}`)).body.result.pass).toBe(false);
    }
    const asked = await attempt('10.33.1.1', TEST_ADMIN.password);
    expect(asked.body.result).toMatchObject({ pass: false, needsBotCheck: true });
    const proven = await attempt('10.33.1.1', TEST_ADMIN.password, await solvedAltcha(bot));
    expect(proven.body.result.pass).toBe(true);
    clock.advance(15 * 60_000 + 1000);
  });
});

describe('sessions', () => {
  it('signOut revokes the token', async () => {
    const { token } = (await login()).body.result;
    expect((await t.call('signOut', null, token)).body.result).toEqual({ pass: true });
    expect((await t.call('getSessionUser', {}, token)).status).toBe(401);
  });

  it('refuses to fetch another user by id', async () => {
    const { token } = (await login()).body.result;
    const res = await t.call('getSessionUser', { userId: '00000000-0000-4000-8000-000000000000' }, token);
    expect(res.status).toBe(403);
  });

  it('expires a staff token after 12 hours unused', async () => {
    const { token } = (await login()).body.result;
    clock.advance(11 * 3_600_000);
    expect((await t.call('getSessionUser', {}, token)).status).toBe(200);
    clock.advance(12 * 3_600_000 + 1000);
    expect((await t.call('getSessionUser', {}, token)).status).toBe(401);
  });
});
