import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { throttleEvents } from '../db/schema';
import { OTP_SEND_PER_IP, OTP_VERIFY_FAIL_PER_IP, OTP_VERIFY_FAIL_PER_PHONE_IP } from '../sign-in/limits';
import { SMS_FAILED } from '../sign-in/member-otp-send';
import { solvedAltcha } from '../test/altcha';
import { expectBurstCapped } from '../test/burst';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, mosqueIdOf, newPhone, sendAndReceive } from '../test/members-fixtures';
import { said } from '../test/said';

const clock = manualClock(new Date());
const env = withMemberTestApp(clock);
let mosque: string;
beforeAll(async () => {
  mosque = await mosqueIdOf(env.t, 'TG-MM-001');
});

const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sending an OTP', () => {
  it('refuses a second send to a number within 60 seconds with 429', async () => {
    const api = clientAt(env.t, '10.10.0.1');
    const phone = newPhone();
    await sendAndReceive(api, env.inbox, phone);
    clock.advance(20_000);
    const again = await api('sendOtp', { phone });
    expect(again.status).toBe(429);
    expect(again.body.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: 'Please wait 40 seconds before requesting another OTP',
      details: { retryAfterSeconds: 40 },
    });
    clock.advance(40_000);
    expect((await api('sendOtp', { phone })).body.result).toMatchObject({ pass: true, remaining: 1 });
  });

  it('allows 3 sends per number in a rolling hour, even with the cooldowns kept', async () => {
    const api = clientAt(env.t, '10.10.0.2');
    const phone = newPhone();
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      remaining.push((await api('sendOtp', { phone })).body.result.remaining);
      clock.advance(61_000);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const fourth = await api('sendOtp', { phone });
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message).toContain(MSG.resendLater);
    // The first send was 3 × 61 s ago; it leaves the hour 3600 − 183 = 3417 s from now.
    expect(fourth.body.error.details).toEqual({ retryAfterSeconds: 3417 });
    clock.advance(3416_000);
    expect((await api('sendOtp', { phone })).status).toBe(429);
    clock.advance(1_000);
    expect((await api('sendOtp', { phone })).body.result).toMatchObject({ pass: true, remaining: 0 });
    expect(env.inbox.messages.filter((m) => m.to === `+91${phone}`)).toHaveLength(4);
  });

  it('allows 60 sends per address in an hour', async () => {
    const api = clientAt(env.t, '10.10.0.3');
    for (let i = 0; i < OTP_SEND_PER_IP.limit; i++) {
      expect((await api('sendOtp', { phone: newPhone() })).body.result.pass).toBe(true);
    }
    const blocked = await api('sendOtp', { phone: newPhone() });
    expect(blocked.status).toBe(429);
    expect((await clientAt(env.t, '10.10.0.4')('sendOtp', { phone: newPhone() })).status).toBe(200);
    clock.advance(3_600_000);
    expect((await api('sendOtp', { phone: newPhone() })).status).toBe(200);
  });

  it('refuses numbers that are not Indian mobiles with 400', async () => {
    const api = clientAt(env.t, '10.10.0.5');
    for (const phone of ['1234567890', '+14155550123', '5555555555', '98765']) {
      const res = await api('sendOtp', { phone });
      expect(res.status, phone).toBe(400);
      expect(res.body.error.status).toBe('INVALID_ARGUMENT');
    }
    expect((await api('verifyOtp', { phone: '1234567890', code: '123456', mosqueId: mosque })).status).toBe(
      400,
    );
    expect(env.inbox.messages.some((m) => !m.to.startsWith('+91'))).toBe(false);
  });

  it('accepts the number as `mobile`', async () => {
    const phone = newPhone();
    const viaMobile = await env.t.send('sendOtp', { mobile: phone }, null, { ip: '10.10.0.6' });
    expect(viaMobile.body.result).toMatchObject({ pass: true });
    expect((await env.inbox.waitFor(`+91${phone}`)).code).toMatch(/^\d{6}$/);
  });

  it('retries an SMS the gateway could not take for now, and the code arrives', async () => {
    const api = clientAt(env.t, '10.10.0.8');
    const phone = newPhone();
    env.inbox.failNext(2, 503);
    const sent = await api('sendOtp', { phone });
    expect(sent.body.result).toMatchObject({ pass: true, remaining: 2 });
    const { code } = await env.inbox.waitFor(`+91${phone}`);
    expect((await api('verifyOtp', { phone, code, mosqueId: mosque })).body.result.pass).toBe(true);
  });

  it('reports an SMS the gateway refused for good with pass false, and does not count it as a send', async () => {
    const api = clientAt(env.t, '10.10.0.7');
    const phone = newPhone();
    env.inbox.failNext(1, 400);
    const failed = await api('sendOtp', { phone });
    expect(failed.status).toBe(200);
    expect(failed.body.result).toMatchObject({ pass: false, message: SMS_FAILED });
    // Nor does it use up the network's allowance.
    expect(await env.t.db.$count(throttleEvents, eq(throttleEvents.key, '10.10.0.7'))).toBe(0);
    // No cooldown and the allowance is intact: the member can try again at once.
    const retry = await api('sendOtp', { phone });
    expect(retry.body.result).toMatchObject({ pass: true, remaining: 2 });
    expect(await env.t.db.$count(throttleEvents, eq(throttleEvents.key, '10.10.0.7'))).toBe(1);
    const { code } = await env.inbox.waitFor(`+91${phone}`);
    expect((await api('verifyOtp', { phone, code, mosqueId: mosque })).body.result.pass).toBe(true);
  });
});

