import { describe, expect, it } from 'vitest';
import type { Mosque, UserData } from '../../../domain/functions/shapes';
import {
  type AuthEvent,
  type AuthFlow,
  authFlow,
  canChangePhone,
  initialAuthFlow,
  signsOutToRestart,
} from './auth-flow';

const now = Date.parse('2026-03-14T10:00:00Z');
const start = initialAuthFlow(null, now);
const run = (events: AuthEvent[], from: AuthFlow = start) => events.reduce(authFlow, from);
const entered = (phone = '9876500001'): AuthEvent => ({ type: 'phoneEntered', phone });
const finished = { name: 'Ayesha', noticeAccepted: true };
const mecca = { id: 'm-1', mosqueId: 'TS-HY-001', name: 'Mecca Masjid' } as Mosque;

describe('member sign-in: the way each phone check leads', () => {
  it('starts on the phone number, not resumed, with nothing typed', () => {
    expect(start).toEqual({ stage: { step: 'phone' }, phone: '', resumed: false, mosque: null });
  });

  it('asks an account with a password for it, and one whose reply is a refusal stays on the number', () => {
    expect(run([entered(), { type: 'phoneChecked', pass: true }])).toMatchObject({
      stage: { step: 'password' },
      phone: '9876500001',
    });
    const suspended = run([entered(), { type: 'phoneChecked', pass: false, code: 3 }]);
    expect(suspended.stage).toEqual({ step: 'phone' });
  });

  it('claims an account without a password by OTP, and registers a new number after its masjid', () => {
    expect(run([entered(), { type: 'phoneChecked', pass: false, code: 1 }]).stage).toEqual({
      step: 'otp',
      purpose: 'claim',
    });
    const chosen = run([
      entered(),
      { type: 'phoneChecked', pass: false, code: 2 },
      { type: 'mosqueChosen', mosque: mecca },
    ]);
    expect(chosen.stage).toEqual({ step: 'otp', purpose: 'register' });
    // The OTP's verification registers the number with this masjid.
    expect(chosen.mosque).toBe(mecca);
  });
});

describe('member sign-in: after the password', () => {
  const atPassword = run([entered(), { type: 'phoneChecked', pass: true }]);

  it('opens the dashboard for a finished account, with the session it just signed in', () => {
    expect(run([{ type: 'signedIn', user: finished }], atPassword).stage).toEqual({ step: 'home' });
  });

  it('shows the privacy notice first to whoever has not accepted it, then goes where they were going', () => {
    const consent = run([{ type: 'signedIn', user: { name: 'Ayesha', noticeAccepted: false } }], atPassword);
    expect(consent.stage).toEqual({ step: 'consent', next: 'home' });
    // Accepting changed the account, so the dashboard reads it again.
    expect(run([{ type: 'noticeAccepted' }], consent).stage).toEqual({ step: 'home' });
    const unnamed = run([{ type: 'signedIn', user: { name: null, noticeAccepted: false } }], atPassword);
    expect(run([{ type: 'noticeAccepted' }], unnamed).stage).toEqual({ step: 'details' });
  });

  it('brings back someone who stopped after creating a password to their details, not a nameless dashboard', () => {
    expect(run([{ type: 'signedIn', user: { name: null, noticeAccepted: true } }], atPassword).stage).toEqual(
      {
        step: 'details',
      },
    );
  });

  it('resets a forgotten password by OTP, may go back to the password, and sends an expired reset back', () => {
    const reset = run([{ type: 'forgotPassword' }], atPassword);
    expect(reset.stage).toEqual({ step: 'otp', purpose: 'reset' });
    expect(run([{ type: 'usePassword' }], reset).stage).toEqual({ step: 'password' });
    const verified = run([{ type: 'otpVerified', code: 0, user: finished }], reset);
    expect(verified.stage).toEqual({ step: 'updatePassword' });
    expect(run([{ type: 'passwordUpdated' }], verified).stage).toEqual({ step: 'home' });
    expect(run([{ type: 'resetExpired' }], verified).stage).toEqual({ step: 'password' });
  });
});

