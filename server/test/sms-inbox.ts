import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './fakes/read-body';
import { mailbox } from './mailbox';

// Shared by the integration tests and the Playwright global setup: node:http only, no test framework.

export type InboxSms = { to: string; message: string; code: string };

export type SmsInbox = {
  /** Base URL, e.g. http://127.0.0.1:40123. Any POST path is accepted (SMS_WEBHOOK_URL may be `${url}/sms`). */
  url: string;
  /** Every message received, oldest first. */
  messages: InboxSms[];
  /**
   * The oldest message to `to` that no earlier waitFor returned, waiting for one if there is none yet.
   * So "send, waitFor, send, waitFor" yields the first and then the second text.
   */
  waitFor(to: string, timeoutMs?: number): Promise<InboxSms>;
  /**
   * Answers the next `times` posts with HTTP `status`: 503 (the default) as a gateway that is down would,
   * or a 4xx as one that refuses the SMS for good.
   */
  failNext(times?: number, status?: number): void;
  close(): Promise<void>;
};

function asSms(value: unknown): InboxSms | null {
  if (!value || typeof value !== 'object') return null;
  const { to, message, code } = value as Record<string, unknown>;
  return typeof to === 'string' && typeof message === 'string' && typeof code === 'string'
    ? { to, message, code }
    : null;
}

/**
 * A real HTTP listener that collects what the webhook SMS provider posts. `GET /messages?to=+91…` lists the
 * messages (all of them without `to`) as JSON, for test processes that cannot share memory with it.
 */
export async function startSmsInbox(options: { port?: number; host?: string } = {}): Promise<SmsInbox> {
  const host = options.host ?? '127.0.0.1';
  const box = mailbox<InboxSms>((m, to) => m.to === to);
  const { messages } = box;
  let failures = 0;
  let failStatus = 503;

  const server = createServer((req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://inbox');
    if (req.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to');
      return reply(
        200,
        messages.filter((m) => to === null || m.to === to),
      );
    }
    if (req.method !== 'POST') return reply(405, { error: 'POST an SMS or GET /messages' });
    readBody(req)
      .then((body) => {
        if (failures > 0) {
          failures -= 1;
          return reply(failStatus, { error: `SMS gateway refused it (failNext ${failStatus})` });
        }
        let sms: InboxSms | null = null;
        try {
          sms = asSms(JSON.parse(body));
        } catch {
          sms = null;
        }
        if (!sms) return reply(400, { error: 'Expected {"to","message","code"}' });
        box.add(sms);
        return reply(200, { ok: true });
      })
      .catch(() => reply(400, { error: 'Unreadable body' }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    messages,
    waitFor: box.waitFor,
    failNext(times = 1, status = 503) {
      failures += times;
      failStatus = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
