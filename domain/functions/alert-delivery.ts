import { LANGUAGES } from '../languages';
import { MSG } from '../messages';
import { idSchema, noInput } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields } from './shapes';

// Alerts that reach people. Push subscriptions of a member's devices, how far each alert went, and
// the urgent SMS of a high-severity alert.

/** A key of the Push API's subscription, as the browser gives it: base64url. */
const pushKey = (max: number) =>
  z
    .string({ error: MSG.invalidInput })
    .check(z.regex(/^[A-Za-z0-9_-]+=*$/, MSG.invalidInput), z.maxLength(max));

/** What a browser's PushManager.subscribe() gives (its toJSON()), and the language the member reads in. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: MSG.invalidInput })
    .check(z.maxLength(2000, MSG.invalidInput), z.url(MSG.invalidInput)),
  keys: z.object({ p256dh: pushKey(200), auth: pushKey(100) }),
  language: z.optional(z.enum(LANGUAGES)),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** How far one alert went: its pushes and its urgent SMS. */
export const alertReachSchema = z.object({
  alertId: z.string(),
  push: z.object({
    /** Devices the fan-out handed a notification to the push service for. */
    devices: z.number(),
    /** Devices whose push service refused it for good, or that were gone. */
    failed: z.number(),
    /** Devices of the target area still to be sent to while the fan-out runs (0 when done). */
    pending: z.number(),
    /** Whether the fan-out is under way (queued or sending). */
    sending: z.boolean(),
  }),
  sms: z.object({ queued: z.number(), sent: z.number(), failed: z.number() }),
});
export type AlertReach = z.infer<typeof alertReachSchema>;

export const alertDeliveryFunctions = {
  getPushKey: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      "The portal's VAPID public key (base64url), the applicationServerKey a device subscribes to push with.",
    input: noInput,
    output: z.object({ publicKey: z.string() }),
  }),
  savePushSubscription: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Keeps (or confirms again) one device's push subscription for the caller, in `language`. Only endpoints of the known push services (Google, Mozilla, Apple, Microsoft) are taken; one another member holds is refused (pass false) and stays theirs. A member keeps at most MAX_PUSH_DEVICES (10): past it, the devices confirmed longest ago are forgotten.",
    input: pushSubscriptionSchema,
    output: passReply,
  }),
  deletePushSubscription: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary: "Forgets one of the caller's devices (its endpoint): it gets no more alerts.",
    input: z.object({ endpoint: z.string().check(z.maxLength(2000, MSG.invalidInput)) }),
    output: passReply,
  }),
  fetchAlertReach: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary:
      "How far each alert went: devices pushed to, failed and still pending, and its urgent SMS. Only the caller's own alerts (a super admin: any); others are left out.",
    input: z.object({
      alertIds: z.array(idSchema).check(z.maxLength(100, MSG.invalidInput)),
    }),
    output: z.array(alertReachSchema),
  }),
  previewAlertSms: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'read',
    summary:
      'What an urgent SMS of a high-severity alert would cost, before it is sent: the members of its area with a number, the SMS parts in their languages (null when they are more than the budget leaves, which refuses them without reading each member), the alert share of the SMS budget left, and the text of the SMS in each language with its parts and members. allowed is false, with the reason, when it cannot be sent.',
    input: z.object({ alertId: idSchema }),
    output: z.object({
      allowed: z.boolean(),
      ...saidFields,
      members: z.number(),
      parts: z.nullable(z.number()),
      /** SMS the budget leaves for alerts today (the members' share is never theirs). */
      budgetLeft: z.number(),
      /**
       * The SMS as members will get it, in each language it goes out in: its text, its parts, and how many
       * members get it (null, and every language listed, when they were not read one by one).
       */
      texts: z.array(
        z.object({
          language: z.enum(LANGUAGES),
          text: z.string(),
          parts: z.number(),
          members: z.nullable(z.number()),
        }),
      ),
    }),
  }),
  sendAlertSms: defineFunction({
    aliases: [],
    access: 'admin',
    kind: 'write',
    summary:
      'Sends a high-severity alert by SMS to the members of its area, once, if the super admin allows urgent SMS and the alert share of the budget covers it; audited. The outbox sends them.',
    input: z.object({ alertId: idSchema }),
    output: z.extend(passReply, { queued: z.number() }),
  }),
  setAlertSmsAllowed: defineFunction({
    aliases: [],
    access: 'superAdmin',
    kind: 'write',
    summary: 'Allows or stops urgent alert SMS for the whole portal; audited.',
    input: z.object({ allowed: z.boolean({ error: MSG.invalidInput }) }),
    output: z.extend(passReply, { allowed: z.boolean() }),
  }),
};
