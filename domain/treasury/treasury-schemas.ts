import * as z from '../zod';
import { isFinancialYear } from './financial-year';
import { MAX_AMOUNT_PAISE, MIN_AMOUNT_PAISE } from './money';
import { TREASURY_MESSAGES as T } from './treasury-messages';

/**
 * The Baitul Maal's input shapes, shared by the server's catalogue and the web's forms. Each refusal names
 * what is wrong in the member's words; none lets a bad amount, reference or PAN change anything.
 */

/** An amount in integer paise, ₹1 to ₹10,00,000. A fraction of a paisa (three decimals of rupees) is refused. */
export const amountPaiseSchema = z.number({ error: T.amountRequired }).check(
  z.refine((n) => Number.isInteger(n), T.amountWholePaise),
  z.gte(MIN_AMOUNT_PAISE, T.amountTooSmall),
  z.lte(MAX_AMOUNT_PAISE, T.amountTooLarge),
);

/** A UPI transaction reference (UTR): 12 digits, as every UPI app shows it. */
export const utrSchema = z.string({ error: T.utrInvalid }).check(z.trim(), z.regex(/^\d{12}$/, T.utrInvalid));

/** A PAN: 5 letters, 4 digits and a letter; typed in any case, kept in capitals. */
export const panSchema = z
  .string({ error: T.panInvalid })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{5}\d{4}[A-Z]$/, T.panInvalid));

/** A UPI id (VPA): name@handle, as NPCI's UPI linking specification writes `pa`. */
export const upiIdSchema = z
  .string({ error: T.upiIdInvalid })
  .check(z.trim(), z.regex(/^[A-Za-z0-9._-]{2,100}@[A-Za-z][A-Za-z0-9]{1,63}$/, T.upiIdInvalid));

/** The key a client makes once per intended write, so that a retry or a double tap makes one write. */
export const idempotencyKeySchema = z
  .string({ error: T.idempotencyKeyInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{16,100}$/, T.idempotencyKeyInvalid));

/** A calendar month, 'YYYY-MM'. */
export const monthSchema = z
  .string({ error: T.monthInvalid })
  .check(z.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, T.monthInvalid));

/** A financial year, '2026-27'. */
export const financialYearSchema = z
  .string({ error: T.financialYearInvalid })
  .check(z.refine(isFinancialYear, T.financialYearInvalid));

/** Text of a treasury record (a payee, a purpose, a reason): trimmed, required, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, message));

/** Optional text: empty is absent. */
export const optionalText = (message: string, max: number) =>
  z.optional(
    z.pipe(
      z.string({ error: message }).check(z.trim(), z.maxLength(max, message)),
      z.transform((text) => text || undefined),
    ),
  );

export const fundNameSchema = z
  .string({ error: T.fundNameRequired })
  .check(z.trim(), z.minLength(1, T.fundNameRequired), z.maxLength(60, T.fundNameTooLong));

/** How a gift reached the masjid. `upi` is the member's own UPI app; `gateway` the optional online checkout. */
export const DONATION_MODES = ['upi', 'cash', 'cheque', 'bank', 'gateway'] as const;
/** The modes a treasurer records by hand; each gets its receipt at once. */
export const RECORDED_MODES = ['cash', 'cheque', 'bank'] as const;

/** A UPI gift's life: started (link made), awaiting (UTR given), then confirmed (receipt) or rejected. */
export const DONATION_STATUSES = ['started', 'awaiting', 'confirmed', 'rejected'] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
