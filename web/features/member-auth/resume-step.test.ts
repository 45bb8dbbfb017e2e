import { describe, expect, it } from 'vitest';
import type { UserData } from '../../../domain/functions/shapes';
import { resumeStep } from './resume-step';

const now = Date.parse('2026-03-14T10:00:00Z');
const minutesAgo = (m: number) => new Date(now - m * 60_000).toISOString();
const member = (over: Partial<UserData>): UserData =>
  ({
    role: 'user',
    mobile: '9876500001',
    name: null,
    hasPassword: false,
    noticeAccepted: false,
    otpSignedInAt: minutesAgo(5),
    ...over,
  }) as UserData;

describe('resuming an abandoned registration', () => {
  it('goes on through the session where the member stopped, with no new OTP', () => {
    expect(resumeStep(member({}), now)).toEqual({ step: 'consent', next: 'createPassword' });
    // 40 minutes on: still within the hour, so no new OTP and no send spent.
    expect(resumeStep(member({ noticeAccepted: true, otpSignedInAt: minutesAgo(40) }), now)).toEqual({
      step: 'createPassword',
    });
    expect(resumeStep(member({ noticeAccepted: true, hasPassword: true, otpSignedInAt: null }), now)).toEqual(
      { step: 'details' },
    );
    expect(resumeStep(member({ hasPassword: true, otpSignedInAt: null }), now)).toEqual({
      step: 'consent',
      next: 'details',
    });
  });

  it('verifies the number again only once the hour of its OTP is over and no password was set', () => {
    expect(resumeStep(member({ noticeAccepted: true, otpSignedInAt: minutesAgo(61) }), now)).toEqual({
      step: 'otp',
      purpose: 'claim',
    });
    expect(resumeStep(member({ otpSignedInAt: null }), now)).toEqual({ step: 'otp', purpose: 'claim' });
  });

  it('has nothing to resume without a member session or for a finished account', () => {
    expect(resumeStep(null, now)).toBeNull();
    expect(resumeStep(member({ role: 'admin' }), now)).toBeNull();
    expect(resumeStep(member({ name: 'Imran', hasPassword: true }), now)).toBeNull();
  });
});
