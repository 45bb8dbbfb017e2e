/**
 * The key a write carries so that a retry or a double tap writes once (docs/decisions/0013-baitul-maal.md):
 * make one per intended submit and keep it across that submit's retries; make a new one only once the write
 * went through (or the form changed). A random UUID: 36 characters of letters, digits and dashes.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
