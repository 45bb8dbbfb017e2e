/**
 * A key made once per intended write (docs/decisions/0013-baitul-maal.md): the server answers a retry or a
 * double tap that carries it with the first call's reply, so a bad network makes one gift, not two. 24 random
 * bytes as hex, within the key's shape (16 to 100 of A-Z, a-z, 0-9, '_' and '-'); getRandomValues works on a
 * page served over plain http on the LAN too, where crypto.randomUUID does not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
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
