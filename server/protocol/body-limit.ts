import { type Readable, Transform } from 'node:stream';

/**
 * The request body as it arrives, refused with `tooLarge()` as soon as more than `limit` bytes came in. A
 * declared Content-Length is checked before anything is read; a chunked body declares none, so only counting
 * what is received keeps a 3 MB sign-in from being read and parsed under a spreadsheet's allowance.
 */
export function limitReceivedBytes(payload: Readable, limit: number, tooLarge: () => Error): Readable {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer | string, _encoding, next) {
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
      if (received > limit) next(tooLarge());
      else next(null, chunk);
    },
  });
  // The source is not destroyed with the counter: the socket must stay open to carry the 413 back.
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}
