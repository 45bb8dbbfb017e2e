import type { ServiceContext } from '../protocol/context';
import type { Reservation } from '../sign-in/throttle';
import { SMS_BUDGET_KEY, smsBudgetRules } from './budget';

// What the portal sends on its own (an urgent alert's SMS, a masjid's invitations to claim a register record)
// draws on the budget's share that is not the members' (decision 0009): the hour's and the day's limits, and
// those of numbers without an account, so no batch can starve the members' sign-ins.

const rulesOf = (ctx: ServiceContext<'config'>) => {
  const rules = smsBudgetRules(ctx.config.smsBudget);
  return [rules.hour, rules.day, rules.newHour, rules.newDay];
};

/** SMS the budget leaves now for the portal's own batches: never the members' share. */
export async function batchBudgetLeft(ctx: ServiceContext<'config' | 'services'>): Promise<number> {
  const lefts = await Promise.all(
    rulesOf(ctx).map(async (rule) => rule.limit - (await ctx.services.throttle.count(rule, SMS_BUDGET_KEY))),
  );
  return Math.max(0, Math.min(...lefts));
}

/** `n` SMS out of every rule a batch counts against, all or none; null when one would pass its limit. */
export async function reserveBatchBudget(
  ctx: ServiceContext<'config' | 'services'>,
  n: number,
): Promise<Reservation | null> {
  const taken: Reservation[] = [];
  for (const rule of rulesOf(ctx)) {
    const reservation = await ctx.services.throttle.reserveMany(rule, SMS_BUDGET_KEY, n);
    if (reservation.blocked) {
      for (const t of taken) await t.release();
      return null;
    }
    taken.push(reservation);
  }
  return {
    blocked: false,
    release: async () => {
      for (const t of taken) await t.release();
    },
  };
}
