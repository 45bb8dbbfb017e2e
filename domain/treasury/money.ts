/**
 * Money is integer paise everywhere (docs/decisions/0013-baitul-maal.md): a number of paise is a safe
 * integer, and rupees appear only when a person reads or types an amount.
 */

/** The largest single gift or expense: ₹10,00,000. */
export const MAX_AMOUNT_PAISE = 100_000_000;
/** The smallest: ₹1. */
export const MIN_AMOUNT_PAISE = 100;

/**
 * Rupees as a person types them ("501", "501.5", "1,250.50", "₹ 501") in paise, or null when it is not an
 * amount: more than two decimals, letters, a sign. No floating point: the digits are read as text.
 */
export function paiseOfRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}

/** Paise as the decimal rupees a UPI link's `am` carries: 50100 is "501.00". */
export function rupeesDecimal(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = paise % 100;
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Paise in Indian digit grouping with the rupee sign: 12345650 is "₹1,23,456.50", 50100 is "₹501". */
export function rupeesText(paise: number): string {
  const whole = String(Math.trunc(paise / 100));
  const rest = paise % 100;
  const last3 = whole.slice(-3);
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = head ? `${head},${last3}` : last3;
  return `₹${grouped}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
