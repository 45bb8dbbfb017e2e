import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { applyGatewayEvent, type GatewayEvent } from './gateway-paid';
import type { PaymentsConfig } from './payments-config';

/** Razorpay's webhook bodies are a few kilobytes; more is not Razorpay. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** The hex HMAC-SHA256 of the raw body with the webhook secret: what Razorpay sends as X-Razorpay-Signature. */
export const razorpaySignature = (body: Buffer | string, secret: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Whether `given` is the body's signature, compared in constant time so the secret cannot be guessed byte by byte. */
export function signatureMatches(body: Buffer, given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(razorpaySignature(body, secret), 'utf8');
  const actual = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

type Entity = Record<string, unknown> | undefined;
const entityOf = (payload: unknown, name: string): Entity => {
  const part = (payload as Record<string, { entity?: unknown }> | undefined)?.[name]?.entity;
  return part && typeof part === 'object' ? (part as Record<string, unknown>) : undefined;
};
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * Reads the event's kind, order, payment and amount. payment.captured carries the payment (with its order_id);
 * order.paid carries the order and its payment too. The payment's amount is what was paid; without a payment,
 * the order's amount_paid.
 */
export function readRazorpayEvent(body: Buffer, eventId: string): GatewayEvent | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const payment = entityOf(parsed.payload, 'payment');
  const order = entityOf(parsed.payload, 'order');
  const amount = payment?.amount ?? order?.amount_paid;
  return {
    eventId,
    event: text(parsed.event) ?? '',
    orderId: text(payment?.order_id) ?? text(order?.id),
    paymentId: text(payment?.id),
    amountPaise: typeof amount === 'number' && Number.isInteger(amount) ? amount : null,
    currency: text(payment?.currency) ?? text(order?.currency),
  };
}

/**
 * POST /webhooks/razorpay: Razorpay's events, the only thing that confirms a gateway gift
 * (docs/decisions/0013-baitul-maal.md). Its own scope, so that its parser, which keeps the raw bytes the
 * signature is over, reaches no other route (the API parses JSON as usual). A bad or missing signature is a
 * 400 and changes nothing. Every verified event is answered 200 at once, also one we ignore, so Razorpay stops
 * retrying it; only a failure of our own (the database) answers 500, and then Razorpay's retry applies it.
 * Without a configured gateway the route does not exist.
 */
export async function razorpayWebhookRoute(
  app: FastifyInstance,
  { db, services, payments }: { db: Db; services: Services; payments: PaymentsConfig },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/webhooks/razorpay', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req, reply) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!signatureMatches(body, req.headers['x-razorpay-signature'], payments.webhookSecret))
      return reply.status(400).send({ error: 'Bad or missing X-Razorpay-Signature' });
    // Razorpay names every event; should one come without, the body's own hash still absorbs its exact replays.
    const eventId =
      text(req.headers['x-razorpay-event-id']) ?? `body:${createHash('sha256').update(body).digest('hex')}`;
    const event = readRazorpayEvent(body, eventId);
    if (!event) return reply.status(200).send({ status: 'ignored' });
    const outcome = await applyGatewayEvent(db, event, services.clock.now(), req.log);
    return reply.status(200).send({ status: outcome });
  });
}
