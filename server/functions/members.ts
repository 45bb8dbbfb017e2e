import { checkPhone, signInWithPassword } from '../members/sign-in';
import type { Handlers } from '../protocol/context';

/** Sign-in by phone: the phone check, password sign-in and the bot-check challenge for the OTP path. */
export const memberSignInHandlers = {
  checkUserExist: ({ phone }, ctx) => checkPhone(ctx, phone),

  loginWithPassword: (input, ctx) => signInWithPassword(ctx, input),

  async getBotChallenge(_input, { services }) {
    const { botCheck } = services;
    return { enabled: botCheck.enabled, challenge: botCheck.enabled ? await botCheck.challenge() : null };
  },
} satisfies Pick<Handlers, 'checkUserExist' | 'loginWithPassword' | 'getBotChallenge'>;
