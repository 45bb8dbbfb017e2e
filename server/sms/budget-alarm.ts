import type { FastifyBaseLogger } from 'fastify';
import type { SmsBudget } from './budget';

const EVERY_MS = 60_000;

/**
 * Tells the operator that the SMS budget is spent, once a minute with the refusals since the last line: an
 * attack that keeps it spent must not flood the log (823 error lines in 20 s, before).
 */
export class BudgetAlarm {
  private refused = 0;
  private lastLoggedAt = Number.NEGATIVE_INFINITY;

  note(log: FastifyBaseLogger, budget: SmsBudget, now: Date): void {
    this.refused += 1;
    if (now.getTime() - this.lastLoggedAt < EVERY_MS) return;
    log.error(
      {
        refused: this.refused,
        hourly: budget.hourly,
        daily: budget.daily,
        membersShare: budget.membersShare,
      },
      'SMS budget spent: OTPs are refused until it frees up (SMS_HOURLY_LIMIT, SMS_DAILY_LIMIT, SMS_MEMBERS_SHARE)',
    );
    this.refused = 0;
    this.lastLoggedAt = now.getTime();
  }
}
