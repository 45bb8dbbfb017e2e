import { COUNTRY_PREFIX } from '../../../domain/constants';

/**
 * Each volunteer's card links to WhatsApp, a call and an email; the phone gets +91.
 * A number is kept as its 10 digits, whatever spaces, dashes or prefix (+91, 91, 0) it was entered with;
 * anything else gives no link rather than a link that rings a stranger.
 */
export function tenDigits(mobile: string | null | undefined): string | null {
  if (!mobile) return null;
  let digits = mobile.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

const prefixDigits = COUNTRY_PREFIX.replace('+', '');

/** `https://wa.me/91XXXXXXXXXX`: WhatsApp wants the country code without the plus. */
export function whatsappLink(mobile: string | null | undefined): string | null {
  const digits = tenDigits(mobile);
  return digits ? `https://wa.me/${prefixDigits}${digits}` : null;
}

/** `tel:+91XXXXXXXXXX`. */
export function callLink(mobile: string | null | undefined): string | null {
  const digits = tenDigits(mobile);
  return digits ? `tel:${COUNTRY_PREFIX}${digits}` : null;
}

/** The number as a member reads it: `+91 XXXXXXXXXX`. */
export function displayPhone(mobile: string | null | undefined): string | null {
  const digits = tenDigits(mobile);
  return digits ? `${COUNTRY_PREFIX} ${digits}` : null;
}

// One address, nothing a mail client would read as more recipients, headers or a body.
const EMAIL = /^[^\s@?&,;:<>"'/\\]+@[^\s@?&,;:<>"'/\\]+\.[^\s@?&,;:<>"'/\\]+$/;

/** `mailto:name@example.org`, or null for a missing or malformed address. */
export function emailLink(email: string | null | undefined): string | null {
  const address = email?.trim();
  return address && EMAIL.test(address) ? `mailto:${address}` : null;
}
