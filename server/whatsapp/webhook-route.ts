import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { readMetaStatuses } from './gateways/meta';
import { applyWhatsAppStatuses } from './outbox';
import type { WhatsAppConfig } from './whatsapp-config';

/** Meta's webhook bodies are small; more is not Meta. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** The path given to Meta's app dashboard as the callback URL (the screen adds the portal's address). */
export const WHATSAPP_WEBHOOK_PATH = '/whatsapp/webhook';

/** X-Hub-Signature-256 as Meta sends it: "sha256=" and the hex HMAC-SHA256 of the raw body with the app secret. */
export const hubSignatureOf = (body: Buffer | string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')];
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether `given` is the body's signature, compared in constant time. */
export function hubSignatureMatches(body: Buffer, given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  return same(hubSignatureOf(body, secret), given.trim().toLowerCase());
}

/**
 * GET and POST /whatsapp/webhook: the Cloud API's webhook (docs/decisions/0015-whatsapp.md). The GET is
 * Meta's check when the address is saved: it must echo hub.challenge when hub.verify_token is ours. Each POST
 * is signed with the app secret (X-Hub-Signature-256 over the raw bytes, which is why this scope keeps them);
 * a wrong or missing signature is a 401 and changes nothing. A signed POST is answered 200 whatever it holds,
 * so Meta stops retrying it; statuses move the outbox's rows forward. Only with WHATSAPP_PROVIDER=meta.
 */
export async function whatsappWebhookRoute(
  app: FastifyInstance,
  {
    db,
    services,
    whatsapp,
  }: { db: Db; services: Services; whatsapp: Extract<WhatsAppConfig, { provider: 'meta' }> },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  app.get<{ Querystring: Record<string, string | undefined> }>(WHATSAPP_WEBHOOK_PATH, async (req, reply) => {
    const mode = req.query['hub.mode'];
    const token = req.query['hub.verify_token'];
    const challenge = req.query['hub.challenge'];
    if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string')
      return reply
        .status(400)
        .send({ error: 'Expected hub.mode=subscribe, hub.verify_token and hub.challenge' });
    if (!same(token, whatsapp.verifyToken))
      return reply.status(403).send({ error: 'Wrong hub.verify_token' });
    return reply.type('text/plain').send(challenge);
  });
  app.post(WHATSAPP_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (req, reply) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!hubSignatureMatches(body, req.headers['x-hub-signature-256'], whatsapp.appSecret))
      return reply.status(401).send({ error: 'Bad or missing X-Hub-Signature-256' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return reply.status(200).send({ received: 0, applied: 0 });
    }
    const provider = services.whatsappDispatch?.provider.name ?? 'whatsapp-meta';
    const statuses = readMetaStatuses(parsed, whatsapp.phoneNumberId);
    const applied = await applyWhatsAppStatuses(db, provider, statuses, services.clock.now());
    return { received: statuses.length, applied };
  });
}
