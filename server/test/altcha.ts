import type { TestApp } from './harness';

/** What the altcha widget sends for `challenge`, solved here as a browser would. */
export async function solveAltcha(given: unknown): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  // The catalogue leaves the challenge opaque (the widget reads it); here it is what altcha-lib made.
  const challenge = given as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** A fresh challenge from the app, solved. */
export async function solvedAltcha(t: TestApp, ip?: string): Promise<string> {
  const reply = (await t.call('getBotChallenge', null, null, ip ? { ip } : {})).body.result;
  if (!reply.enabled) throw new Error('The bot check is off in this test app');
  return solveAltcha(reply.challenge);
}
