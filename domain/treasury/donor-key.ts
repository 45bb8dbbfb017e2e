/**
 * The key that names one donor across a financial year's receipts: Form 10BD reports each donor's total on one
 * row, and each gets one Form 10BE certificate (/files/form-10be/<mosqueId>/<fy>/<donorKey>.pdf). The PAN
 * when the receipts carry one; otherwise the name and address as printed, hashed so that the key in a URL says
 * nothing of the donor. Web Crypto is not used: the key is made on the server only (node:crypto).
 */
import { createHash } from 'node:crypto';

export function donorKeyOf(receipt: {
  donorPan: string | null;
  donorName: string;
  donorAddress: string | null;
}) {
  if (receipt.donorPan) return receipt.donorPan;
  const printed = `${receipt.donorName.trim().toLowerCase()}|${receipt.donorAddress ?? ''}`;
  return `N-${createHash('sha256').update(printed).digest('hex').slice(0, 16)}`;
}
