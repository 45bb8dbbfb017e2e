/**
 * A key for one intended write (docs/decisions/0013-baitul-maal.md): made once when the member means to
 * submit, and sent again with every retry of that same submit, so that a double tap or a retry on a bad
 * network makes one gift, not two. A new intention (another amount, another gift) takes a new key.
 * 32 hexadecimal characters from the browser's random source, inside idempotencyKeySchema's 16 to 100.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The keys of one form's submits: the same input submitted again (a retry after a failure, a double tap)
 * gets the same key, a changed input a new one. Keep one per form, in a ref.
 */
export function intentKeys(): (input: unknown) => string {
  let last: { input: string; key: string } | null = null;
  return (input) => {
    const written = JSON.stringify(input);
    if (last?.input !== written) last = { input: written, key: newIdempotencyKey() };
    return last.key;
  };
}
