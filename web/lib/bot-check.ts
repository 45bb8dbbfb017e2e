import type { Challenge } from 'altcha/lib';
import { MSG } from '../../domain/messages';
import { call } from './api';

/** The bot check could not run on this device; `messageCode` names the reason in the message catalogue. */
export class BotCheckError extends Error {
  constructor(readonly messageCode: 'botCheckNeedsHttps' | 'botCheckIncomplete') {
    super(MSG[messageCode]);
  }
}

/**
 * The invisible ALTCHA check before an OTP is sent: fetch a challenge, solve it on this device and hand
 * back the payload the server verifies. Returns undefined when the server has the check switched off.
 * The solver runs PBKDF2 in WebCrypto, which browsers offer only on secure pages (HTTPS or localhost).
 */
export async function solveBotCheck(given?: unknown): Promise<string | undefined> {
  // A sign-in under attack names its own, harder challenge; otherwise one is fetched.
  const { enabled, challenge } = given
    ? { enabled: true, challenge: given }
    : await call('getBotChallenge', null);
  if (!enabled || !challenge) return undefined;
  if (!globalThis.crypto?.subtle) throw new BotCheckError('botCheckNeedsHttps');
  // The solver loads only when a proof is asked for, so it never delays the first screen on a slow network.
  const { pbkdf2, solveChallenge } = await import('altcha/lib');
  const c = challenge as unknown as Challenge;
  const solution = await solveChallenge({ challenge: c, deriveKey: pbkdf2.deriveKey, timeout: 90_000 });
  if (!solution) throw new BotCheckError('botCheckIncomplete');
  return btoa(JSON.stringify({ challenge: { parameters: c.parameters, signature: c.signature }, solution }));
}
