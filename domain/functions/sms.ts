import { noInput } from '../schemas';
import { SMS_PURPOSES } from '../sms';
import * as z from '../zod';
import { defineFunction } from './define';

const purposeCounts = z.object({
  purpose: z.enum(SMS_PURPOSES),
  /** Every SMS the gateway took, delivered or not yet reported. */
  sent: z.number(),
  delivered: z.number(),
  failed: z.number(),
  /** Waiting for a retry. */
  queued: z.number(),
  /** The parts the gateway bills: a long or Hindi/Urdu SMS is several. */
  parts: z.number(),
});

const budgetWindow = z.object({
  /** SMS_HOURLY_LIMIT or SMS_DAILY_LIMIT. */
  limit: z.number(),
  used: z.number(),
  left: z.number(),
  /** Of what is left, how much only numbers with an account may use (SMS_MEMBERS_SHARE). */
  keptForMembers: z.number(),
});

export const smsReportSchema = z.object({
  /** SMS_PROVIDER: console, webhook, msg91, fast2sms or http. */
  provider: z.string(),
  /**
   * The path, secret included, where the gateway must POST its delivery reports (the screen puts the portal's
   * address before it); null for a gateway that sends none. Only the super admin sees it.
   */
  statusPath: z.nullable(z.string()),
  today: z.array(purposeCounts),
  month: z.array(purposeCounts),
  budget: z.object({ hour: budgetWindow, day: budgetWindow }),
  /** Whether admins may send a high-severity alert by SMS too (setAlertSmsAllowed). */
  alertSmsAllowed: z.boolean(),
  /** The last failures, newest first. */
  failures: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      purpose: z.enum(SMS_PURPOSES),
      /** The number's last 4 digits: the page never shows a whole number. */
      phoneLast4: z.string(),
      /** The gateway's own words. */
      reason: z.nullable(z.string()),
    }),
  ),
});
export type SmsReport = z.infer<typeof smsReportSchema>;

export const smsFunctions = {
  getSmsReport: defineFunction({
    aliases: ['fetchSmsReport'],
    access: 'superAdmin',
    kind: 'read',
    summary:
      "The SMS page: today's and this month's SMS by purpose and status (days and months in India), the parts used, the budget left this hour and today, the last 20 failures with the gateway's reason (numbers as their last 4 digits), and the delivery-report address.",
    input: noInput,
    output: smsReportSchema,
  }),
};
