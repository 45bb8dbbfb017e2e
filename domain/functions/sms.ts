import { noInput } from '../schemas';
import { MESSAGE_CHANNELS, SMS_PURPOSES } from '../sms';
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
  /** The parts the gateway bills: a long or Hindi/Urdu SMS is several; a WhatsApp message is one. */
  parts: z.number(),
  /** What those parts cost at the channel's configured price (paise); null when no price is set. */
  costPaise: z.nullable(z.number()),
});

/** One channel's messages: its gateway, its price, and today's and this month's counts by purpose. */
const channelReport = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  /** SMS_PROVIDER or WHATSAPP_PROVIDER. */
  provider: z.string(),
  /**
   * The configured price of one SMS part (SMS_PRICE_PER_PART) or one WhatsApp message
   * (WHATSAPP_PRICE_PER_MESSAGE), in rupees; null when none is set.
   */
  pricePerUnit: z.nullable(z.number()),
  today: z.array(purposeCounts),
  month: z.array(purposeCounts),
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
  /**
   * The path, secret included, where the gateway must POST its delivery reports (the screen puts the portal's
   * address before it); null for a gateway that sends none. Only the super admin sees it.
   */
  statusPath: z.nullable(z.string()),
  /** SMS first, then WhatsApp where it is configured (or was used this month). */
  channels: z.array(channelReport),
  /**
   * Where Meta must send WhatsApp's delivery reports: /whatsapp/webhook on the public site address (PUBLIC_URL);
   * null without WhatsApp.
   */
  whatsappWebhookUrl: z.nullable(z.string()),
  budget: z.object({ hour: budgetWindow, day: budgetWindow }),
  /** Whether admins may send a high-severity alert by SMS too (setAlertSmsAllowed). */
  alertSmsAllowed: z.boolean(),
  /** The last failures, newest first. */
  failures: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      purpose: z.enum(SMS_PURPOSES),
      channel: z.enum(MESSAGE_CHANNELS),
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
      "The Messages page: per channel (SMS, WhatsApp), today's and this month's messages by purpose and status (days and months in India), the parts used and their cost at the configured price, the budget left this hour and today, the last 20 failures with the gateway's reason (numbers as their last 4 digits), the SMS delivery-report address and the WhatsApp webhook's.",
    input: noInput,
    output: smsReportSchema,
  }),
};
