import { describe, expect, it } from 'vitest';
import { MSG, messageCodeOf, say } from './messages';

describe('the message catalogue', () => {
  it('writes parameters into the English text and keeps the code and parameters beside it', () => {
    expect(say('otpSentTo', { phone: '+919876500001' })).toEqual({
      message: 'OTP sent to +919876500001',
      messageCode: 'otpSentTo',
      messageParams: { phone: '+919876500001' },
    });
    expect(say('incorrectOtp')).toEqual({ message: 'Incorrect OTP', messageCode: 'incorrectOtp' });
  });

  it('picks the counted English form: one second, 40 seconds', () => {
    expect(say('otpCooldown', { count: 1 }).message).toBe(
      'Please wait 1 second before requesting another OTP',
    );
    expect(say('otpCooldown', { count: 40 }).message).toBe(
      'Please wait 40 seconds before requesting another OTP',
    );
  });

  it('names every fixed text by its code, and nothing else', () => {
    expect(messageCodeOf(MSG.phoneDigits)).toBe('phoneDigits');
    expect(messageCodeOf('Password should be atleast 6 characters')).toBe('passwordTooShort');
    expect(messageCodeOf('OTP sent to +919876500001')).toBeUndefined();
    expect(messageCodeOf('Too small: expected string to have >=1 characters')).toBeUndefined();
  });
});
