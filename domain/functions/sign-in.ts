import { LANGUAGES } from '../languages';
import {
  acceptMobileAlias,
  altchaSchema,
  emailSchema,
  idSchema,
  indianMobileSchema,
  newPasswordSchema,
  noInput,
  otpSchema,
  passwordSchema,
  phoneSchema,
} from '../schemas';
import { MESSAGE_CHANNELS, SMS_STATUSES, WHATSAPP_FAILURES } from '../sms';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields, signInReply, userSchema } from './shapes';

/**
 * Accepts `mobile` for `phone` (older clients send it), while the declared input type stays the object's own, so the
 * web client is typed against `phone` and GET /api shows the real fields.
 */
function withMobileAlias<S extends z.ZodMiniType>(schema: S) {
  // What classic zod's `z.preprocess` builds: a pipe from a transform into the schema.
  return z.pipe(z.transform<z.input<S>, unknown>(acceptMobileAlias), schema);
}

/**
 * The phone check's result: 0 sign in with the password, 1 create a password, 2 a new number, 3 suspended.
 * -1 (enter phone) is the client's own starting state.
 */
export const PHONE_CHECK = { hasPassword: 0, noPassword: 1, newNumber: 2, suspended: 3 } as const;
export type PhoneCheckCode = (typeof PHONE_CHECK)[keyof typeof PHONE_CHECK];
const phoneCheckCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** A `userId` the spec sends along; the server checks it against the session. */
const ownUserId = z.nullish(z.string());