describe('member registration: after the OTP', () => {
  const claim = run([entered(), { type: 'phoneChecked', pass: false, code: 1 }]);

  it('has a new member read the notice before creating a password and giving details', () => {
    const consent = run(
      [{ type: 'otpVerified', code: 1, user: { name: null, noticeAccepted: false } }],
      claim,
    );
    expect(consent.stage).toEqual({ step: 'consent', next: 'createPassword' });
    const password = run([{ type: 'noticeAccepted' }], consent);
    expect(password.stage).toEqual({ step: 'createPassword' });
    expect(run([{ type: 'passwordCreated' }], password).stage).toEqual({ step: 'details' });
    expect(run([{ type: 'passwordCreated' }, { type: 'detailsSaved' }], password).stage).toEqual({
      step: 'home',
    });
  });

  it('skips the password for an account that has one (code 0), and the notice once accepted', () => {
    expect(run([{ type: 'otpVerified', code: 0, user: finished }], claim).stage).toEqual({ step: 'details' });
  });

  it('verifies the number again once the hour for a first password is over', () => {
    const password = run([{ type: 'otpVerified', code: 1, user: finished }], claim);
    expect(run([{ type: 'firstPasswordExpired' }], password).stage).toEqual({
      step: 'otp',
      purpose: 'claim',
    });
  });
});

describe('changing the number', () => {
  it('is offered until the number is verified, and not after', () => {
    const atPassword = run([entered(), { type: 'phoneChecked', pass: true }]);
    expect(canChangePhone(start)).toBe(false);
    expect(canChangePhone(atPassword)).toBe(true);
    expect(canChangePhone(run([{ type: 'forgotPassword' }], atPassword))).toBe(true);
    const verified = run(
      [{ type: 'forgotPassword' }, { type: 'otpVerified', code: 0, user: finished }],
      atPassword,
    );
    expect(canChangePhone(verified)).toBe(false);
  });

  it('returns to an empty phone step that keeps the number typed, and no longer counts as resumed', () => {
    const atPassword = run([entered(), { type: 'phoneChecked', pass: true }]);
    expect(run([{ type: 'restarted' }], atPassword)).toMatchObject({
      stage: { step: 'phone' },
      phone: '9876500001',
      resumed: false,
    });
  });
});

describe('resuming an abandoned registration', () => {
  const member = {
    role: 'user',
    mobile: '9876500001',
    name: null,
    hasPassword: true,
    noticeAccepted: true,
    otpSignedInAt: null,
  } as unknown as UserData;

  it('opens on the step the member stopped at, with their number, as a resumed flow', () => {
    const resumed = initialAuthFlow(member, now);
    expect(resumed).toEqual({ stage: { step: 'details' }, phone: '9876500001', resumed: true, mosque: null });
    // Another person on a shared phone may leave it for their own number; that signs the session out first.
    expect(canChangePhone(resumed)).toBe(true);
    expect(signsOutToRestart(resumed, true)).toBe(true);
    expect(signsOutToRestart(run([entered(), { type: 'phoneChecked', pass: true }]), true)).toBe(false);
  });

  it('does not offer another number while the resumed privacy notice asks for an answer', () => {
    const consent = initialAuthFlow({ ...member, noticeAccepted: false }, now);
    expect(consent.stage).toEqual({ step: 'consent', next: 'details' });
    expect(canChangePhone(consent)).toBe(false);
  });

  it('resumes late, once the session arrives, with its number', () => {
    const late = run([{ type: 'resumed', stage: { step: 'createPassword' }, phone: '9876500001' }]);
    expect(late).toMatchObject({ stage: { step: 'createPassword' }, phone: '9876500001', resumed: true });
  });
});
