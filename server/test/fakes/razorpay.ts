import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body';

// A local Razorpay for the tests, as its documentation describes it: POST /v1/orders with basic auth (key id :
// key secret) and a JSON body {amount (integer paise, at least 100), currency 'INR', receipt (at most 40
// characters), notes}, answering the order entity or Razorpay's error shape. It can be told to fail, and it
// sends webhooks as Razorpay does: the raw JSON body signed with the webhook secret (hex HMAC-SHA256) in
// X-Razorpay-Signature, and the event's id in X-Razorpay-Event-Id. A plain node:http listener, no test framework.

export const FAKE_RAZORPAY_KEYS = {
  keyId: 'rzp_test_fake0000000001',
  keySecret: 'fake-key-secret-0123456789',
  webhookSecret: 'fake-webhook-secret-0123456789',
};

export type FakeOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  status: 'created' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
};

export type FakeOrderRequest = { authorization: string | undefined; body: unknown };

/** What the fake should do instead of answering an order: a 5xx or 401 in Razorpay's shape, or no answer. */
export type RazorpayFailure = { status: 500 | 502 | 503 | 401 } | { timeout: true };

export type FakeRazorpay = {
  /** What RAZORPAY_API_URL is set to, e.g. http://127.0.0.1:40123. */
  url: string;
  /** The env a test's portal starts with to use this fake. */
  env: Record<string, string>;
  orders: FakeOrder[];
  /** Every POST /v1/orders as it came, accepted or not. */
  requests: FakeOrderRequest[];
  failNext(failure: RazorpayFailure, times?: number): void;
  /** A payment.captured (or order.paid) webhook body for an order, as Razorpay writes one. */
  paidEvent(
    orderId: string,
    options?: { event?: 'payment.captured' | 'order.paid'; amount?: number; paymentId?: string },
  ): Record<string, unknown>;
  close(): Promise<void>;
};

const error = (status: number, code: string, description: string, field?: string) => ({
  status,
  body: {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  },
});

const razorpayId = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

function send(res: ServerResponse, reply: { status: number; body: unknown }) {
  res.writeHead(reply.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(reply.body));
}

export async function startFakeRazorpay(keys = FAKE_RAZORPAY_KEYS): Promise<FakeRazorpay> {
  const orders: FakeOrder[] = [];
  const requests: FakeOrderRequest[] = [];
  const failures: RazorpayFailure[] = [];
  const held = new Set<ServerResponse>();
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;

  function createOrder(authorization: string | undefined, raw: string): { status: number; body: unknown } {
    if (authorization !== expectedAuth) return error(401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw);
    } catch {
      return error(400, 'BAD_REQUEST_ERROR', 'The request body is not valid JSON');
    }
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      return error(400, 'BAD_REQUEST_ERROR', 'The amount must be an integer.', 'amount');
    if (amount < 100)
      return error(400, 'BAD_REQUEST_ERROR', 'The amount must be at least INR 1.00', 'amount');
    if (currency !== 'INR') return error(400, 'BAD_REQUEST_ERROR', 'Currency is not supported', 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40))
      return error(400, 'BAD_REQUEST_ERROR', 'receipt: the length must be no more than 40.', 'receipt');
    const order: FakeOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: (receipt as string | undefined) ?? null,
      status: 'created',
      attempts: 0,
      notes: (notes as Record<string, string> | undefined) ?? {},
      created_at: Math.floor(Date.now() / 1000),
    };
    orders.push(order);
    return { status: 200, body: order };
  }

  const server = createServer((req, res) => {
    readBody(req)
      .then((raw) => {
        const path = new URL(req.url ?? '/', 'http://fake').pathname;
        if (req.method !== 'POST' || path !== '/v1/orders')
          return send(res, error(404, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'));
        let parsed: unknown = raw;
        try {
          parsed = JSON.parse(raw);
        } catch {}
        requests.push({ authorization: req.headers.authorization, body: parsed });
        const failure = failures.shift();
        if (failure && 'timeout' in failure) {
          held.add(res);
          return;
        }
        if (failure?.status === 401)
          return send(res, error(401, 'BAD_REQUEST_ERROR', 'Authentication failed'));
        if (failure)
          return send(
            res,
            error(
              failure.status,
              'SERVER_ERROR',
              'We are facing some trouble completing your request at the moment. Please try again shortly.',
            ),
          );
        return send(res, createOrder(req.headers.authorization, raw));
      })
      .catch((e: unknown) => send(res, { status: 500, body: { error: String(e) } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const paidEvent: FakeRazorpay['paidEvent'] = (orderId, options = {}) => {
    const order = orders.find((o) => o.id === orderId);
    const amount = options.amount ?? order?.amount ?? 0;
    const payment = {
      id: options.paymentId ?? razorpayId('pay'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: orderId,
      method: 'upi',
      captured: true,
      email: 'void@razorpay.com',
      contact: '+919876543210',
      vpa: 'donor@okbank',
      created_at: Math.floor(Date.now() / 1000),
    };
    const event = options.event ?? 'payment.captured';
    return {
      entity: 'event',
      account_id: 'acc_FakeAccount01',
      event,
      contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
      payload: {
        payment: { entity: payment },
        ...(event === 'order.paid' && order
          ? { order: { entity: { ...order, amount_paid: amount, amount_due: 0, status: 'paid' } } }
          : {}),
      },
      created_at: Math.floor(Date.now() / 1000),
    };
  };

  return {
    url,
    env: {
      PAYMENTS_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: url,
    },
    orders,
    requests,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    paidEvent,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Razorpay's signature of a webhook body: hex HMAC-SHA256 of the exact bytes with the webhook secret. */
export const signWebhook = (body: string, secret = FAKE_RAZORPAY_KEYS.webhookSecret) =>
  createHmac('sha256', secret).update(body).digest('hex');

/**
 * The headers and raw body of a webhook as Razorpay sends it, for app.inject() or fetch. `signature` replaces
 * the right one (a test of a forged event); `eventId` is Razorpay's X-Razorpay-Event-Id (a new one unless given).
 */
export function signedWebhook(
  event: Record<string, unknown>,
  options: { eventId?: string; signature?: string | null; secret?: string } = {},
): { headers: Record<string, string>; body: string; eventId: string } {
  const body = JSON.stringify(event);
  const eventId = options.eventId ?? razorpayId('evt');
  const signature = options.signature === undefined ? signWebhook(body, options.secret) : options.signature;
  return {
    body,
    eventId,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
  };
}
