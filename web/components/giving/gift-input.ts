import { asciiDigits } from '../../../domain/phone-input';
import { MAX_AMOUNT_PAISE, MIN_AMOUNT_PAISE, paiseOfRupees } from '../../../domain/treasury/money';
import { TREASURY_MESSAGES as T } from '../../../domain/treasury/treasury-messages';

/**
 * What the Give dialog reads from its fields, in the server's words (domain/treasury/treasury-schemas.ts), so
 * the field says at once what startDonation and claimDonation would refuse: the same messages by code, in
 * the reader's language. Digits typed in Hindi or Urdu are read as 0-9, as the mobile number field does.
 */

/** Typed rupees as paise, or why they are not an amount the server takes. */
export function readAmount(typed: string): { paise: number } | { problem: string } {
  const text = asciiDigits(typed).trim();
  if (text === '') return { problem: T.amountRequired };
  if (/^-/.test(text)) return { problem: T.amountTooSmall };
  // Letters are no amount at all: say so, rather than how decimals are written.
  if (!/\d/.test(text)) return { problem: T.amountRequired };
  const paise = paiseOfRupees(text);
  // paiseOfRupees refuses three decimals and anything that is not a plain amount: say how one is written.
  if (paise === null) return { problem: T.amountWholePaise };
  if (paise < MIN_AMOUNT_PAISE) return { problem: T.amountTooSmall };
  if (paise > MAX_AMOUNT_PAISE) return { problem: T.amountTooLarge };
  return { paise };
}

/**
 * What the UTR field keeps of what is typed or pasted ("UTR: 4012 3456 7890"): its digits, 0-9. A 13th digit
 * is kept, for the field to refuse: cut to 12, a mistyped reference would be sent as another payment's.
 */
export function utrDigits(typed: string): string {
  return asciiDigits(typed).replace(/\D/g, '').slice(0, 20);
}

/** Why a UTR is not one, or null: 12 digits, as every UPI app shows it. */
export function utrProblem(utr: string): string | null {
  return /^\d{12}$/.test(utr) ? null : T.utrInvalid;
}
