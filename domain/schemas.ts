import { GENDERS, MIN_PASSWORD_LENGTH } from './constants';
import { ISO_DATE, isCalendarDate } from './dates';
import { MSG } from './messages';
import { asciiDigits } from './phone-input';
import * as z from './zod';

/**
 * Field schemas shared by forms and server functions, carrying the spec's messages. A phone typed in Hindi's
 * or Urdu's digits, as phones in those languages type it, is the same number in 0-9.
 */
export const phoneSchema = z
  .string({ error: MSG.phoneRequired })
  .check(
    z.overwrite(asciiDigits),
    z.trim(),
    z.minLength(1, MSG.phoneRequired),
    z.regex(/^\d{10}$/, MSG.phoneDigits),
  );

/** An Indian mobile number: 10 digits, first digit 6-9 (the +91 mobile numbering plan). */
export const indianMobileSchema = phoneSchema.check(z.regex(/^[6-9]/, MSG.indianMobileOnly));

export const passwordSchema = z
  .string({ error: MSG.passwordRequired })
  .check(z.minLength(1, MSG.passwordRequired), z.maxLength(200));
export const newPasswordSchema = passwordSchema.check(z.minLength(MIN_PASSWORD_LENGTH, MSG.passwordTooShort));
export const otpSchema = z
  .string({ error: MSG.otpRequired })
  .check(z.trim(), z.minLength(1, MSG.otpRequired), z.regex(/^\d{6}$/, MSG.incorrectOtp));

export const emailSchema = z.pipe(
  z.pipe(
    z
      .string({ error: MSG.emailRequired })
      .check(z.trim(), z.minLength(1, MSG.emailRequired), z.maxLength(254)),
    z.email(MSG.emailInvalid),
  ),
  z.transform((e) => e.toLowerCase()),
);

export const idSchema = z.uuid(MSG.invalidId);

/** The ALTCHA widget's payload (base64 JSON), sent when the server asks for a proof of work. */
export const altchaSchema = z.optional(z.string().check(z.maxLength(4096)));

/** The profile fields' messages (in the shared catalogue, ./messages). */
export const PROFILE_MSG = {
  nameRequired: MSG.nameRequired,
  nameTooLong: MSG.nameTooLong,
  dobRequired: MSG.dobRequired,
  dobInvalid: MSG.dobInvalid,
  dobFuture: MSG.dobFuture,
  genderRequired: MSG.genderRequired,
  addressRequired: MSG.addressRequired,
  addressTooLong: MSG.addressTooLong,
  relationRequired: MSG.relationRequired,
} as const;

// The earliest time zone is UTC+14: a date that is "today" anywhere on earth is never refused.
const LATEST_ZONE_OFFSET_MS = 14 * 3_600_000;

/** The earliest date any field takes: no date of birth, and no audit row, is older. */
export const EARLIEST_DATE = '1900-01-01';

/** A date the calendar has, from 1900 to 9999 ('YYYY-MM-DD'): the rule of every date a function takes. */
const isPortalDate = (s: string) => isCalendarDate(s) && s >= EARLIEST_DATE;

/**
 * Any date input ('YYYY-MM-DD'): '2024-13-01', '0000-00-00' and '2024-02-31' are refused with `invalid`,
 * never read as another day or passed to the database. Every date field of the catalogue is built from it.
 */
export function calendarDateSchema(invalid: string = MSG.dateInvalid) {
  return z
    .string({ error: invalid })
    .check(z.trim(), z.regex(ISO_DATE, invalid), z.refine(isPortalDate, invalid));
}

/** 'YYYY-MM-DD', a real calendar date, from 1900 and not in the future. */
export const dobSchema = z.string({ error: PROFILE_MSG.dobRequired }).check(
  z.trim(),
  z.minLength(1, PROFILE_MSG.dobRequired),
  z.regex(ISO_DATE, PROFILE_MSG.dobInvalid),
  z.refine(isPortalDate, PROFILE_MSG.dobInvalid),
  z.refine(
    (s) => s <= new Date(Date.now() + LATEST_ZONE_OFFSET_MS).toISOString().slice(0, 10),
    PROFILE_MSG.dobFuture,
  ),
);

export const personNameSchema = z
  .string({ error: PROFILE_MSG.nameRequired })
  .check(z.trim(), z.minLength(1, PROFILE_MSG.nameRequired), z.maxLength(100, PROFILE_MSG.nameTooLong));
/**
 * A location's or a category's name (required). Runs of white space become one space, so "Old  Town"
 * and "Old Town" are the same sibling name.
 */
export const placeNameSchema = z.pipe(
  z
    .string({ error: PROFILE_MSG.nameRequired })
    .check(z.trim(), z.minLength(1, PROFILE_MSG.nameRequired), z.maxLength(100, PROFILE_MSG.nameTooLong)),
  z.transform((name) => name.replace(/\s+/g, ' ')),
);
export const addressSchema = z
  .string({ error: PROFILE_MSG.addressRequired })
  .check(z.trim(), z.minLength(1, PROFILE_MSG.addressRequired), z.maxLength(500, PROFILE_MSG.addressTooLong));
/** A web address a browser opens as a page: http or https, nothing else (no `javascript:`, no `data:`). */
export function isWebAddress(text: string): boolean {
  try {
    const { protocol, hostname } = new URL(text);
    return (protocol === 'http:' || protocol === 'https:') && hostname.length > 0;
  } catch {
    return false;
  }
}

/** The mosque ID an admin gives a masjid; unique ignoring case, checked by the server. */
export const mosqueCodeSchema = z
  .string({ error: MSG.mosqueIdRequired })
  .check(z.trim(), z.minLength(1, MSG.mosqueIdRequired), z.maxLength(50, MSG.mosqueIdTooLong));

export const webAddressSchema = z
  .string({ error: MSG.urlRequired })
  .check(
    z.trim(),
    z.minLength(1, MSG.urlRequired),
    z.maxLength(500, MSG.urlTooLong),
    z.refine(isWebAddress, MSG.urlInvalid),
  );

/** A masjid's fields as the admin's form and the spreadsheet import give them: all required. */
export const mosqueFieldsSchema = z.object({
  mosqueId: mosqueCodeSchema,
  name: placeNameSchema,
  address: addressSchema,
  url: webAddressSchema,
});

export const genderSchema = z.enum(GENDERS, { error: PROFILE_MSG.genderRequired });

/** Older clients send a phone as `mobile` in places; both names are accepted and `phone` wins. */
export function acceptMobileAlias(input: unknown): unknown {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const { mobile, ...rest } = input as Record<string, unknown>;
    if (rest.phone === undefined && mobile !== undefined) return { ...rest, phone: mobile };
    return rest;
  }
  return input;
}

/** A function that takes no input accepts `null`, `{}` or nothing at all. */
export const noInput = z.pipe(
  z.union([z.null(), z.undefined(), z.looseObject({})]),
  z.transform(() => ({})),
);
