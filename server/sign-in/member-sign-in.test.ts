import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { users } from '../db/schema';
import { LOGIN_FAILED, STAFF_SIGN_IN_ELSEWHERE } from '../sign-in/member-sign-in';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, mosqueIdOf, newPhone, registerMember, sendAndReceive } from '../test/members-fixtures';
import { said } from '../test/said';

const clock = manualClock(new Date());
const env = withMemberTestApp(clock);
let delhiMosque: string;
beforeAll(async () => {
  delhiMosque = await mosqueIdOf(env.t, 'DL-JM-001');
});

describe('a new number signs up over the API', () => {
  it('goes from phone check to password sign-in', async () => {
    const api = clientAt(env.t, '10.1.0.1');
    const phone = newPhone();

    const check = await api('checkMobileRegistered', { phone });
    expect(check.body.result).toMatchObject({ pass: false, code: 2, userId: null });

    const sent = await api('sendOtp', { phone });
    expect(sent.body.result).toMatchObject({ pass: true, remaining: 2, retryAfterSeconds: 60 });
    const sms = await env.inbox.waitFor(`+91${phone}`);
    expect(sms.to).toBe(`+91${phone}`);
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.message).toContain(env.t.config.portalName);
    expect(sms.message).toContain(sms.code);

    const wrongCode = sms.code === '000000' ? '111111' : '000000';
    const wrong = await api('verifyOtp', { phone, code: wrongCode, mosqueId: delhiMosque });
    expect(wrong.body.result).toEqual({ pass: false, ...said(MSG.incorrectOtp) });

    const verified = await api('verifyOtp', { phone, code: sms.code, mosqueId: delhiMosque });
    expect(verified.body.result).toMatchObject({
      pass: true,
      message: MSG.verificationSuccessful,
      token: expect.any(String),
      userId: expect.any(String),
      code: 1,
    });
    const { token, userId } = verified.body.result;
    const me = (await api('getSessionUser', {}, token)).body.result;
    expect(me).toMatchObject({
      userId,
      role: 'user',
      mobile: phone,
      mosqueId: delhiMosque,
      hasPassword: false,
      uniqueId: expect.stringMatching(/^AJ-[0-9A-Z]{8}$/),
    });

    expect((await api('checkMobileRegistered', { phone })).body.result).toMatchObject({
      code: 1,
      pass: false,
    });
    const signup = await api('signUpMember', { userId, phone, password: 'first-secret' }, token);
    expect(signup.body.result).toEqual({ pass: true, ...said(MSG.passwordSet) });
    // The phone check never tells the caller the account's id; the right password does.
    expect((await api('checkMobileRegistered', { phone })).body.result).toEqual({
      pass: true,
      code: 0,
      userId: null,
      message: expect.any(String),
      messageCode: expect.any(String),
    });

    const login = await api('signInWithPassword', { phone, password: 'first-secret' });
    expect(login.body.result).toMatchObject({ pass: true, token: expect.any(String), userId });
    expect((await api('getSessionUser', {}, login.body.result.token)).body.result.userId).toBe(userId);

    const bad = await api('signInWithPassword', { phone, password: 'not-the-secret' });
    expect(bad.status).toBe(200);
    // A wrong password learns nothing of the account, its id included.
    expect(bad.body.result).toEqual({ pass: false, ...said(LOGIN_FAILED) });
  });

  it('leaves a verified number without password at code 1 when the member stops there', async () => {
    const api = clientAt(env.t, '10.1.0.2');
    const phone = newPhone();
    await registerMember(api, env.inbox, { phone, mosqueId: delhiMosque });
    expect((await api('checkMobileRegistered', { phone })).body.result).toEqual({
      pass: false,
      code: 1,
      userId: null,
      message: expect.any(String),
      messageCode: expect.any(String),
    });
    // No password exists, so none can be right.
    const login = await api('signInWithPassword', { phone, password: 'anything' });
    expect(login.body.result.pass).toBe(false);
    expect(login.body.result.token).toBeUndefined();
  });

  it('accepts `mobile` for `phone` and the spec aliases', async () => {
    const api = clientAt(env.t, '10.1.0.3');
    const phone = newPhone();
    await registerMember(api, env.inbox, { phone, mosqueId: delhiMosque, password: 'alias-secret' });
    const viaAlias = (name: string, data: unknown) => env.t.send(name, data, null, { ip: '10.1.0.3' });
    expect((await viaAlias('checkUserAccount', { mobile: phone })).body.result).toMatchObject({ code: 0 });
    const login = await viaAlias('userLogin', { mobile: phone, password: 'alias-secret' });
    expect(login.body.result).toMatchObject({ pass: true });
  });

  it('reads a number typed in Hindi or Urdu digits as the same number', async () => {
    const api = clientAt(env.t, '10.1.0.5');
    const phone = newPhone();
    await registerMember(api, env.inbox, { phone, mosqueId: delhiMosque, password: 'native-digits' });
    const inDigitsFrom = (zero: number) =>
      [...phone].map((d) => String.fromCharCode(zero + Number(d))).join('');
    const hindi = await api('checkMobileRegistered', { phone: inDigitsFrom(0x0966) });
    expect(hindi.status).toBe(200);
    expect(hindi.body.result).toMatchObject({ code: 0 });
    const urdu = await api('signInWithPassword', { phone: inDigitsFrom(0x06f0), password: 'native-digits' });
    expect(urdu.body.result).toMatchObject({ pass: true });
  });

  it('validates the phone with the spec messages', async () => {
    const api = clientAt(env.t, '10.1.0.4');
    const missing = await env.t.send('checkMobileRegistered', {}, null, { ip: '10.1.0.4' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe(MSG.phoneRequired);
    const short = await api('checkMobileRegistered', { phone: '98765' });
    expect(short.body.error.message).toBe(MSG.phoneDigits);
    // Only +91 mobiles can get an OTP, so the check refuses the others before a masjid is chosen.
    for (const phone of ['1234567890', '5555555555']) {
      const foreign = await api('checkMobileRegistered', { phone });
      expect(foreign.status, phone).toBe(400);
      expect(foreign.body.error.message).toBe('Only Indian (+91) mobile numbers are accepted');
    }
    const noPassword = await env.t.send('signInWithPassword', { phone: newPhone() }, null, {
      ip: '10.1.0.4',
    });
    expect(noPassword.body.error.message).toBe(MSG.passwordRequired);
  });
});

describe('password sign-in', () => {
  it('answers an unknown number like a wrong password, with no token', async () => {
    const api = clientAt(env.t, '10.2.0.1');
    const res = await api('signInWithPassword', { phone: newPhone(), password: 'whatever' });
    expect(res.body.result).toEqual({ pass: false, ...said(LOGIN_FAILED) });
  });
});

describe('a suspended member', () => {
  it('gets code 3, cannot sign in or get an OTP, and loses existing sessions', async () => {
    const api = clientAt(env.t, '10.4.0.1');
    const phone = newPhone();
    const { token } = await registerMember(api, env.inbox, {
      phone,
      mosqueId: delhiMosque,
      password: 'suspended-secret',
    });
    expect((await api('getSessionUser', {}, token)).status).toBe(200);
    await env.t.db.update(users).set({ suspended: true }).where(eq(users.mobile, phone));

    expect((await api('checkMobileRegistered', { phone })).body.result).toEqual({
      pass: false,
      code: 3,
      userId: null,
      ...said(MSG.suspended),
    });
    expect((await api('signInWithPassword', { phone, password: 'suspended-secret' })).body.result).toEqual({
      pass: false,
      ...said(MSG.suspended),
    });
    clock.advance(61_000);
    const send = await api('sendOtp', { phone });
    expect(send.body.result).toMatchObject({ pass: false, message: MSG.suspended });
    expect(env.inbox.messages.filter((m) => m.to === `+91${phone}`)).toHaveLength(1);
    expect((await api('getSessionUser', {}, token)).status).toBe(401);
  });
});

describe('forgot password', () => {
  it('verifies by OTP, sets a new password and ends the other sessions', async () => {
    const api = clientAt(env.t, '10.5.0.1');
    const phone = newPhone();
    await registerMember(api, env.inbox, { phone, mosqueId: delhiMosque, password: 'old-secret' });
    const otherDevice = (await api('signInWithPassword', { phone, password: 'old-secret' })).body.result
      .token;

    clock.advance(61_000);
    const code = await sendAndReceive(api, env.inbox, phone);
    // An existing member needs no masjid to verify.
    const verified = (await api('verifyOtp', { phone, code })).body.result;
    expect(verified).toMatchObject({ pass: true, code: 0, token: expect.any(String) });

    const update = await api(
      'updatePassword',
      { userId: verified.userId, password: 'new-secret' },
      verified.token,
    );
    expect(update.body.result).toEqual({ pass: true, ...said(MSG.passwordSet) });

    expect((await api('getSessionUser', {}, otherDevice)).status).toBe(401);
    expect((await api('getSessionUser', {}, verified.token)).status).toBe(200);
    expect((await api('signInWithPassword', { phone, password: 'old-secret' })).body.result.pass).toBe(false);
    expect((await api('signInWithPassword', { phone, password: 'new-secret' })).body.result.pass).toBe(true);
  });
});

describe('a staff mobile number', () => {
  const volunteer = { phone: '9000000001', password: 'volunteer123' };

  it('answers the phone check with code and pass only', async () => {
    const api = clientAt(env.t, '10.6.0.1');
    const member = newPhone();
    await registerMember(api, env.inbox, { phone: member, mosqueId: delhiMosque, password: 'member-secret' });
    const staff = (await api('checkMobileRegistered', { phone: volunteer.phone })).body.result;
    const memberReply = (await api('checkMobileRegistered', { phone: member })).body.result;
    expect(staff).toEqual({
      pass: true,
      code: 0,
      userId: null,
      message: memberReply.message,
      messageCode: memberReply.messageCode,
    });
  });

  it('is sent to the staff sign-in by the member password sign-in', async () => {
    const api = clientAt(env.t, '10.6.0.3');
    const login = (await api('signInWithPassword', volunteer)).body.result;
    expect(login).toEqual({ pass: false, ...said(STAFF_SIGN_IN_ELSEWHERE) });
    // A wrong password gets the very reply a member number's wrong password gets.
    const wrong = await api('signInWithPassword', { phone: volunteer.phone, password: 'not-it' });
    const memberWrong = await api('signInWithPassword', { phone: newPhone(), password: 'not-it' });
    expect(wrong).toEqual(memberWrong);
    expect(wrong.body.result).toEqual({ pass: false, ...said(LOGIN_FAILED) });
  });

  it('is never texted a code, so an SMS alone never opens a staff account, and answers as a member number does', async () => {
    const api = clientAt(env.t, '10.6.0.2');
    const member = newPhone();
    await registerMember(api, env.inbox, { phone: member, mosqueId: delhiMosque, password: 'member-secret' });
    clock.advance(61_000);
    const send = await api('sendOtp', { phone: volunteer.phone });
    const memberSend = await api('sendOtp', { phone: member });
    expect(send.status).toBe(200);
    // What a member number that has not had a code this hour is told.
    expect(send.body.result).toEqual({
      pass: true,
      message: `OTP sent to +91${volunteer.phone}`,
      messageCode: 'otpSentTo',
      messageParams: { phone: `+91${volunteer.phone}` },
      remaining: 2,
      retryAfterSeconds: 60,
    });
    expect(memberSend.body.result).toMatchObject({ pass: true, retryAfterSeconds: 60 });
    expect(env.inbox.messages.some((m) => m.to === `+91${volunteer.phone}`)).toBe(false);
    const verify = await api('verifyOtp', { phone: volunteer.phone, code: '123456' });
    const memberVerify = await api('verifyOtp', { phone: member, code: '123456' });
    expect(verify.body.result).toEqual({ pass: false, ...said('Incorrect OTP') });
    expect(memberVerify.body.result).toEqual(verify.body.result);
  });
});