export const signInFunctions = {
  checkMobileRegistered: defineFunction({
    aliases: ['checkUserExist', 'checkUserAccount'],
    access: 'public',
    kind: 'read',
    summary:
      'Phone check: code 0 has a password (pass true), 1 no password, 2 new number, 3 suspended. userId is always null: signInWithPassword returns it.',
    // Only +91 mobiles can ever receive the OTP, so any other number is refused before a masjid is chosen.
    input: withMobileAlias(z.object({ phone: indianMobileSchema })),
    output: z.object({
      pass: z.boolean(),
      code: phoneCheckCode,
      // Kept for the spec's reply shape, and allowed only as null: a phone number never reveals an account's id.
      userId: z.null(),
      ...saidFields,
    }),
  }),
  signInWithPassword: defineFunction({
    aliases: ['loginWithPassword', 'userLogin'],
    access: 'public',
    kind: 'write',
    summary:
      'Sign-in with mobile number and password; returns a session token and the userId when pass is true. needsBotCheck: solve an ALTCHA and send it as altcha.',
    input: withMobileAlias(z.object({ phone: phoneSchema, password: passwordSchema, altcha: altchaSchema })),
    output: z.extend(signInReply, { userId: z.optional(z.string()) }),
  }),
  getBotChallenge: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary: 'An ALTCHA challenge for the widget before sendOtp; enabled false when the bot check is off.',
    input: noInput,
    output: z.object({
      enabled: z.boolean(),
      /** The altcha widget's challenge ({parameters, signature}); null when the bot check is off. */
      challenge: z.nullable(z.unknown()),
    }),
  }),
  sendOtp: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'write',
    botCheck: true,
    summary:
      'Texts a 6-digit code to +91<phone>, in `language` (en, hi, ur). 60 s between sends and 3 per hour per number (429 beyond). needsBotCheck: solve the harder challenge given and send again.',
    input: withMobileAlias(
      z.object({
        phone: indianMobileSchema,
        altcha: z.optional(z.string()),
        /** The language the member is using: the SMS is written in it (English when absent). */
        language: z.optional(z.enum(LANGUAGES)),
        /** How the code goes: by SMS (when absent) or on WhatsApp, where getSignInChannels says it is on. */
        channel: z.optional(z.enum(MESSAGE_CHANNELS)),
      }),
    ),
    output: z.object({
      pass: z.boolean(),
      ...saidFields,
      /** The channel the code went on. */
      channel: z.optional(z.enum(MESSAGE_CHANNELS)),
      /** On WhatsApp: the message's id for getSignInCodeStatus (never the number). */
      messageId: z.optional(z.string()),
      /** A WhatsApp send that failed: why, so the client offers SMS at once with a sentence saying so. */
      fallback: z.optional(z.enum(WHATSAPP_FAILURES)),
      /** Sends left for this number in the rolling hour. */
      remaining: z.number().check(z.int()),
      /** Seconds until the next send to this number is allowed. */
      retryAfterSeconds: z.number().check(z.int()),
      /** The portal is sending many SMS: solve `challenge`, a harder ALTCHA, and send again with it. */
      needsBotCheck: z.optional(z.boolean()),
      challenge: z.optional(z.unknown()),
    }),
  }),
  getSignInChannels: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary: 'Which channels sendOtp offers: SMS always, WhatsApp where the portal has it configured.',
    input: noInput,
    output: z.object({ sms: z.boolean(), whatsapp: z.boolean() }),
  }),
  getSignInCodeStatus: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'read',
    summary:
      "A WhatsApp sign-in code's delivery, by the messageId sendOtp gave: queued, sent, delivered, read or failed (with fallback, why).",
    input: z.object({ messageId: idSchema }),
    output: z.object({
      status: z.enum(SMS_STATUSES),
      fallback: z.optional(z.enum(WHATSAPP_FAILURES)),
    }),
  }),
  verifyOtp: defineFunction({
    aliases: [],
    access: 'public',
    kind: 'write',
    summary:
      'Checks the code; signs in (creating the member at mosqueId for a new number). code is the phone check after it.',
    input: withMobileAlias(
      z.object({ phone: indianMobileSchema, code: otpSchema, mosqueId: z.nullish(idSchema) }),
    ),
    output: z.object({
      pass: z.boolean(),
      ...saidFields,
      token: z.optional(z.string()),
      userId: z.optional(z.string()),
      code: z.optional(z.union([z.literal(0), z.literal(1)])),
    }),
  }),
  signUpMember: defineFunction({
    aliases: ['memberSignup', 'createUserAccount'],
    access: 'member',
    kind: 'write',
    summary:
      "Sets the signed-in member's first password; the session must come from an OTP of the last 15 minutes.",
    input: withMobileAlias(
      z.object({ userId: ownUserId, phone: z.nullish(phoneSchema), password: newPasswordSchema }),
    ),
    output: passReply,
  }),
  updatePassword: defineFunction({
    aliases: ['passwordUpdate'],
    access: 'signedIn',
    kind: 'write',
    summary:
      "Replaces the caller's password and ends their other sessions. Needs currentPassword unless the session came from an OTP of the last 15 minutes.",
    input: z.object({
      userId: ownUserId,
      password: newPasswordSchema,
      /** Absent or empty: the caller relies on a fresh OTP sign-in (forgot password). */
      currentPassword: z.nullish(z.string().check(z.maxLength(200))),
    }),
    output: passReply,
  }),
  signInStaff: defineFunction({
    aliases: ['adminLogin'],
    access: 'public',
    kind: 'write',
    summary:
      'Staff sign-in with email and password; returns a session token. needsBotCheck: solve an ALTCHA and send it as altcha.',
    input: z.object({ email: emailSchema, password: passwordSchema, altcha: altchaSchema }),
    output: signInReply,
  }),
  signOut: defineFunction({
    aliases: ['logout'],
    access: 'signedIn',
    kind: 'write',
    summary: 'Revokes the calling session.',
    input: noInput,
    output: z.object({ pass: z.boolean() }),
  }),
  getSessionUser: defineFunction({
    aliases: ['fetchUserData', 'fetchUserDetails'],
    access: 'signedIn',
    kind: 'read',
    summary: 'The signed-in user; a userId other than the caller is refused.',
    input: z.pipe(
      z.union([z.null(), z.undefined(), z.object({ userId: z.optional(z.string()) })]),
      z.transform((v) => v ?? {}),
    ),
    output: userSchema,
  }),
};
