import { LANGUAGES } from '../languages';
import { MSG } from '../messages';
import { noInput } from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply } from './shapes';

// A member's devices that alerts are pushed to: the portal's key, and their subscriptions.

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

export const pushFunctions = {
  getPushKey: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      "The portal's VAPID public key (base64url), the applicationServerKey a device subscribes to push with.",
    input: noInput,
    output: z.object({ publicKey: z.string() }),
  }),
  addPushSubscription: defineFunction({
    aliases: ['savePushSubscription'],
    access: 'member',
    kind: 'write',
    summary:
      "Keeps (or confirms again) one device's push subscription for the caller, in `language`. Only endpoints of the known push services (Google, Mozilla, Apple, Microsoft) are taken; one another member holds is refused (pass false) and stays theirs. A member keeps at most MAX_PUSH_DEVICES (10): past it, the devices confirmed longest ago are forgotten.",
    input: pushSubscriptionSchema,
    output: passReply,
  }),
  removePushSubscription: defineFunction({
    aliases: ['deletePushSubscription'],
    access: 'member',
    kind: 'write',
    summary: "Forgets one of the caller's devices (its endpoint): it gets no more alerts.",
    input: z.object({ endpoint: z.string().check(z.maxLength(2000, MSG.invalidInput)) }),
    output: passReply,
  }),
};
