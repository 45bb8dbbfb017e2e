import { PHONE_CHECK, type PhoneCheckCode } from '../../domain/functions/members';
import { MSG } from '../../domain/messages';
import { verifyPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import { findByMobile, phoneCheckOf } from '../members/accounts';
import {
  CHECK_PER_IP,
  CHECK_PER_PHONE,
  LOGIN_FAIL_PER_IP,
  LOGIN_FAIL_PER_PHONE,
  recordAll,
  refuseWhenThrottled,
} from '../members/limits';
import type { Handlers } from '../protocol/context';

const CHECK_MESSAGES: Record<PhoneCheckCode, string> = {
  [PHONE_CHECK.hasPassword]: 'Please enter your password',
  [PHONE_CHECK.noPassword]: 'Please verify your mobile number with an OTP to set your password',
  [PHONE_CHECK.newNumber]: 'This number is not registered yet. Choose your masjid and verify your number',
  [PHONE_CHECK.suspended]: MSG.suspended,
};

export const LOGIN_FAILED = 'Incorrect mobile number or password';

/** Sign-in by phone: the phone check, password sign-in and the bot-check challenge for the OTP path. */
export const memberSignInHandlers = {
  async checkUserExist({ phone }, { db, services, ip }) {
    const limits = [
      [CHECK_PER_IP, ip],
      [CHECK_PER_PHONE, phone],
    ] as const;
    await refuseWhenThrottled(services.throttle, limits, 'Too many checks. Please try again in 15 minutes');
    await recordAll(services.throttle, limits);
    const user = await findByMobile(db, phone);
    const code = phoneCheckOf(user);
    // Only a number that signs in with a password gets its userId back; the others have no use for it.
    const userId = code === PHONE_CHECK.hasPassword ? user!.id : null;
    return { pass: code === PHONE_CHECK.hasPassword, code, userId, message: CHECK_MESSAGES[code] };
  },

  async loginWithPassword({ phone, password }, { db, services, ip }) {
    const { throttle, clock } = services;
    await refuseWhenThrottled(
      throttle,
      [
        [LOGIN_FAIL_PER_IP, ip],
        [LOGIN_FAIL_PER_PHONE, phone],
      ],
      'Too many failed sign-in attempts. Please try again in 15 minutes',
    );
    const user = await findByMobile(db, phone);
    const ok = await verifyPassword(user?.passwordHash ?? null, password);
    // One answer for an unknown number and a wrong password; only the right password learns of a suspension.
    if (!user || !ok) {
      await recordAll(throttle, [
        [LOGIN_FAIL_PER_IP, ip],
        [LOGIN_FAIL_PER_PHONE, phone],
      ]);
      return { pass: false, message: LOGIN_FAILED };
    }
    if (user.suspended) return { pass: false, message: MSG.suspended };
    await throttle.clear(LOGIN_FAIL_PER_PHONE, phone);
    return { pass: true, message: 'Signed in successfully', token: await createSession(db, clock, user.id) };
  },

  async getBotChallenge(_input, { services }) {
    const { botCheck } = services;
    return { enabled: botCheck.enabled, challenge: botCheck.enabled ? await botCheck.challenge() : null };
  },
} satisfies Pick<Handlers, 'checkUserExist' | 'loginWithPassword' | 'getBotChallenge'>;
