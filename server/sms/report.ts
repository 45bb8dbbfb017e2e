import { desc, eq, gte, sql } from 'drizzle-orm';
import type { SmsReport } from '../../domain/functions/sms';
import { type MessageChannel, SMS_PURPOSES, type SmsPurpose, type SmsStatus } from '../../domain/sms';
import { smsOutbox } from '../db/schema';
import type { ServiceContext } from '../protocol/context';
import { messagePricePaise, whatsappProvider } from '../whatsapp/whatsapp-on';
import { alertSmsAllowed } from './alert-sms-setting';
import { newNumbersAllowance, SMS_BUDGET_KEY, smsBudgetRules } from './budget';
import { indiaDayStart, indiaMonthStart } from './india-calendar';
import { maskPhoneNumbers } from './phone-mask';
import { smsStatusKey, smsStatusPath } from './status-key';

const LAST_FAILURES = 20;
/** Where Meta posts WhatsApp's delivery reports (server/whatsapp's webhook). */
const WHATSAPP_WEBHOOK_PATH = '/whatsapp/webhook';

type Channel = SmsReport['channels'][number];
type Counts = Channel['today'][number];
type CountRow = {
  channel: MessageChannel;
  purpose: SmsPurpose;
  status: SmsStatus;
  messages: number;
  parts: number;
};

/** Counts by channel, purpose and status of the messages made since `since`, in one read. */
function countSince(ctx: ServiceContext<'db'>, since: Date): Promise<CountRow[]> {
  return ctx.db
    .select({
      channel: smsOutbox.channel,
      purpose: smsOutbox.purpose,
      status: smsOutbox.status,
      messages: sql<number>`count(*)::int`,
      parts: sql<number>`coalesce(sum(${smsOutbox.parts}), 0)::int`,
    })
    .from(smsOutbox)
    .where(gte(smsOutbox.createdAt, since))
    .groupBy(smsOutbox.channel, smsOutbox.purpose, smsOutbox.status);
}

/** One channel's counts by purpose, every purpose a row (zeros included), with the parts' cost at its price. */
function countsOf(rows: CountRow[], channel: MessageChannel, pricePaise: number | null): Counts[] {
  const mine = rows.filter((r) => r.channel === channel);
  const of = (purpose: SmsPurpose, statuses: SmsStatus[]) =>
    mine
      .filter((r) => r.purpose === purpose && statuses.includes(r.status))
      .reduce((sum, r) => sum + r.messages, 0);
  return SMS_PURPOSES.map((purpose) => {
    // What failed was not billed: the parts are those of everything the gateway took or is yet to take.
    const parts = mine
      .filter((r) => r.purpose === purpose && r.status !== 'failed')
      .reduce((sum, r) => sum + r.parts, 0);
    return {
      purpose,
      // Delivered (and read) ones were sent first: 'sent' is everything the gateway took.
      sent: of(purpose, ['sent', 'delivered', 'read']),
      delivered: of(purpose, ['delivered', 'read']),
      failed: of(purpose, ['failed']),
      queued: of(purpose, ['queued']),
      parts,
      costPaise: pricePaise === null ? null : Math.round(parts * pricePaise),
    };
  });
}

/** One window of the budget: its limit, what is used and left, and how much of what is left only members may use. */
function budgetWindow(limit: number, used: number, usedByNew: number, membersShare: number) {
  const left = Math.max(0, limit - used);
  const leftForNew = Math.max(0, newNumbersAllowance(limit, membersShare) - usedByNew);
  return { limit, used, left, keptForMembers: Math.max(0, left - leftForNew) };
}

/** The super admin's Messages page: what each channel sent, what it cost, what is left, and what failed. */
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
        channel: smsOutbox.channel,
        phone: smsOutbox.phone,
        reason: smsOutbox.reason,
      })
      .from(smsOutbox)
      .where(eq(smsOutbox.status, 'failed'))
      .orderBy(desc(smsOutbox.updatedAt))
      .limit(LAST_FAILURES),
  ]);
  const { membersShare, hourly, daily } = config.smsBudget;
  const channel = (name: MessageChannel, provider: string): Channel => {
    const price = messagePricePaise(ctx, name);
    return {
      channel: name,
      provider,
      pricePerUnit: price === null ? null : price / 100,
      today: countsOf(today, name, price),
      month: countsOf(month, name, price),
    };
  };
  const whatsapp = whatsappProvider(ctx);
  // WhatsApp is shown where it is configured, and for the month after it was turned off, while its counts last.
  const whatsappUsed = month.some((r) => r.channel === 'whatsapp');
  return {
    statusPath: services.sms.readReports ? smsStatusPath(services.sms.name, await smsStatusKey(db)) : null,
    channels: [
      channel('sms', services.sms.name),
      ...(whatsapp || whatsappUsed ? [channel('whatsapp', whatsapp ?? 'off')] : []),
    ],
    whatsappWebhookUrl: whatsapp ? `${config.publicUrl}${WHATSAPP_WEBHOOK_PATH}` : null,
    budget: {
      hour: budgetWindow(hourly, hourUsed, newHourUsed, membersShare),
      day: budgetWindow(daily, dayUsed, newDayUsed, membersShare),
    },
    alertSmsAllowed: await alertSmsAllowed(db),
    failures: failures.map((f) => ({
      id: f.id,
      at: f.at.toISOString(),
      purpose: f.purpose,
      channel: f.channel,
      phoneLast4: f.phone.slice(-4),
      // Rows kept from before the gateways masked numbers in their words are masked as they are read.
      reason: f.reason === null ? null : maskPhoneNumbers(f.reason),
    })),
  };
}
