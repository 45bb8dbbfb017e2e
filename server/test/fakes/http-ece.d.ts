// http_ece ships no types: the one call the fake push service makes (aes128gcm, RFC 8188 with RFC 8291's keys).
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
  ): Buffer;
}
