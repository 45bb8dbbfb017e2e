import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '../../domain/messages';
import type { Services } from '../services';
import { ipThrottleKey } from './ip-key';
import type { Limit, Throttle, ThrottleRule } from './throttle';

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
 * Whether a sign-in attempt may go on to check its password. When its limits have passed their marks, it
 * must carry a solved ALTCHA (`altcha`); without one the answer is false (the client solves one and tries
 * again), and a wrong or replayed one is refused with 403 by the bot check. With BOT_CHECK=off only the hard
 * limits apply.
 */
export async function passesProofGate(
  services: Pick<Services, 'throttle' | 'botCheck'>,
  limits: readonly Limit[],
  altcha: string | null | undefined,
): Promise<boolean> {
  if (!services.botCheck.enabled) return true;
  if (!(await ruleAskingProof(services.throttle, limits))) return true;
  if (!altcha) return false;
  await services.botCheck.verify(altcha);
  return true;
}

/**
 * After a counted failure: tells the operator when a mark is crossed, so an attack shows in the log. Only
 * the rule and the network are named; never the account, the number or the password.
 */
export async function reportFailure(
  throttle: Throttle,
  limits: readonly Limit[],
  log: FastifyBaseLogger,
  ip: string,
): Promise<void> {
  for (const [rule, key] of limits) {
    const failures = await throttle.count(rule, key);
    const network = ipThrottleKey(ip);
    if (failures === rule.proofAfter) {
      log.warn({ rule: rule.bucket, network, failures }, 'Repeated failed sign-ins: proof of work now asked');
    } else if (failures === rule.limit) {
      log.warn({ rule: rule.bucket, network, failures }, 'Repeated failed sign-ins: further tries refused');
    }
  }
}
