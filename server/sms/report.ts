import { desc, eq, gte, sql } from 'drizzle-orm';
import type { SmsReport } from '../../domain/functions/sms';
import { SMS_PURPOSES, type SmsPurpose, type SmsStatus } from '../../domain/sms';
import { smsOutbox } from '../db/schema';
import type { ServiceContext } from '../protocol/context';
import { alertSmsAllowed } from './alert-sms-setting';
import { newNumbersAllowance, SMS_BUDGET_KEY, smsBudgetRules } from './budget';
import { indiaDayStart, indiaMonthStart } from './india-calendar';
import { maskPhoneNumbers } from './phone-mask';
import { smsStatusKey, smsStatusPath } from './status-key';

const LAST_FAILURES = 20;

type Counts = SmsReport['today'][number];

/** Counts by purpose and status of the SMS made since `since`; every purpose has a row, zeros included. */
async function countSince(ctx: ServiceContext<'db'>, since: Date): Promise<Counts[]> {
  const rows = await ctx.db
    .select({
      purpose: smsOutbox.purpose,
      status: smsOutbox.status,
      messages: sql<number>`count(*)::int`,
      parts: sql<number>`coalesce(sum(${smsOutbox.parts}), 0)::int`,
    })
    .from(smsOutbox)
    .where(gte(smsOutbox.createdAt, since))
    .groupBy(smsOutbox.purpose, smsOutbox.status);
  const of = (purpose: SmsPurpose, statuses: SmsStatus[]) =>
    rows
      .filter((r) => r.purpose === purpose && statuses.includes(r.status))
      .reduce((sum, r) => sum + r.messages, 0);
  return SMS_PURPOSES.map((purpose) => ({
    purpose,
    // Delivered ones were sent first: 'sent' is everything the gateway took.
    sent: of(purpose, ['sent', 'delivered', 'read']),
    delivered: of(purpose, ['delivered', 'read']),
    failed: of(purpose, ['failed']),
    queued: of(purpose, ['queued']),
    parts: rows
      .filter((r) => r.purpose === purpose && r.status !== 'failed')
      .reduce((sum, r) => sum + r.parts, 0),
  }));
}

/** One window of the budget: its limit, what is used and left, and how much of what is left only members may use. */
function budgetWindow(limit: number, used: number, usedByNew: number, membersShare: number) {
  const left = Math.max(0, limit - used);
  const leftForNew = Math.max(0, newNumbersAllowance(limit, membersShare) - usedByNew);
  return { limit, used, left, keptForMembers: Math.max(0, left - leftForNew) };
}

/** The super admin's /admin/sms page: what was sent, what it cost, what is left, and what failed. */
export async function reportSms(ctx: ServiceContext<'db' | 'config' | 'services'>): Promise<SmsReport> {
  const { db, config, services } = ctx;
  const now = services.clock.now();
  const rules = smsBudgetRules(config.smsBudget);
  const [today, month, hourUsed, dayUsed, newHourUsed, newDayUsed, failures] = await Promise.all([
    countSince(ctx, indiaDayStart(now)),
    countSince(ctx, indiaMonthStart(now)),
    services.throttle.count(rules.hour, SMS_BUDGET_KEY),
    services.throttle.count(rules.day, SMS_BUDGET_KEY),
    services.throttle.count(rules.newHour, SMS_BUDGET_KEY),
    services.throttle.count(rules.newDay, SMS_BUDGET_KEY),
    db
      .select({
        id: smsOutbox.id,
        at: smsOutbox.updatedAt,
        purpose: smsOutbox.purpose,
        phone: smsOutbox.phone,
        reason: smsOutbox.reason,
      })
      .from(smsOutbox)
      .where(eq(smsOutbox.status, 'failed'))
      .orderBy(desc(smsOutbox.updatedAt))
      .limit(LAST_FAILURES),
  ]);
  const { membersShare, hourly, daily } = config.smsBudget;
  return {
    provider: services.sms.name,
    statusPath: services.sms.readReports ? smsStatusPath(services.sms.name, await smsStatusKey(db)) : null,
    today,
    month,
    budget: {
      hour: budgetWindow(hourly, hourUsed, newHourUsed, membersShare),
      day: budgetWindow(daily, dayUsed, newDayUsed, membersShare),
    },
    alertSmsAllowed: await alertSmsAllowed(db),
    failures: failures.map((f) => ({
      id: f.id,
      at: f.at.toISOString(),
      purpose: f.purpose,
      phoneLast4: f.phone.slice(-4),
      // Rows kept from before the gateways masked numbers in their words are masked as they are read.
      reason: f.reason === null ? null : maskPhoneNumbers(f.reason),
    })),
  };
}
