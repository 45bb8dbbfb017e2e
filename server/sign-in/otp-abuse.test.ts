import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { otpChallenges, smsOutbox, throttleEvents } from '../db/schema';
import {
  CHECK_PER_IP,
  OTP_SEND_PER_PHONE_DAY,
  SMS_BUDGET_SPENT,
  SMS_NUMBER_DAY_SPENT,
  TOO_MANY_CHECKS,
} from '../sign-in/limits';
import * as passwords from '../sign-in/passwords';
import { buildMember, buildSuperAdmin, insertUser, signedIn } from '../test/factories';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, newPhone } from '../test/members-fixtures';

// Enumeration through verifyOtp, and SMS pumping through sendOtp.

// Every code and password hash the app makes, counted: a refused send must make none.
vi.mock('../sign-in/passwords', async (original) => {
  const real = await original<typeof import('../sign-in/passwords')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hashCalls = () => vi.mocked(passwords.hashPassword).mock.calls.length;
// A fixed time of day, far from midnight in India: /admin/sms counts "today" by this clock.
const clock = manualClock();
const logged: { level: number; msg?: unknown }[] = [];
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  }),
);

describe('verifyOtp as a number oracle', () => {
  const env = withMemberTestApp(clock);

  it('counts every answer, an unknown number included, against the phone check limit', async () => {
    const api = clientAt(env.t, '10.40.0.1');
    for (let i = 0; i < CHECK_PER_IP.limit; i++) {
      const res = await api('verifyOtp', { phone: newPhone(), code: '123456' });
      expect(res.status, `answer ${i}`).toBe(400);
    }
    const check = await api('checkMobileRegistered', { phone: newPhone() });
    expect(check.status).toBe(429);
    expect(check.body.error.message).toBe(TOO_MANY_CHECKS);
    expect((await api('verifyOtp', { phone: newPhone(), code: '123456' })).status).toBe(429);
    // Another network is not affected.
    expect((await clientAt(env.t, '10.40.0.2')('checkMobileRegistered', { phone: newPhone() })).status).toBe(
      200,
    );
  });
});

describe('the SMS budget', () => {
  // 20 SMS an hour, 10 of them kept for numbers with an account (SMS_MEMBERS_SHARE defaults to 50).
  const env = withMemberTestApp(clock, { SMS_HOURLY_LIMIT: '20', SMS_DAILY_LIMIT: '30' }, logger);
  const budgetLines = () => logged.filter((l) => l.level === 50 && /SMS budget spent/.test(String(l.msg)));

  it("keeps members' share: 40 new numbers from 10 addresses cannot stop a member's forgot-password OTP", async () => {
    const member = newPhone();
    await insertUser(env.t.db, buildMember({ mobile: member }));
    const replies = [];
    for (let i = 0; i < 40; i++)
      replies.push(await clientAt(env.t, `10.41.${i % 10}.1`)('sendOtp', { phone: newPhone() }));
    expect(replies.filter((r) => r.body.result?.pass === true)).toHaveLength(10);
    const refused = replies.filter((r) => r.status === 429);
    expect(refused).toHaveLength(30);
    for (const r of refused) expect(r.body.error.message).toBe(SMS_BUDGET_SPENT);

    const forgot = await clientAt(env.t, '10.41.0.1')('sendOtp', { phone: member });
    expect(forgot.body.result).toMatchObject({ pass: true });
    expect((await env.inbox.waitFor(`+91${member}`)).code).toMatch(/^\d{6}$/);

    const stranger = await clientAt(env.t, '10.41.77.1')('sendOtp', { phone: newPhone() });
    expect(stranger.status).toBe(429);
    expect(stranger.body.error.message).toBe(SMS_BUDGET_SPENT);
    expect(env.inbox.messages).toHaveLength(11);

    // The operator is told once a minute, with the count of refusals, not once a request.
    expect(budgetLines()).toHaveLength(1);
    clock.advance(61_000);
    await clientAt(env.t, '10.41.78.1')('sendOtp', { phone: newPhone() });
    expect(budgetLines()).toHaveLength(2);
    expect(budgetLines()[1]).toMatchObject({ refused: 31 });
  });

  it('shows the super admin what was sent and what is left', async () => {
    const { token } = await signedIn(env.t, buildSuperAdmin());
    const report = (await env.t.call('getSmsReport', null, token)).body.result;
    const [sms] = report.channels;
    expect(sms).toMatchObject({ channel: 'sms', provider: 'webhook' });
    expect(sms!.today.find((p) => p.purpose === 'otp')).toMatchObject({ sent: 11, parts: 11 });
    expect(report.budget.hour).toEqual({ limit: 20, used: 11, left: 9, keptForMembers: 9 });
  });

  it('refuses 100 sends past the budget with a read each: no code, no hash, no row', async () => {
    const rows = async () => ({
      codes: await env.t.db.$count(otpChallenges),
      outbox: await env.t.db.$count(smsOutbox),
      throttle: await env.t.db.$count(throttleEvents),
    });
    const before = await rows();
    const hashesBefore = hashCalls();
    // The 11 codes sent above were hashed, so the count does see a hash when one is made.
    expect(hashesBefore).toBeGreaterThanOrEqual(11);
    const api = clientAt(env.t, '10.41.90.1');
    for (let i = 0; i < 100; i++) {
      const res = await api('sendOtp', { phone: newPhone() });
      expect(res.status, `send ${i}`).toBe(429);
    }
    expect(hashCalls()).toBe(hashesBefore);
    expect(await rows()).toEqual(before);
  });

  it('stops new numbers at their share of the day too', async () => {
    clock.advance(60 * 60_000 + 1000);
    // 15 of the day's 30 go to new numbers: 10 went in the first hour.
    for (let i = 0; i < 5; i++)
      expect(
        (await clientAt(env.t, `10.43.${i}.1`)('sendOtp', { phone: newPhone() })).body.result?.pass,
      ).toBe(true);
    const daily = await clientAt(env.t, '10.43.9.1')('sendOtp', { phone: newPhone() });
    expect(daily.status).toBe(429);
    expect(daily.body.error.message).toBe(SMS_BUDGET_SPENT);
  });
});

describe('one number', () => {
  const env = withMemberTestApp(clock);

  it(`gets at most ${OTP_SEND_PER_PHONE_DAY.limit} SMS a day, whatever the hourly allowance`, async () => {
    const phone = newPhone();
    for (let i = 0; i < OTP_SEND_PER_PHONE_DAY.limit; i++) {
      // 3 sends an hour are allowed, a minute apart.
      clock.advance(i % 3 === 0 ? 60 * 60_000 + 1000 : 61_000);
      const res = await clientAt(env.t, `10.42.${i}.1`)('sendOtp', { phone });
      expect(res.body.result?.pass, `send ${i}`).toBe(true);
    }
    clock.advance(60 * 60_000 + 1000);
    const refused = await clientAt(env.t, '10.42.99.1')('sendOtp', { phone });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(SMS_NUMBER_DAY_SPENT);
    expect(env.inbox.messages.filter((m) => m.to === `+91${phone}`)).toHaveLength(
      OTP_SEND_PER_PHONE_DAY.limit,
    );
  });
});
