import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque bearer token: 256 random bits. Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric code with a uniform distribution, e.g. a 6-digit OTP. */
export function numericCode(length: number): string {
  return randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}

// No 0/O, 1/I/L: a member reads this id aloud to a volunteer.
const ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short human-friendly id, e.g. "AJ-7K3M9Q2P". */
export function humanId(prefix: string): string {
  let out = '';
  for (let i = 0; i < 8; i++) out += ID_ALPHABET[randomInt(0, ID_ALPHABET.length)];
  return `${prefix}-${out}`;
}
