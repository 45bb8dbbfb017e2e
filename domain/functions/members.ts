import { RELATIONS } from '../constants';
import { LANGUAGES } from '../languages';
import { say } from '../messages';
import {
  acceptMobileAlias,
  addressSchema,
  altchaSchema,
  dobSchema,
  genderSchema,
  idSchema,
  indianMobileSchema,
  newPasswordSchema,
  noInput,
  otpSchema,
  PROFILE_MSG,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from '../schemas';
import * as z from '../zod';
import { defineFunction } from './define';
import { passReply, saidFields, signInReply } from './shapes';

// The profile fields live in ../schemas with the other form fields, so a form that uses them does not bring
// the whole member catalogue into the web bundle; re-exported here for code that imports them from this module.
export { addressSchema, dobSchema, genderSchema, PROFILE_MSG, personNameSchema };

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

export const basicInfoSchema = z
  .object({
    userId: ownUserId,
    /** A family member's id: absent or null adds a new one. */
    id: z.nullish(idSchema),
    name: personNameSchema,
    dob: dobSchema,
    gender: genderSchema,
    address: addressSchema,
    mosqueId: z.nullish(idSchema),
    /** The caller's own id when acting for a family member; null for the caller's own record. */
    parentId: z.nullish(z.string()),
    relation: z.nullish(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!v.parentId) return;
      if (!v.relation) {
        ctx.addIssue({ code: 'custom', path: ['relation'], message: PROFILE_MSG.relationRequired });
      } else if (!(RELATIONS as readonly string[]).includes(v.relation)) {
        ctx.addIssue({
          code: 'custom',
          path: ['relation'],
          message: say('relationOneOf', { list: RELATIONS.join(', ') }).message,
        });
      }
    }),
  );

export const memberFunctions = {
  checkUserExist: defineFunction({
    aliases: ['checkUserAccount'],
    access: 'public',
    kind: 'read',
    summary:
      'Phone check: code 0 has a password (pass true), 1 no password, 2 new number, 3 suspended. userId is always null: loginWithPassword returns it.',
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
  loginWithPassword: defineFunction({
    aliases: ['userLogin'],
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
      }),
    ),
    output: z.object({
      pass: z.boolean(),
      ...saidFields,
      /** Sends left for this number in the rolling hour. */
      remaining: z.number().check(z.int()),
      /** Seconds until the next send to this number is allowed. */
      retryAfterSeconds: z.number().check(z.int()),
      /** The portal is sending many SMS: solve `challenge`, a harder ALTCHA, and send again with it. */
      needsBotCheck: z.optional(z.boolean()),
      challenge: z.optional(z.unknown()),
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
  memberSignup: defineFunction({
    aliases: ['createUserAccount'],
    access: 'member',
    kind: 'write',
    summary:
      "Sets the signed-in member's first password; the session must come from an OTP of the last 15 minutes.",
    input: withMobileAlias(
      z.object({ userId: ownUserId, phone: z.nullish(phoneSchema), password: newPasswordSchema }),
    ),
    output: passReply,
  }),
  passwordUpdate: defineFunction({
    aliases: ['updatePassword'],
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
  updateBasicInfo: defineFunction({
    aliases: ['updateBasicDetails'],
    access: 'member',
    kind: 'write',
    summary:
      "Basic details of the caller (parentId null) or of one of the caller's family members (parentId = caller).",
    input: basicInfoSchema,
    output: z.extend(passReply, { familyMemberId: z.nullable(z.string()) }),
  }),
};
