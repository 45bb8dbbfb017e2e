import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages';
import { manualClock } from '../test/manual-clock';
import { withMemberTestApp } from '../test/member-test-app';
import { clientAt, mosqueIdOf, newPhone } from '../test/members-fixtures';

const clock = manualClock(new Date());
const env = withMemberTestApp(clock);

describe('the OTP SMS in the member’s language', () => {
  it('is written in Urdu, Hindi or English as sendOtp asks, with the code in Latin digits', async () => {
    const api = clientAt(env.t, '10.30.0.1');
    const texts: Record<string, string> = {};
    for (const language of ['ur', 'hi', 'en'] as const) {
      const phone = newPhone();
      expect((await api('sendOtp', { phone, language })).body.result.pass).toBe(true);
      const sms = await env.inbox.waitFor(`+91${phone}`);
      expect(sms.message.startsWith(sms.code)).toBe(true);
      texts[language] = sms.message;
    }
    expect(texts.ur).toContain('آپ کا Anjuman کوڈ ہے');
    expect(texts.hi).toContain('आपका Anjuman कोड है');
    expect(texts.en).toContain('is your Anjuman sign-in code');
  });

  it('is in English when no language is sent, and an unknown language is a 400 that sends nothing', async () => {
    const api = clientAt(env.t, '10.30.0.2');
    const phone = newPhone();
    const bad = await env.t.send('sendOtp', { phone, language: 'fr' }, null, { ip: '10.30.0.2' });
    expect(bad.status).toBe(400);
    expect(env.inbox.messages.some((m) => m.to === `+91${phone}`)).toBe(false);
    expect((await api('sendOtp', { phone })).body.result.pass).toBe(true);
    expect((await env.inbox.waitFor(`+91${phone}`)).message).toContain('sign-in code');
  });
});

describe('server messages carry a stable code beside the English text', () => {
  it('names a pass:false reply, a refusal with parameters and a validation detail', async () => {
    const api = clientAt(env.t, '10.30.0.3');
    const phone = newPhone();
    await api('sendOtp', { phone });
    const sms = await env.inbox.waitFor(`+91${phone}`);
    const wrong = sms.code === '000000' ? '111111' : '000000';

    const check = await api('checkMobileRegistered', { phone });
    expect(check.body.result).toMatchObject({ code: 2, messageCode: 'checkNewNumber' });

    clock.advance(20_000);
    const cooldown = await api('sendOtp', { phone });
    expect(cooldown.body.error).toMatchObject({
      message: 'Please wait 40 seconds before requesting another OTP',
      messageCode: 'otpCooldown',
      messageParams: { count: 40 },
    });

    const invalid = await api('checkMobileRegistered', { phone: '12345' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({
      message: 'Please enter 10 digit mobile number only',
      messageCode: 'phoneDigits',
      details: expect.arrayContaining([
        { path: 'phone', message: MSG.phoneDigits, messageCode: 'phoneDigits' },
      ]),
    });

    const mosqueId = await mosqueIdOf(env.t, 'TG-MM-001');
    const refused = await api('verifyOtp', { phone, code: wrong, mosqueId });
    expect(refused.body.result).toMatchObject({ pass: false, messageCode: 'incorrectOtp' });

    const unauthenticated = await api('getSessionUser', {});
    expect(unauthenticated.body.error).toMatchObject({ messageCode: 'signInToContinue' });
  });
});
