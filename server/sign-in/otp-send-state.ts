import { sql } from 'drizzle-orm';
import { OTP_BLOCK_MS, OTP_RESEND_COOLDOWN_MS, OTP_SEND_ALLOWANCE } from '../../domain/constants';
import type { MessageChannel } from '../../domain/sms';
import type { Db } from '../db/client';
import { SMS_BUDGET_KEY, type SmsBudget, smsBudgetRules } from '../sms/budget';
import { OTP_SEND_PER_IP, OTP_SEND_PER_PHONE_DAY } from './limits';
import type { ThrottleRule } from './throttle-rule';

/** Everything a send decides by, read before any code is made. */
export type OtpSendState = {
  account: { suspended: boolean; staff: boolean } | null;
  /** SMS this network was sent in the hour (OTP_SEND_PER_IP). */
  networkSends: number;
  /** SMS this number was sent today (OTP_SEND_PER_PHONE_DAY). */
  numberDaySends: number;
  /**
   * Codes this number was sent in the rolling hour (both channels), the newest's time on the channel asked
   * for (the 60-second wait is per channel, server/sign-in/otp.ts), and when the allowance frees up.
   */
  numberHourSends: number;
  lastSentAt: Date | null;
  hourlyFreesAt: Date | null;
  budget: { hour: number; day: number; newHour: number; newDay: number };
};

const countOf = (rule: ThrottleRule, key: string, now: Date) => sql`(
  select count(*)::int from throttle_events
  where bucket = ${rule.bucket} and key = ${key} and at > ${new Date(now.getTime() - rule.windowMs)})`;

/**
 * One statement, every part of it an index range: what a refused send costs the server. A refusal makes no
 * code, no hash and no row; so 100 refused sends cost 100 of these reads and nothing else.
 */
export async function readOtpSendState(
  db: Db,
  now: Date,
  phone: string,
  networkKey: string,
  budget: SmsBudget,
  channel: MessageChannel = 'sms',
): Promise<OtpSendState> {
  const rules = smsBudgetRules(budget);
  const hourAgo = new Date(now.getTime() - OTP_BLOCK_MS);
  const recentCodes = sql`from otp_challenges where phone = ${phone} and created_at > ${hourAgo}`;
  type Row = {
    account: { suspended: boolean; staff: boolean } | null;
    network_sends: number;
    number_day_sends: number;
    number_hour_sends: number;
    last_sent_at: string | null;
    blocking_at: string | null;
    budget_hour: number;
    budget_day: number;
    budget_new_hour: number;
    budget_new_day: number;
  };
  const query = sql`select
    (select json_build_object('suspended', suspended, 'staff', role <> 'user')
       from users where mobile = ${phone} limit 1) as account,
    ${countOf(OTP_SEND_PER_IP, networkKey, now)} as network_sends,
    ${countOf(OTP_SEND_PER_PHONE_DAY, phone, now)} as number_day_sends,
    (select count(*)::int ${recentCodes}) as number_hour_sends,
    (select max(created_at) ${recentCodes} and channel = ${channel} and expires_at > created_at) as last_sent_at,
    (select created_at ${recentCodes} order by created_at desc
       offset ${OTP_SEND_ALLOWANCE - 1} limit 1) as blocking_at,
    ${countOf(rules.hour, SMS_BUDGET_KEY, now)} as budget_hour,
    ${countOf(rules.day, SMS_BUDGET_KEY, now)} as budget_day,
    ${countOf(rules.newHour, SMS_BUDGET_KEY, now)} as budget_new_hour,
    ${countOf(rules.newDay, SMS_BUDGET_KEY, now)} as budget_new_day`;
  // node-postgres' result: drizzle types a raw statement's rows only per driver.
  const { rows } = (await db.execute(query)) as unknown as { rows: Row[] };
  const row = rows[0]!;
  const at = (v: string | null) => (v === null ? null : new Date(v));
  const blocking = at(row.blocking_at);
  return {
    account: row.account,
    networkSends: row.network_sends,
    numberDaySends: row.number_day_sends,
    numberHourSends: row.number_hour_sends,
    lastSentAt: at(row.last_sent_at),
    hourlyFreesAt: blocking && new Date(blocking.getTime() + OTP_BLOCK_MS),
    budget: {
      hour: row.budget_hour,
      day: row.budget_day,
      newHour: row.budget_new_hour,
      newDay: row.budget_new_day,
    },
  };
}

/** Why a send is refused before any code is made; null when it may go on. */
export type OtpSendRefusal =
  | { reason: 'suspended' }
  | { reason: 'network' }
  | { reason: 'cooldown' | 'hourly'; retryAfterSeconds: number }
  | { reason: 'numberDay' }
  | { reason: 'budget' };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The rules of a send, in the order a member would want them told: their own state first, then the number's
 * limits, then the portal's budget. A number with an account draws on the whole budget; a new number only on
 * the part not kept for members (SMS_MEMBERS_SHARE).
 */
export function otpSendRefusal(state: OtpSendState, budget: SmsBudget, now: Date): OtpSendRefusal | null {
  if (state.account?.suspended) return { reason: 'suspended' };
  if (state.networkSends >= OTP_SEND_PER_IP.limit) return { reason: 'network' };
  if (state.numberHourSends >= OTP_SEND_ALLOWANCE && state.hourlyFreesAt)
    return { reason: 'hourly', retryAfterSeconds: seconds(state.hourlyFreesAt.getTime() - now.getTime()) };
  if (state.lastSentAt && now.getTime() - state.lastSentAt.getTime() < OTP_RESEND_COOLDOWN_MS) {
    const wait = state.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime();
    return { reason: 'cooldown', retryAfterSeconds: seconds(wait) };
  }
  // A staff number's code is never texted, so it spends nothing of the number's or the portal's SMS.
  if (state.account?.staff) return null;
  if (state.numberDaySends >= OTP_SEND_PER_PHONE_DAY.limit) return { reason: 'numberDay' };
  if (budgetSpent(state, budget)) return { reason: 'budget' };
  return null;
}

function budgetSpent(state: OtpSendState, budget: SmsBudget): boolean {
  const rules = smsBudgetRules(budget);
  const { hour, day, newHour, newDay } = state.budget;
  if (hour >= rules.hour.limit || day >= rules.day.limit) return true;
  return state.account === null && (newHour >= rules.newHour.limit || newDay >= rules.newDay.limit);
}
