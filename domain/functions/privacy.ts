import { MSG } from '../messages';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields } from './shapes';

export const privacyFunctions = {
  acceptPrivacyNotice: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      'Records that the caller accepted the privacy notice of this version (domain/privacy.ts), with the time. Details cannot be saved before.',
    input: z.object({ version: z.number({ error: MSG.invalidInput }).check(z.int(), z.positive()) }),
    output: passReply,
  }),
  setDirectoryListing: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Gives or withdraws the caller's consent to appear in the staff's members directory; recorded with the time.",
    input: z.object({ listed: z.boolean({ error: MSG.invalidInput }) }),
    output: z.extend(passReply, { listedInDirectory: z.boolean() }),
  }),
  setAlertSmsConsent: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Gives or withdraws the caller's consent to get urgent alerts by SMS, off until given: an urgent alert's SMS goes only to members who gave it. A change is recorded with the time and audited.",
    input: z.object({ agreed: z.boolean({ error: MSG.invalidInput }) }),
    output: z.extend(passReply, { alertSmsConsent: z.boolean() }),
  }),
  setAlertWhatsappConsent: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'write',
    summary:
      "Gives or withdraws the caller's opt-in to alerts and receipts on WhatsApp, off until given (WhatsApp's rule for messages a business starts). Given, it is kept with its time; withdrawn, every WhatsApp message to the caller but a sign-in code stops at once, queued ones included. Refused where WhatsApp is not configured. Recorded and audited.",
    input: z.object({ agreed: z.boolean({ error: MSG.invalidInput }) }),
    output: z.extend(passReply, { alertWhatsappConsentAt: z.nullable(z.string()) }),
  }),
  downloadMyData: defineFunction({
    aliases: [],
    access: 'member',
    kind: 'read',
    summary:
      "Everything held about the caller as one JSON file: their record, their family with details, their consents, the SMS sent to their number, and the staff's actions on their record (what and when, not who). Audited.",
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.looseObject({})]),
      z.transform(() => ({})),
    ),
    output: z.object({ pass: z.boolean(), ...saidFields, fileName: z.string(), json: z.string() }),
  }),
  removeMyAccount: defineFunction({
    aliases: ['deleteMyAccount'],
    access: 'member',
    kind: 'write',
    summary:
      "Deletes the caller's account and whole family and ends their sessions. Needs confirm = the caller's mobile number, and currentPassword unless the session came from an OTP of the last 15 minutes.",
    input: z.object({
      confirm: z.string().check(z.maxLength(20)),
      currentPassword: z.nullish(z.string().check(z.maxLength(200))),
    }),
    output: passReply,
  }),
};
