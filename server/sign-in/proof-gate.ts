import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { MAX_PROOF_LEVEL } from './bot-check';
import { ipThrottleKey } from './ip-key';
import type { Throttle } from './throttle';
import type { Limit, ThrottleRule } from './throttle-rule';

export const PROOF_NEEDED: string = MSG.proofNeeded;

/** The first rule whose failures passed its proof-of-work mark, counted inside the call's own reservation. */
export async function ruleAskingProof(
  throttle: Throttle,
  limits: readonly Limit[],
): Promise<ThrottleRule | null> {
  for (const [rule, key] of limits) {
    if (rule.proofAfter === undefined) continue;
    // The reservation this call holds is one of the counted events, hence "more than".
    if ((await throttle.count(rule, key)) > rule.proofAfter) return rule;
  }
  return null;
}

/**
 * How much work a rule's failures ask for: level 0 just past its mark, one level more each time the failures
 * double again, up to MAX_PROOF_LEVEL. So guesses spread over many networks make each next
 * guess at that account cost more, while the owner pays a few seconds at worst.
 */
export function proofLevelFor(failures: number, proofAfter: number): number {
  if (failures <= proofAfter) return 0;
  return Math.min(MAX_PROOF_LEVEL, Math.floor(Math.log2(failures / proofAfter)));
}

/** The level the limits ask for now: the highest of the rules past their mark (null: no proof asked). */
async function askedLevel(throttle: Throttle, limits: readonly Limit[]): Promise<number | null> {
  let level: number | null = null;
  for (const [rule, key] of limits) {
    if (rule.proofAfter === undefined) continue;
    const failures = await throttle.count(rule, key);
    // The reservation this call holds is one of the counted events, hence "more than".
    if (failures > rule.proofAfter)
      level = Math.max(level ?? 0, proofLevelFor(failures - 1, rule.proofAfter));
  }
  return level;
}

/** What a sign-in answers instead of checking the password: solve this challenge and try again. */
export type ProofAsked = { pass: false; message: string; needsBotCheck: true; challenge: unknown };

/**
 * Whether a sign-in attempt may go on to check its password: null when it may. When its limits have passed
 * their marks, it must carry a solved ALTCHA (`altcha`) of at least the level they ask for; otherwise the
 * answer names a challenge of that level (the client solves it and tries again). A wrong or replayed solution
 * is refused with 403 by the bot check. With BOT_CHECK=off only the hard limits apply.
 */
export async function proofGate(
  services: Pick<Services, 'throttle' | 'botCheck'>,
  limits: readonly Limit[],
  altcha: string | null | undefined,
): Promise<ProofAsked | null> {
  if (!services.botCheck.enabled) return null;
  const level = await askedLevel(services.throttle, limits);
  if (level === null) return null;
  if (altcha && (await services.botCheck.verify(altcha)) >= level) return null;
  const challenge = await services.botCheck.challenge(level);
  return { pass: false, message: PROOF_NEEDED, needsBotCheck: true, challenge };
}

/**
 * After a counted failure: tells the operator when a mark is crossed, so an attack shows in the log. Only
 * the rule and the network are named; never the account, the number or the password. A rule kept per account
 * across networks (`perAccount`) also logs each doubling of its failures past the mark, the spike of guesses
 * at one account, under the account's id (`accountId`; absent for a number without an account).
 */
export async function reportFailure(
  throttle: Throttle,
  limits: readonly Limit[],
  log: FastifyBaseLogger,
  ip: string,
  accountId?: string,
): Promise<void> {
  for (const [rule, key] of limits) {
    const failures = await throttle.count(rule, key);
    const network = ipThrottleKey(ip);
    if (failures === rule.proofAfter) {
      log.warn({ rule: rule.bucket, network, failures }, 'Repeated failed sign-ins: proof of work now asked');
    } else if (failures === rule.limit) {
      log.warn({ rule: rule.bucket, network, failures }, 'Repeated failed sign-ins: further tries refused');
    }
    if (rule.perAccount && rule.proofAfter !== undefined && isDoublingPastMark(failures, rule.proofAfter)) {
      log.warn(
        {
          rule: rule.bucket,
          account: accountId ?? null,
          failures,
          proofLevel: proofLevelFor(failures, rule.proofAfter),
        },
        'Spike of failed sign-ins on one account: proof of work raised',
      );
    }
  }
}

/** 2, 4, 8… times the mark, up to the highest level: the moments an account's proof of work is raised. */
function isDoublingPastMark(failures: number, proofAfter: number): boolean {
  for (let level = 1; level <= MAX_PROOF_LEVEL; level++)
    if (failures === proofAfter * 2 ** level) return true;
  return false;
}
