import { rupeesDecimal } from './money';

/**
 * A `upi://pay` link as NPCI's UPI linking specification writes it: the payee's VPA (`pa`) and name (`pn`),
 * the amount in rupees with two decimals (`am`), the currency (`cu=INR`), a note (`tn`) and the reference
 * (`tr`) that names this gift on the bank statement. Every value is URL-encoded, so a payee name with spaces
 * or an ampersand cannot break the link. The member's UPI app opens it with these fields filled in.
 */
export function upiPayLink(link: { pa: string; pn: string; am: number; tn: string; tr: string }): string {
  const fields: [string, string][] = [
    ['pa', link.pa],
    ['pn', link.pn],
    ['am', rupeesDecimal(link.am)],
    ['cu', 'INR'],
    ['tn', link.tn],
    ['tr', link.tr],
  ];
  return `upi://pay?${fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A gift's reference, the link's `tr`: 'AJ' and 12 random base32 characters (60 bits), short enough for any
 * UPI app and a bank statement's line, uppercase letters and digits only. donations_reference_uq makes it
 * unique; a clash (one in 2^60) fails the insert rather than naming two gifts.
 */
export function newDonationReference(random: (n: number) => Uint8Array): string {
  const bytes = random(12);
  let text = 'AJ';
  for (const byte of bytes) text += BASE32[byte & 31];
  return text;
}
