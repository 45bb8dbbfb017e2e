import { PHONE_LENGTH } from './constants';
import { MSG } from './messages';

// The zeros of the digits a phone types in Hindi (०), Urdu (۰) and Arabic (٠); each runs on to its nine.
const NATIVE_ZEROS = [0x0966, 0x06f0, 0x0660];

/** A number typed in Hindi's or Urdu's digits (९८७६…, ۹۸۷۶…) in 0-9, everything else as it was. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = NATIVE_ZEROS.find((z) => code >= z && code <= z + 9) ?? code;
    return String(code - zero);
  });
}

/**
 * What the mobile number field keeps of what was typed or pasted: digits only, in 0-9 whatever the keyboard
 * typed them in, at most 10. A pasted "+91 98111 00001" or "098111 00001" keeps the 10-digit number, not its
 * country or trunk prefix.
 */
export function mobileDigits(typed: string): string {
  let digits = asciiDigits(typed).replace(/\D/g, '');
  if (digits.length > PHONE_LENGTH && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > PHONE_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}

/**
 * Why a number is not an Indian mobile number, in indianMobileSchema's words (domain/schemas.ts), or null when
 * it is one. The sign-in's first step checks with this rather than the schema, so that zod is not part of the
 * first screen's JavaScript; a test holds the two to the same answers.
 */
export function indianMobileProblem(phone: string): string | null {
  const trimmed = asciiDigits(phone).trim();
  if (trimmed === '') return MSG.phoneRequired;
  if (!/^\d{10}$/.test(trimmed)) return MSG.phoneDigits;
  if (!/^[6-9]/.test(trimmed)) return MSG.indianMobileOnly;
  return null;
}
