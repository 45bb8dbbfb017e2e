import type { ServiceContext } from '../protocol/context';
import { SMS_BUDGET_KEY, smsBudgetRules } from '../sms/budget';
import { budgetProofLevel } from './bot-check';

/**
 * The challenge a sign-in screen solves before a guarded attempt, or none when the check is off. It is as hard
 * as a send to a new number needs now (budgetProofLevel), so a member does not solve twice while the portal is
 * sending many SMS; a member's own number is never asked for more.
 */
export async function botChallenge({ services, config }: ServiceContext<'services' | 'config'>) {
  const { botCheck, throttle } = services;
  if (!botCheck.enabled) return { enabled: false, challenge: null };
  const { newHour } = smsBudgetRules(config.smsBudget);
  const level = budgetProofLevel(await throttle.count(newHour, SMS_BUDGET_KEY), newHour.limit);
  return { enabled: true, challenge: await botCheck.challenge(level) };
}
