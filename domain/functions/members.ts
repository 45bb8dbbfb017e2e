import { z } from 'zod';
import { GENDERS, RELATIONS } from '../constants';
import {
  acceptMobileAlias,
  idSchema,
  indianMobileSchema,
  newPasswordSchema,
  noInput,
  otpSchema,
  passwordSchema,
  phoneSchema,
} from '../schemas';
import { defineFunction } from './define';
import { passReply } from './shapes';

/**
 * Accepts `mobile` for `phone` (spec §7), while the declared input type stays the object's own, so the
 * web client is typed against `phone` and GET /api shows the real fields.
 */
function withMobileAlias<S extends z.ZodType>(schema: S) {
  return z.preprocess<unknown, S, z.input<S>>(acceptMobileAlias, schema);
}

/** Spec §4 "Phone-check result code". -1 (enter phone) is the client's own starting state. */
export const PHONE_CHECK = { hasPassword: 0, noPassword: 1, newNumber: 2, suspended: 3 } as const;
export type PhoneCheckCode = (typeof PHONE_CHECK)[keyof typeof PHONE_CHECK];
const phoneCheckCode = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const PROFILE_MSG = {
  nameRequired: 'Please enter name',
  nameTooLong: 'Name should be at most 100 characters',
  dobRequired: 'Please enter date of birth',
  dobInvalid: 'Please enter a valid date of birth',
  dobFuture: 'Date of birth cannot be in the future',
  genderRequired: 'Please choose male or female',
  addressRequired: 'Please enter address',
  addressTooLong: 'Address should be at most 500 characters',
  relationRequired: 'Please choose a relation',
} as const;

// The earliest time zone is UTC+14: a date that is "today" anywhere on earth is never refused.
const LATEST_ZONE_OFFSET_MS = 14 * 3_600_000;

/** 'YYYY-MM-DD', a real calendar date, from 1900 and not in the future. */
export const dobSchema = z
  .string({ error: PROFILE_MSG.dobRequired })
  .trim()
  .min(1, PROFILE_MSG.dobRequired)
  .regex(/^\d{4}-\d{2}-\d{2}$/, PROFILE_MSG.dobInvalid)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01';
  }, PROFILE_MSG.dobInvalid)
  .refine(
    (s) => s <= new Date(Date.now() + LATEST_ZONE_OFFSET_MS).toISOString().slice(0, 10),
    PROFILE_MSG.dobFuture,
  );

export const personNameSchema = z
  .string({ error: PROFILE_MSG.nameRequired })
  .trim()
  .min(1, PROFILE_MSG.nameRequired)
  .max(100, PROFILE_MSG.nameTooLong);
export const addressSchema = z
  .string({ error: PROFILE_MSG.addressRequired })
  .trim()
  .min(1, PROFILE_MSG.addressRequired)
  .max(500, PROFILE_MSG.addressTooLong);
export const genderSchema = z.enum(GENDERS, { error: PROFILE_MSG.genderRequired });

/** A `userId` the spec sends along; the server checks it against the session. */
const ownUserId = z.string().nullish();

export const basicInfoSchema = z
  .object({
    userId: ownUserId,
    /** A family member's id: absent or null adds a new one. */
    id: idSchema.nullish(),
    name: personNameSchema,
    dob: dobSchema,
    gender: genderSchema,
    address: addressSchema,
    mosqueId: idSchema.nullish(),
    /** The caller's own id when acting for a family member; null for the caller's own record. */
    parentId: z.string().nullish(),
    relation: z.string().nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.parentId) return;
    if (!v.relation) {
      ctx.addIssue({ code: 'custom', path: ['relation'], message: PROFILE_MSG.relationRequired });
    } else if (!(RELATIONS as readonly string[]).includes(v.relation)) {
      ctx.addIssue({
        code: 'custom',
        path: ['relation'],
        message: `Relation must be one of ${RELATIONS.join(', ')}`,
      });
    }
  });

export const memberFunctions = {
  checkUserExist: defineFunction({
    aliases: ['checkUserAccount'],
    access: 'public',
    summary:
      'Phone check: code 0 has a password (pass true, userId), 1 no password, 2 new number, 3 suspended.',
    // Only +91 mobiles can ever receive the OTP, so any other number is refused before a masjid is chosen.
    input: withMobileAlias(z.object({ phone: indianMobileSchema })),
    output: z.object({
      pass: z.boolean(),
      code: phoneCheckCode,
      userId: z.string().nullable(),
      message: z.string(),
    }),
  }),
  loginWithPassword: defineFunction({
    aliases: ['userLogin'],
    access: 'public',
    summary: 'Sign-in with mobile number and password; returns a session token when pass is true.',
    input: withMobileAlias(z.object({ phone: phoneSchema, password: passwordSchema })),
    output: z.object({ pass: z.boolean(), message: z.string(), token: z.string().optional() }),
  }),
  getBotChallenge: defineFunction({
    aliases: [],
    access: 'public',
    summary: 'An ALTCHA challenge for the widget before sendOtp; enabled false when the bot check is off.',
    input: noInput,
    output: z.object({
      enabled: z.boolean(),
      /** The altcha widget's challenge ({parameters, signature}); null when the bot check is off. */
      challenge: z.unknown().nullable(),
    }),
  }),
  sendOtp: defineFunction({
    aliases: [],
    access: 'public',
    botCheck: true,
    summary: 'Texts a 6-digit code to +91<phone>. 60 s between sends and 3 per hour per number (429 beyond).',
    input: withMobileAlias(z.object({ phone: indianMobileSchema, altcha: z.string().optional() })),
    output: z.object({
      pass: z.boolean(),
      message: z.string(),
      /** Sends left for this number in the rolling hour. */
      remaining: z.number().int(),
      /** Seconds until the next send to this number is allowed. */
      retryAfterSeconds: z.number().int(),
    }),
  }),
  verifyOtp: defineFunction({
    aliases: [],
    access: 'public',
    summary:
      'Checks the code; signs in (creating the member at mosqueId for a new number). code is the phone check after it.',
    input: withMobileAlias(
      z.object({ phone: indianMobileSchema, code: otpSchema, mosqueId: idSchema.nullish() }),
    ),
    output: z.object({
      pass: z.boolean(),
      message: z.string(),
      token: z.string().optional(),
      userId: z.string().optional(),
      code: z.union([z.literal(0), z.literal(1)]).optional(),
    }),
  }),
  memberSignup: defineFunction({
    aliases: ['createUserAccount'],
    access: 'member',
    summary:
      "Sets the signed-in member's first password; the session must come from an OTP of the last 15 minutes.",
    input: withMobileAlias(
      z.object({ userId: ownUserId, phone: phoneSchema.nullish(), password: newPasswordSchema }),
    ),
    output: passReply,
  }),
  passwordUpdate: defineFunction({
    aliases: ['updatePassword'],
    access: 'signedIn',
    summary:
      "Replaces the caller's password and ends their other sessions. Needs currentPassword unless the session came from an OTP of the last 15 minutes.",
    input: z.object({
      userId: ownUserId,
      password: newPasswordSchema,
      /** Absent or empty: the caller relies on a fresh OTP sign-in (forgot password). */
      currentPassword: z.string().max(200).nullish(),
    }),
    output: passReply,
  }),
  updateBasicInfo: defineFunction({
    aliases: ['updateBasicDetails'],
    access: 'member',
    summary:
      "Basic details of the caller (parentId null) or of one of the caller's family members (parentId = caller).",
    input: basicInfoSchema,
    output: passReply.extend({ familyMemberId: z.string().nullable() }),
  }),
};
