import { PHONE_LENGTH } from './constants';

/**
 * What the mobile number field keeps of what was typed or pasted: digits only, at most 10. A pasted
 * "+91 98111 00001" or "098111 00001" keeps the 10-digit number, not its country or trunk prefix.
 */
export function mobileDigits(typed: string): string {
  let digits = typed.replace(/\D/g, '');
  if (digits.length > PHONE_LENGTH && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length > PHONE_LENGTH && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_LENGTH);
}