describe('verifying an OTP', () => {
  it('kills a code after 5 wrong tries, even for the right code', async () => {
    const api = clientAt(env.t, '10.11.0.1');
    const phone = newPhone();
    const code = await sendAndReceive(api, env.inbox, phone);
    for (let i = 0; i < 5; i++) {
      const res = await api('verifyOtp', { phone, code: other(code), mosqueId: mosque });
      expect(res.body.result).toEqual({ pass: false, ...said(MSG.incorrectOtp) });
    }
    const right = await api('verifyOtp', { phone, code, mosqueId: mosque });
    expect(right.body.result.pass).toBe(false);
    expect(right.body.result.token).toBeUndefined();
    expect((await api('checkMobileRegistered', { phone })).body.result.code).toBe(2);
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const api = clientAt(env.t, '10.11.0.2');
    const phone = newPhone();
    const code = await sendAndReceive(api, env.inbox, phone);
    for (let i = 0; i < 4; i++) await api('verifyOtp', { phone, code: other(code), mosqueId: mosque });
    expect((await api('verifyOtp', { phone, code, mosqueId: mosque })).body.result.pass).toBe(true);
  });

  it('expires a code after 10 minutes', async () => {
    const api = clientAt(env.t, '10.11.0.3');
    const early = newPhone();
    const late = newPhone();
    const earlyCode = await sendAndReceive(api, env.inbox, early);
    const lateCode = await sendAndReceive(api, env.inbox, late);
    clock.advance(10 * 60_000 - 1000);
    expect(
      (await api('verifyOtp', { phone: early, code: earlyCode, mosqueId: mosque })).body.result.pass,
    ).toBe(true);
    clock.advance(2000);
    const expired = await api('verifyOtp', { phone: late, code: lateCode, mosqueId: mosque });
    expect(expired.body.result).toEqual({ pass: false, ...said(MSG.otpExpired) });
  });

  it('accepts only the newest code and each code only once', async () => {
    const api = clientAt(env.t, '10.11.0.4');
    const phone = newPhone();
    const first = await sendAndReceive(api, env.inbox, phone);
    clock.advance(61_000);
    const second = await sendAndReceive(api, env.inbox, phone);
    if (first !== second) {
      const old = await api('verifyOtp', { phone, code: first, mosqueId: mosque });
      expect(old.body.result).toEqual({ pass: false, ...said(MSG.incorrectOtp) });
    }
    expect((await api('verifyOtp', { phone, code: second, mosqueId: mosque })).body.result.pass).toBe(true);
    const reused = await api('verifyOtp', { phone, code: second });
    expect(reused.body.result.pass).toBe(false);
  });

  it('needs an existing masjid for a new number, without spending a try', async () => {
    const api = clientAt(env.t, '10.11.0.5');
    const phone = newPhone();
    const code = await sendAndReceive(api, env.inbox, phone);
    const missing = await api('verifyOtp', { phone, code });
    expect(missing.status).toBe(400);
    expect(missing.body.error.status).toBe('INVALID_ARGUMENT');
    const unknown = await api('verifyOtp', { phone, code, mosqueId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect((await api('checkMobileRegistered', { phone })).body.result.code).toBe(2);
    const ok = await api('verifyOtp', { phone, code, mosqueId: mosque });
    expect(ok.body.result).toMatchObject({ pass: true, code: 1 });
    expect((await api('getSessionUser', {}, ok.body.result.token)).body.result.mosqueId).toBe(mosque);
  });

  it('answers a number that was sent nothing with pass false', async () => {
    const api = clientAt(env.t, '10.11.0.6');
    const res = await api('verifyOtp', { phone: newPhone(), code: '123456', mosqueId: mosque });
    expect(res.body.result).toEqual({
      pass: false,
      message: expect.any(String),
      messageCode: expect.any(String),
    });
  });

  it('validates the code with the spec messages', async () => {
    const api = clientAt(env.t, '10.11.0.7');
    const empty = await api('verifyOtp', { phone: newPhone(), code: '' });
    expect(empty.body.error.message).toBe(MSG.otpRequired);
  });

  it('blocks an address after 60 failed verifications in 15 minutes', async () => {
    const api = clientAt(env.t, '10.11.0.8');
    for (let i = 0; i < OTP_VERIFY_FAIL_PER_IP.limit; i++) {
      await api('verifyOtp', { phone: newPhone(), code: '123456', mosqueId: mosque });
    }
    const blocked = await api('verifyOtp', { phone: newPhone(), code: '123456', mosqueId: mosque });
    expect(blocked.status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await api('verifyOtp', { phone: newPhone(), code: '123456', mosqueId: mosque })).status).toBe(
      200,
    );
  });

  it('blocks a number from one address after 10 failed verifications, across codes', async () => {
    const api = clientAt(env.t, '10.11.0.9');
    const phone = newPhone();
    for (let round = 0; round < OTP_VERIFY_FAIL_PER_PHONE_IP.limit / 5; round++) {
      const code = await sendAndReceive(api, env.inbox, phone);
      for (let i = 0; i < 5; i++) await api('verifyOtp', { phone, code: other(code), mosqueId: mosque });
      clock.advance(61_000);
    }
    const code = await sendAndReceive(api, env.inbox, phone);
    expect((await api('verifyOtp', { phone, code, mosqueId: mosque })).status).toBe(429);
    // The number's owner, on another network, still gets in with the code.
    const owner = clientAt(env.t, '10.11.1.9');
    expect((await owner('verifyOtp', { phone, code, mosqueId: mosque })).body.result.pass).toBe(true);
  });

  it('checks at most 10 codes for a number from one address, even 20 at once', async () => {
    const phone = newPhone();
    const evaluated = await expectBurstCapped(
      () => env.t.call('verifyOtp', { phone, code: '123456', mosqueId: mosque }, null, { ip: '10.11.0.10' }),
      20,
      OTP_VERIFY_FAIL_PER_PHONE_IP.limit,
    );
    for (const r of evaluated) expect(r.body.result.pass).toBe(false);
  });
});

describe('with the bot check on', () => {
  const bot = withMemberTestApp(undefined, { BOT_CHECK: 'altcha' });

  it('refuses a send without a solution', async () => {
    const res = await bot.t.call('sendOtp', { phone: newPhone() });
    expect(res.status).toBe(403);
    expect(res.body.error.status).toBe('PERMISSION_DENIED');
    expect(bot.inbox.messages).toHaveLength(0);
  });

  it('accepts a solved challenge once', async () => {
    const altcha = await solvedAltcha(bot.t);
    const phone = newPhone();
    expect((await bot.t.call('sendOtp', { phone, altcha })).body.result.pass).toBe(true);
    expect((await bot.inbox.waitFor(`+91${phone}`)).code).toMatch(/^\d{6}$/);
    const replay = await bot.t.call('sendOtp', { phone: newPhone(), altcha });
    expect(replay.status).toBe(403);
  });

  it('reports the bot check as off when it is', async () => {
    expect((await env.t.call('getBotChallenge', {})).body.result).toEqual({
      enabled: false,
      challenge: null,
    });
  });
});
