import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { FIRST_PASSWORD_OTP_MS, OWNER_PROOF_OTP_MS } from '../../domain/otp-proof';
import {
  LOGIN_FAIL_PER_PHONE_IP,
  PASSWORD_HASH_PER_SESSION,
  TOO_MANY_PASSWORD_CHANGES,
  TOO_MANY_SIGN_INS,
} from '../sign-in/limits';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  PASSWORD_ALREADY_SET,
  PASSWORD_TOO_COMMON,
  VERIFY_BY_OTP_FIRST,
} from '../sign-in/password-change';
import { TEST_ADMIN } from '../test/config';
import { withRegisteringMembers } from '../test/member-test-app';
import { clientAt } from '../test/members-fixtures';
import { said } from '../test/said';

const { clock, env, api, newMember } = withRegisteringMembers({ ip: '10.20.0.1', subnet: '10.21.0' });

describe('signUpMember', () => {
  it('refuses a second first password', async () => {
    const { token } = await newMember({ password: 'first-secret' });
    const again = await env.t.send('createUserAccount', { password: 'second-secret' }, token, {
      ip: '10.20.0.1',
    });
    expect(again.body.result).toEqual({ pass: false, ...said(PASSWORD_ALREADY_SET) });
  });

  it("refuses someone else's userId or phone with 403", async () => {
    const other = await newMember();
    const { token } = await newMember();
    expect((await api('signUpMember', { userId: other.userId, password: 'secret1' }, token)).status).toBe(
      403,
    );
    expect((await api('signUpMember', { phone: '9876599999', password: 'secret1' }, token)).status).toBe(403);
    // Neither account got a password.
    expect((await api('getSessionUser', {}, token)).body.result.hasPassword).toBe(false);
    expect((await api('getSessionUser', {}, other.token)).body.result.hasPassword).toBe(false);
  });

  it('lets a member who stopped after the OTP go on within the hour, without another SMS', async () => {
    const { token, phone } = await newMember();
    const sent = env.inbox.messages.filter((m) => m.to === `+91${phone}`).length;
    clock.advance(40 * 60_000);
    const me = (await api('getSessionUser', {}, token)).body.result;
    expect(me).toMatchObject({ hasPassword: false, otpSignedInAt: expect.any(String) });
    const resumed = await api('signUpMember', { password: 'first-secret' }, token);
    expect(resumed.body.result).toEqual({ pass: true, ...said(MSG.passwordSet) });
    expect(env.inbox.messages.filter((m) => m.to === `+91${phone}`)).toHaveLength(sent);
    expect((await api('signInWithPassword', { phone, password: 'first-secret' })).body.result.pass).toBe(
      true,
    );
  });

  it('refuses a first password from the common-password list', async () => {
    const { token } = await newMember();
    const common = await api('signUpMember', { password: 'Password@123' }, token);
    expect(common.body.result).toEqual({ pass: false, ...said(PASSWORD_TOO_COMMON) });
    expect((await api('getSessionUser', {}, token)).body.result.hasPassword).toBe(false);
    expect((await api('signUpMember', { password: 'tulip-river-44' }, token)).body.result.pass).toBe(true);
  });

  it('needs an OTP sign-in of the last hour', async () => {
    const { token } = await newMember();
    clock.advance(FIRST_PASSWORD_OTP_MS + 1000);
    const late = await api('signUpMember', { password: 'first-secret' }, token);
    expect(late.body.result).toEqual({ pass: false, ...said(VERIFY_BY_OTP_FIRST) });
    expect((await api('getSessionUser', {}, token)).body.result.hasPassword).toBe(false);
  });

  it('needs at least 6 characters, a signed-in member and no staff account', async () => {
    const { token } = await newMember();
    const short = await api('signUpMember', { password: '12345' }, token);
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(MSG.passwordTooShort);
    expect((await api('signUpMember', { password: '123456' })).status).toBe(401);
    const admin = (await env.t.call('signInStaff', TEST_ADMIN)).body.result.token;
    expect((await api('signUpMember', { password: '123456' }, admin)).status).toBe(403);
  });
});

