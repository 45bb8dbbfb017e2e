import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { LOGIN_FAIL_PER_PHONE } from '../sign-in/limits';
import { hashPassword } from '../sign-in/passwords';
import { solvedAltcha } from '../test/altcha';
import { buildMember, insertUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';

// Guesses at one account from many addresses make each next try at it cost more work.
const clock = manualClock(new Date());
const logged: Record<string, unknown>[] = [];
const logger = pino(
  { level: 'warn' },
  new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock, logger, env: { BOT_CHECK: 'altcha' } });
});
afterAll(() => t.close());

type Challenge = { parameters: { data?: { level?: number } }; signature: string };

/** Solves a challenge a sign-in named, as the browser does. */
/** Solves a challenge the catalogue leaves opaque (the widget reads it); here it is what altcha-lib made. */
async function solve(opaque: unknown): Promise<string> {
  const challenge = opaque as Challenge;
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey, timeout: 60_000 });
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('the proof of work of a member sign-in', () => {
  it('grows with the failures spread over many addresses, and the spike is logged by account id', async () => {
    const phone = '9812340001';
    const memberId = await insertUser(
      t.db,
      buildMember({
        uniqueId: 'AJ-PROOF001',
        mobile: phone,
        passwordHash: await hashPassword('tulip-river-44'),
      }),
    );
    const attempt = (ip: string, password: string, altcha?: string) =>
      t.call('signInWithPassword', { phone, password, altcha }, null, { ip });

    // 60 wrong guesses, each from its own address: past the account's mark (30) each guess must bring a proof.
    const mark = LOGIN_FAIL_PER_PHONE.proofAfter!;
    for (let i = 0; i < 2 * mark; i++) {
      const ip = `10.70.${Math.floor(i / 200)}.${(i % 200) + 1}`;
      let res = await attempt(ip, `guess-${i}`);
      if (res.body.result.needsBotCheck)
        res = await attempt(ip, `guess-${i}`, await solve(res.body.result.challenge));
      expect(res.body.result, `guess ${i}`).toMatchObject({ pass: false });
      expect(res.body.result.needsBotCheck, `guess ${i}`).toBeUndefined();
    }

    // The next try, from a clean address, is asked for a proof one level up: twice the work of the first.
    const asked = (await attempt('10.71.0.1', 'tulip-river-44')).body.result;
    expect(asked).toMatchObject({ pass: false, needsBotCheck: true });
    expect((asked.challenge as Challenge).parameters.data?.level).toBe(1);
    // An easier proof (the one in front of sendOtp) does not pass for it.
    const cheap = (await attempt('10.71.0.1', 'tulip-river-44', await solvedAltcha(t))).body.result;
    expect(cheap).toMatchObject({ pass: false, needsBotCheck: true });
    expect(cheap.token).toBeUndefined();
    // The right password with the proof asked for still gets in: the owner is never locked out.
    const owner = await attempt('10.71.0.1', 'tulip-river-44', await solve(cheap.challenge));
    expect(owner.body.result).toMatchObject({ pass: true, token: expect.any(String) });

    // The spike is in the log under the account's id, never its number.
    const spike = logged.find((l) => l.rule === LOGIN_FAIL_PER_PHONE.bucket && l.proofLevel === 1);
    expect(spike).toMatchObject({ account: memberId, failures: 2 * mark });
    expect(JSON.stringify(logged)).not.toContain(phone);
    await t.db.delete(users).where(eq(users.id, memberId));
  });
});
