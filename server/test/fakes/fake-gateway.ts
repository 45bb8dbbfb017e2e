import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mailbox } from '../mailbox';
import { readBody } from './read-body';

// The common part of the fake SMS gateways: a node:http listener (no test framework, so the Playwright global
// setup can run it too), the failures it can be told to make, the messages it took, and its control routes:
//   POST /_fake/fail-next  {"status":500|429|400, "times"?, "retryAfter"?, "message"?} or {"timeout":true, "times"?}
//   GET  /_fake/messages?to=919876543210   the messages taken (all of them without `to`)
//   POST /_fake/report     {"url", "providerId", "status":"delivered"|"failed", "reason"?}  sends a delivery report

/** What the fake should do instead of answering: a status in the provider's own error shape, or no answer. */
export type FakeFailure =
  | { status: 500 | 429 | 400; retryAfter?: number; message?: string }
  | { timeout: true };

export type FakeSms = {
  /** The number with its country code, digits only (919876543210), whatever form the provider takes it in. */
  to: string;
  templateId: string;
  variables: string[];
  /** The text as the operator would see it, when the fake was given the template's text. */
  text: string | null;
  providerId: string;
};

export type FakeRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: string };
export type FakeReply = { status: number; body: unknown; headers?: Record<string, string> };

export type FakeGatewayParts = {
  host?: string;
  port?: number;
  /** Answers one provider request; `take` records a message it accepted. */
  handle(request: FakeRequest, take: (sms: FakeSms) => void): FakeReply;
  /** The provider's own answer for a failure it was told to make. */
  failureReply(failure: Exclude<FakeFailure, { timeout: true }>): FakeReply;
  /** Posts a delivery report in the provider's format; resolves with the status the portal answered. */
  report(
    url: string,
    sms: FakeSms,
    status: 'delivered' | 'failed',
    reason: string | undefined,
  ): Promise<number>;
};

export type FakeGateway = {
  /** Base URL, e.g. http://127.0.0.1:40123: what MSG91_BASE_URL or FAST2SMS_BASE_URL is set to. */
  url: string;
  /** Every message taken, oldest first. */
  messages: FakeSms[];
  /** Every provider request, as it came, for tests that check the exact request. */
  requests: FakeRequest[];
  /** The oldest message to `to` (91… or 10 digits) that no earlier waitFor returned, waiting for one. */
  waitFor(to: string, timeoutMs?: number): Promise<FakeSms>;
  /** Makes the next `times` provider requests fail as `failure` says. */
  failNext(failure: FakeFailure, times?: number): void;
  /** Sends a delivery report for a message it took (named by its provider id) to `url`. */
  reportDelivery(
    url: string,
    providerId: string,
    status: 'delivered' | 'failed',
    reason?: string,
  ): Promise<number>;
  close(): Promise<void>;
};

/** 10 digits are an Indian number without its country code. */
export function fullNumber(to: string): string {
  const digits = to.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

function send(res: ServerResponse, reply: FakeReply) {
  res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
  res.end(JSON.stringify(reply.body));
}

function asFailure(value: unknown): FakeFailure | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (v.timeout === true) return { timeout: true };
  if (v.status !== 500 && v.status !== 429 && v.status !== 400) return null;
  return {
    status: v.status,
    ...(typeof v.retryAfter === 'number' ? { retryAfter: v.retryAfter } : {}),
    ...(typeof v.message === 'string' ? { message: v.message } : {}),
  };
}

export async function startFakeGateway(parts: FakeGatewayParts): Promise<FakeGateway> {
  const host = parts.host ?? '127.0.0.1';
  const box = mailbox<FakeSms>((m, to) => m.to === fullNumber(to));
  const { messages } = box;
  const requests: FakeRequest[] = [];
  const failures: FakeFailure[] = [];

  const take = box.add;
  const failNext = (failure: FakeFailure, times = 1) => {
    for (let i = 0; i < times; i++) failures.push(failure);
  };
  const reportDelivery = (
    url: string,
    providerId: string,
    status: 'delivered' | 'failed',
    reason?: string,
  ) => {
    const sms = messages.find((m) => m.providerId === providerId);
    if (!sms) return Promise.reject(new Error(`The fake took no message with id ${providerId}`));
    return parts.report(url, sms, status, reason);
  };

  async function control(path: string, method: string, url: URL, body: string): Promise<FakeReply> {
    if (method === 'GET' && path === '/_fake/messages') {
      const to = url.searchParams.get('to');
      return { status: 200, body: messages.filter((m) => to === null || m.to === fullNumber(to)) };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { status: 400, body: { error: 'Expected a JSON body' } };
    }
    if (method === 'POST' && path === '/_fake/fail-next') {
      const failure = asFailure(parsed);
      if (!failure)
        return { status: 400, body: { error: 'Expected {"status":500|429|400} or {"timeout":true}' } };
      const times = (parsed as { times?: unknown }).times;
      failNext(failure, typeof times === 'number' && times > 0 ? times : 1);
      return { status: 200, body: { ok: true } };
    }
    if (method === 'POST' && path === '/_fake/report') {
      const { url: target, providerId, status, reason } = parsed as Record<string, unknown>;
      if (
        typeof target !== 'string' ||
        typeof providerId !== 'string' ||
        (status !== 'delivered' && status !== 'failed')
      ) {
        return {
          status: 400,
          body: { error: 'Expected {"url","providerId","status":"delivered"|"failed","reason"?}' },
        };
      }
      const answered = await reportDelivery(
        target,
        providerId,
        status,
        typeof reason === 'string' ? reason : undefined,
      );
      return { status: 200, body: { answered } };
    }
    return { status: 404, body: { error: 'Unknown control route' } };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    readBody(req)
      .then(async (body) => {
        if (url.pathname.startsWith('/_fake/'))
          return send(res, await control(url.pathname, method, url, body));
        const request = { method, path: url.pathname, headers: req.headers, body };
        requests.push(request);
        const failure = failures.shift();
        // Held: the socket stays open until the client gives up or the fake closes.
        if (failure && 'timeout' in failure) return;
        if (failure) return send(res, parts.failureReply(failure));
        return send(res, parts.handle(request, take));
      })
      .catch((error: unknown) => send(res, { status: 500, body: { error: String(error) } }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parts.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    messages,
    requests,
    waitFor: box.waitFor,
    failNext,
    reportDelivery,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/** Posts a report the way a gateway would; the status the portal answered, for tests to check. */
export async function postReport(url: string, contentType: string, body: string): Promise<number> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body });
  await res.text();
  return res.status;
}

/** A request's JSON or form body as an object; null when it is neither. */
export function bodyFields(request: FakeRequest): Record<string, unknown> | null {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type === 'application/json') {
    try {
      const parsed: unknown = JSON.parse(request.body);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    } catch {
      return null;
    }
  }
  if (type === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(request.body));
  return null;
}
