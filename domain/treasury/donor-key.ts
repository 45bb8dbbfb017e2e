import { sha256Hex } from './sha256';

/** The shape of a donor key: a PAN, or 'N-' and 16 hex digits for a donor who gave none. */
export const DONOR_KEY_PATTERN = /^(?:[A-Z]{5}[0-9]{4}[A-Z]|N-[0-9a-f]{16})$/;

/**
 * The key that gathers one donor's receipts for Form 10BD's rows and their Form 10BE certificate: the donor's
 * PAN when the receipt carries one, else a stable hash of the name and address as printed (lowercased and
 * trimmed), so that the same donor giving again without a PAN falls in the same row. The key names a donor in
 * a file's address, so it is never their name in clear.
 */
export function donorKeyOf(donor: {
  donorPan: string | null;
  donorName: string;
  donorAddress: string | null;
}): string {
  const pan = donor.donorPan?.trim().toUpperCase();
  if (pan) return pan;
  const text = `${donor.donorName.trim().toLowerCase()}|${(donor.donorAddress ?? '').trim().toLowerCase()}`;
  return `N-${sha256Hex(text).slice(0, 16)}`;
}
