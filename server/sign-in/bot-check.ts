import { createHmac, randomBytes } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { settingMadeOnce } from '../db/portal-settings';
import { botCheckSpent } from '../db/schema';
import type { Clock } from '../lib/clock';
import { AppError } from '../protocol/app-error';

const CHALLENGE_TTL_S = 300;
// PBKDF2 iterations per attempt × attempts: well under a second on a cheap phone, yet not free for a bot farm.
const COST = 1_000;
const COUNTER_MIN = 20;
const COUNTER_MAX = 100;
const MAX_PAYLOAD_LENGTH = 4096;

/** The most a proof of work is raised: 2^5 = 32 times the first one's work, a few seconds on a cheap phone. */
export const MAX_PROOF_LEVEL = 5;

/**
 * The proof of work a send to a new number must carry as the hour's SMS allowance for new numbers fills: none
 * up to half, then one level more for each further tenth (level 5, 32 times the work, when it is full).
 * Pumping random numbers then costs a bot farm more with each SMS, while a member's number never pays it.
 */
export function budgetProofLevel(newNumbersThisHour: number, newNumbersAllowance: number): number {
  if (newNumbersAllowance <= 0) return MAX_PROOF_LEVEL;
  // Tenths of the allowance past its half, in whole numbers: (0.8 - 0.5) * 10 is 3.0000000000000004.
  const tenthsPastHalf = Math.ceil((10 * newNumbersThisHour - 5 * newNumbersAllowance) / newNumbersAllowance);
  return Math.min(MAX_PROOF_LEVEL, Math.max(0, tenthsPastHalf));
}

export type BotCheck = {
  enabled: boolean;
  /**
   * A challenge of `level` (0 to MAX_PROOF_LEVEL): each level doubles the work to solve it (the range the
   * secret counter is drawn from), while the server's own work to issue and verify it stays the same.
   */
  challenge(level?: number): Promise<Challenge | null>;
  /**
   * Accepts a widget payload once and gives the level its challenge was issued at (signed with it); throws
   * PERMISSION_DENIED for a missing, wrong, expired or replayed one.
   */
  verify(payload: unknown): Promise<number>;
};

const levelOf = (payload: Payload): number => {
  const level = payload.challenge.parameters.data?.level;
  return typeof level === 'number' && Number.isInteger(level) ? level : 0;
};

const refused = (why: string) => new AppError('PERMISSION_DENIED', `Bot check failed: ${why}`);

function decode(payload: unknown): Payload | null {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Payload;
    return parsed?.challenge?.parameters && parsed.solution ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The key that signs challenges: ALTCHA_HMAC_KEY when set, otherwise one made by the first process and kept
 * in the database, so a challenge from one process verifies on every other (with a key per process, a
 * fleet of four without sticky routing refused about three OTP sends in four).
 */
async function botCheckKey(db: Db, config: Config): Promise<string> {
  return (
    config.altchaHmacKey ?? settingMadeOnce(db, 'altcha_hmac_key', () => randomBytes(32).toString('hex'))
  );
}

export async function createBotCheck(db: Db, config: Config, clock: Clock): Promise<BotCheck> {
  if (config.botCheck === 'off') {
    return { enabled: false, challenge: async () => null, verify: async () => 0 };
  }
  const key = await botCheckKey(db, config);
  const hmacSignatureSecret = createHmac('sha256', key).update('altcha-signature').digest('hex');
  const hmacKeySignatureSecret = createHmac('sha256', key).update('altcha-key-signature').digest('hex');

  return {
    enabled: true,
    challenge: (level = 0) => {
      const scale = 2 ** Math.min(Math.max(0, Math.trunc(level)), MAX_PROOF_LEVEL);
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: COST,
        counter: randomInt(COUNTER_MAX * scale, COUNTER_MIN * scale),
        // Signed with the challenge, so a cheaper one cannot pass for it.
        data: { level: Math.log2(scale) },
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async verify(raw) {
      const payload = decode(raw);
      if (!payload) throw refused('missing or malformed solution');
      const expiresAt = payload.challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number') throw refused('challenge without expiry');
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => null);
      if (!result?.verified) throw refused(result?.expired ? 'challenge expired' : 'wrong solution');
      // Only a verified (hence signed) nonce is recorded; the primary key makes a second use fail.
      await db.delete(botCheckSpent).where(lt(botCheckSpent.expiresAt, clock.now()));
      const inserted = await db
        .insert(botCheckSpent)
        .values({ signature: payload.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) })
        .onConflictDoNothing()
        .returning({ signature: botCheckSpent.signature });
      if (inserted.length === 0) throw refused('solution already used');
      return levelOf(payload);
    },
  };
}
