import type { FunctionOutput } from '../../../domain/catalogue';
import type { Said } from '../../lib/write-outcome';

type PhoneCheck = FunctionOutput<'checkMobileRegistered'>;

/** The phone check leads on (code 1: an account without a password, 2: a new number), or it stops there. */
export const opensAStep = (reply: PhoneCheck) => reply.pass || reply.code === 1 || reply.code === 2;

/** A number that leads on is said nothing; one that stops (a suspended account) is said as an error. */
export const sayPhoneCheck = (reply: PhoneCheck, words: string): Said | null =>
  opensAStep(reply) ? null : { text: words, severity: 'error' };

/** A password sign-in that lets the member in says nothing; a suspended account is an error, else a warning. */
export const sayPasswordSignIn = (reply: FunctionOutput<'signInWithPassword'>, words: string): Said | null =>
  reply.pass && reply.token
    ? null
    : { text: words, severity: reply.messageCode === 'suspended' ? 'error' : 'warning' };

/** A verified code is said as a success; a wrong one, or a suspended account, as an error; the rest warn. */
export function sayOtpSignIn(reply: FunctionOutput<'verifyOtp'>, words: string): Said {
  if (reply.pass && reply.token) return { text: words, severity: 'success' };
  const urgent = reply.messageCode === 'incorrectOtp' || reply.messageCode === 'suspended';
  return { text: words, severity: urgent ? 'error' : 'warning' };
}