describe('updatePassword', () => {
  it('hashes at most 5 new passwords a session in 15 minutes (each costs a 19 MiB argon2 hash)', async () => {
    const { token } = await newMember();
    for (let i = 0; i < PASSWORD_HASH_PER_SESSION.limit; i++) {
      expect((await api('updatePassword', { password: `new-secret-${i}` }, token)).body.result.pass).toBe(
        true,
      );
    }
    const refused = await api('updatePassword', { password: 'one-more' }, token);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(TOO_MANY_PASSWORD_CHANGES);
    clock.advance(15 * 60_000 + 1000);
  });

  it('changes only the caller’s password', async () => {
    const other = await newMember({ password: 'other-secret' });
    const { token } = await newMember({ password: 'mine-secret' });
    const res = await env.t.send('updatePassword', { userId: other.userId, password: 'hijacked' }, token, {
      ip: '10.20.0.1',
    });
    expect(res.status).toBe(403);
    const short = await api('updatePassword', { password: 'abc' }, token);
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe(MSG.passwordTooShort);
    expect((await api('updatePassword', { password: 'abcdef' })).status).toBe(401);
  });

  it('refuses a new password from the common-password list, and keeps the old one', async () => {
    const { token, phone } = await newMember({ password: 'old-secret' });
    for (const password of ['qwerty123', 'India@123', '12345678']) {
      const res = await api('updatePassword', { password, currentPassword: 'old-secret' }, token);
      expect(res.body.result, password).toEqual({ pass: false, ...said(PASSWORD_TOO_COMMON) });
    }
    expect((await api('signInWithPassword', { phone, password: 'old-secret' })).body.result.pass).toBe(true);
  });

  it('needs no current password right after an OTP sign-in (forgot password)', async () => {
    const { token, phone } = await newMember({ password: 'forgotten-secret' });
    const res = await api('updatePassword', { password: 'new-secret' }, token);
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.passwordSet) });
    expect((await api('signInWithPassword', { phone, password: 'new-secret' })).body.result.pass).toBe(true);
  });

  it('checks a current password that is given, even right after an OTP sign-in', async () => {
    const { token, phone } = await newMember({ password: 'old-secret' });
    const wrong = await api('updatePassword', { password: 'new-secret', currentPassword: 'any-text' }, token);
    expect(wrong.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_WRONG) });
    expect((await api('signInWithPassword', { phone, password: 'old-secret' })).body.result.pass).toBe(true);
    const right = await api(
      'updatePassword',
      { password: 'new-secret', currentPassword: 'old-secret' },
      token,
    );
    expect(right.body.result).toEqual({ pass: true, ...said(MSG.passwordSet) });
  });

  it('tells the screens when the session was opened by an OTP, and null for a password session', async () => {
    const { token, phone } = await newMember({ password: 'old-secret' });
    const otp = (await api('getSessionUser', {}, token)).body.result;
    expect(Date.parse(otp.otpSignedInAt ?? '')).toBe(clock.now().getTime());
    const byPassword = (await api('signInWithPassword', { phone, password: 'old-secret' })).body.result.token;
    expect((await api('getSessionUser', {}, byPassword)).body.result.otpSignedInAt).toBeNull();
  });

  it('needs the current password in a password session', async () => {
    const { phone } = await newMember({ password: 'old-secret' });
    const token = (await api('signInWithPassword', { phone, password: 'old-secret' })).body.result.token;
    const without = await api('updatePassword', { password: 'new-secret' }, token);
    expect(without.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_REQUIRED) });
    const empty = await api('updatePassword', { password: 'new-secret', currentPassword: '' }, token);
    expect(empty.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_REQUIRED) });
    const wrong = await api('updatePassword', { password: 'new-secret', currentPassword: 'nope' }, token);
    expect(wrong.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_WRONG) });
    expect((await api('signInWithPassword', { phone, password: 'old-secret' })).body.result.pass).toBe(true);

    const right = await api(
      'updatePassword',
      { password: 'new-secret', currentPassword: 'old-secret' },
      token,
    );
    expect(right.body.result).toEqual({ pass: true, ...said(MSG.passwordSet) });
    expect((await api('signInWithPassword', { phone, password: 'new-secret' })).body.result.pass).toBe(true);
  });

  it('needs the current password once the OTP sign-in is older than 15 minutes', async () => {
    const { token, phone } = await newMember({ password: 'old-secret' });
    clock.advance(OWNER_PROOF_OTP_MS + 1000);
    const late = await api('updatePassword', { password: 'new-secret' }, token);
    expect(late.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_REQUIRED) });
    const right = await api(
      'updatePassword',
      { password: 'new-secret', currentPassword: 'old-secret' },
      token,
    );
    expect(right.body.result.pass).toBe(true);
    expect((await api('signInWithPassword', { phone, password: 'new-secret' })).body.result.pass).toBe(true);
  });

  it('counts a wrong current password as a failed sign-in', async () => {
    const { phone } = await newMember({ password: 'old-secret' });
    const thief = clientAt(env.t, '10.22.0.1');
    const token = (await thief('signInWithPassword', { phone, password: 'old-secret' })).body.result.token;
    for (let i = 0; i < LOGIN_FAIL_PER_PHONE_IP.proofAfter!; i++) {
      const res = await thief(
        'updatePassword',
        { password: 'taken-over', currentPassword: `guess-${i}` },
        token,
      );
      expect(res.body.result.message).toBe(CURRENT_PASSWORD_WRONG);
    }
    // Where the sign-in page would now ask for a proof of work, a signed-in page cannot: it is refused.
    const blocked = await thief(
      'updatePassword',
      { password: 'taken-over', currentPassword: 'old-secret' },
      token,
    );
    expect(blocked.body.result).toEqual({ pass: false, ...said(TOO_MANY_SIGN_INS) });
    expect((await thief('signInWithPassword', { phone, password: 'taken-over' })).body.result.pass).toBe(
      false,
    );
  });

  it('works for staff too, with the current password', async () => {
    const { token } = (await env.t.call('signInStaff', TEST_ADMIN)).body.result;
    const without = await api('updatePassword', { password: 'changed-admin-password' }, token);
    expect(without.body.result).toEqual({ pass: false, ...said(CURRENT_PASSWORD_REQUIRED) });
    const res = await api(
      'updatePassword',
      { password: 'changed-admin-password', currentPassword: TEST_ADMIN.password },
      token,
    );
    expect(res.body.result).toEqual({ pass: true, ...said(MSG.passwordSet) });
    expect(
      (await env.t.call('signInStaff', { email: TEST_ADMIN.email, password: 'changed-admin-password' })).body
        .result.pass,
    ).toBe(true);
  });
});
