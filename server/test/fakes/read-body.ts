import type { IncomingMessage } from 'node:http';

/** Bodies the fakes take: far more than any gateway request, small enough that a runaway test stops. */
const MAX_BODY = 64 * 1024;

/** A request's body as text, as the local fakes of gateways and providers read it. */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) reject(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
