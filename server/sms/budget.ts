import { z } from 'zod';
import type { Limit, ThrottleRule } from '../sign-in/throttle-rule';

// The portal's SMS budget (decision 0009): what the whole portal may send an hour and a day, a cap on what an
// SMS-pumping attack can cost, and the share of it kept for members' numbers. Read from the environment by
// server/config.ts; counted by the OTP send, the alerts' SMS, the bot check's proof level and the SMS report.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * The portal's SMS budget (SMS_HOURLY_LIMIT, SMS_DAILY_LIMIT), the share of it kept for members, and what one
 * SMS part costs (SMS_PRICE_PER_PART, in rupees; null when not set: gateways charge ₹0.10 to ₹0.35, so no price
 * is guessed), which the Messages page and an alert's confirmation count the cost by.
 */
export type SmsBudget = { hourly: number; daily: number; membersShare: number; pricePerPart: number | null };

/** The budget's variables, as server/config.ts's environment schema takes them. */
export const smsBudgetEnv = {
  SMS_HOURLY_LIMIT: z.coerce.number().int().min(1).default(300),
  SMS_DAILY_LIMIT: z.coerce.number().int().min(1).default(2000),
  SMS_MEMBERS_SHARE: z.coerce.number().int().min(0).max(90).default(50),
  SMS_PRICE_PER_PART: z.coerce.number().min(0).max(100).optional(),
};
type SmsBudgetEnv = { [K in keyof typeof smsBudgetEnv]?: z.output<(typeof smsBudgetEnv)[K]> } & {
  SMS_HOURLY_LIMIT: number;
  SMS_DAILY_LIMIT: number;
  SMS_MEMBERS_SHARE: number;
};

/** The budget the parsed variables name, and what is wrong with them. */
export function readSmsBudget(e: SmsBudgetEnv): { budget: SmsBudget; problems: string[] } {
  const problems =
    e.SMS_DAILY_LIMIT < e.SMS_HOURLY_LIMIT ? ['SMS_DAILY_LIMIT must not be below SMS_HOURLY_LIMIT'] : [];
  return {
    budget: {
      hourly: e.SMS_HOURLY_LIMIT,
      daily: e.SMS_DAILY_LIMIT,
      membersShare: e.SMS_MEMBERS_SHARE,
      pricePerPart: e.SMS_PRICE_PER_PART ?? null,
    },
    problems,
  };
}

/** What numbers without an account may use of a window's budget: the rest is kept for members. */
export const newNumbersAllowance = (limit: number, membersShare: number) =>
  Math.floor((limit * (100 - membersShare)) / 100);

const rule = (bucket: string, limit: number, windowMs: number): ThrottleRule => ({ bucket, limit, windowMs });

/**
 * The budget's rules, each one key ('all') for every number and address. Every SMS counts in `hour` and
 * `day`; an SMS to a number without an account counts in `newHour` and `newDay` as well, whose limits leave
 * SMS_MEMBERS_SHARE of the budget to members, so pumping random numbers can never starve their sign-ins.
 */
export function smsBudgetRules(budget: SmsBudget) {
  return {
    hour: rule('sms-hour', budget.hourly, HOUR),
    day: rule('sms-day', budget.daily, DAY),
    newHour: rule('sms-hour-new', newNumbersAllowance(budget.hourly, budget.membersShare), HOUR),
    newDay: rule('sms-day-new', newNumbersAllowance(budget.daily, budget.membersShare), DAY),
  };
}

export const SMS_BUDGET_KEY = 'all';

/** The budget limits one SMS is counted against: a new number's also against the new numbers' share. */
export function smsBudgetLimits(budget: SmsBudget, newNumber: boolean): Limit[] {
  const rules = smsBudgetRules(budget);
  const all: Limit[] = [
    [rules.hour, SMS_BUDGET_KEY],
    [rules.day, SMS_BUDGET_KEY],
  ];
  if (!newNumber) return all;
  return [...all, [rules.newHour, SMS_BUDGET_KEY], [rules.newDay, SMS_BUDGET_KEY]];
}
