import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stands in for the portal's POST /sms/status/<provider> in the gateway tests: records each body as raw
 * text with its content-type, as a route without a form parser would hand it to readReports.
 */
export async function startReportReceiver(): Promise<{
  url: string;
  bodies: { contentType: string; body: string }[];
  close(): Promise<void>;
}> {
  const bodies: { contentType: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      bodies.push({ contentType: String(req.headers['content-type'] ?? ''), body });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms/status`,
    bodies,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
