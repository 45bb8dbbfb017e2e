import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  CHECK_PER_IP,
  OTP_SEND_PER_PHONE_DAY,
  SMS_BUDGET_SPENT,
  SMS_NUMBER_DAY_SPENT,
  TOO_MANY_CHECKS,
} from '../sign-in/limits';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, newPhone } from '../test/members-fixtures';

// Enumeration through verifyOtp, and SMS pumping through sendOtp (issue 7).
const clock = manualClock(new Date());
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
    const check = await api('checkUserExist', { phone: newPhone() });
    expect(check.status).toBe(429);
    expect(check.body.error.message).toBe(TOO_MANY_CHECKS);
    expect((await api('verifyOtp', { phone: newPhone(), code: '123456' })).status).toBe(429);
    // Another network is not affected.
    expect((await clientAt(env.t, '10.40.0.2')('checkUserExist', { phone: newPhone() })).status).toBe(200);
  });
});

describe('the SMS budget', () => {
  const env = withMemberTestApp(clock, { SMS_HOURLY_LIMIT: '5', SMS_DAILY_LIMIT: '8' }, logger);

  it('stops at SMS_HOURLY_LIMIT across numbers and addresses, and at SMS_DAILY_LIMIT over the day', async () => {
    const send = (i: number) => clientAt(env.t, `10.41.${i}.1`)('sendOtp', { phone: newPhone() });
    for (let i = 0; i < 5; i++) expect((await send(i)).body.result.pass).toBe(true);
    const refused = await send(5);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(SMS_BUDGET_SPENT);
    expect(env.inbox.messages).toHaveLength(5);
    // The operator sees it as an error.
    expect(logged.some((l) => l.level === 50 && /SMS budget spent/.test(String(l.msg)))).toBe(true);

    clock.advance(60 * 60_000 + 1000);
    for (let i = 10; i < 13; i++) expect((await send(i)).body.result.pass).toBe(true);
    const daily = await send(13);
    expect(daily.status).toBe(429);
    expect(daily.body.error.message).toBe(SMS_BUDGET_SPENT);
    expect(env.inbox.messages).toHaveLength(8);
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
