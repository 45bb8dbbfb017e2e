import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { MSG } from './messages';

/** Field schemas shared by forms and server functions, carrying the spec's messages. */
export const phoneSchema = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .regex(/^\d{10}$/, MSG.phoneDigits);

/** An Indian mobile number: 10 digits, first digit 6-9 (the +91 mobile numbering plan). */
export const indianMobileSchema = phoneSchema.regex(
  /^[6-9]/,
  'Only Indian (+91) mobile numbers are accepted',
);

export const passwordSchema = z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200);
export const newPasswordSchema = passwordSchema.min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort);
export const otpSchema = z
  .string({ error: MSG.otpRequired })
  .trim()
  .min(1, MSG.otpRequired)
  .regex(/^\d{6}$/, MSG.incorrectOtp);

export const emailSchema = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254)
  .pipe(z.email(MSG.emailInvalid))
  .transform((e) => e.toLowerCase());

export const idSchema = z.uuid('Invalid id');

/** Spec §7 sends a phone as `mobile` in places; both names are accepted and `phone` wins. */
export function acceptMobileAlias(input: unknown): unknown {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const { mobile, ...rest } = input as Record<string, unknown>;
    if (rest.phone === undefined && mobile !== undefined) return { ...rest, phone: mobile };
    return rest;
  }
  return input;
}

/** A function that takes no input accepts `null`, `{}` or nothing at all. */
export const noInput = z.union([z.null(), z.undefined(), z.object({}).loose()]).transform(() => ({}));
