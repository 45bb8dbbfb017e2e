import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { applyDeliveryReports } from './outbox';
import { smsStatusKey } from './status-key';

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * POST /sms/status/<provider>?key=…: the gateway's delivery reports. Only the configured gateway's, and only
 * with the secret (shown to the super admin on /admin/sms): without it, anyone could mark SMS delivered or
 * failed. A report for an SMS the outbox does not know changes nothing.
 */
export async function smsStatusRoute(app: FastifyInstance, { db, services }: { db: Db; services: Services }) {
  // MSG91's reports come as a form whose `data` field holds JSON: the gateway reads the raw text itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  let key: string | null = null;
  app.post<{ Params: { provider: string }; Querystring: Record<string, string | undefined> }>(
    '/sms/status/:provider',
    async (req, reply) => {
      const gateway = services.sms;
      if (req.params.provider !== gateway.name || !gateway.readReports)
        return reply.status(404).send({ error: 'No delivery reports are taken for this gateway' });
      key ??= await smsStatusKey(db);
      const given = req.query.key;
      if (typeof given !== 'string' || !same(given, key))
        return reply.status(403).send({ error: 'Wrong or missing key' });
      let reports: ReturnType<NonNullable<typeof gateway.readReports>>;
      try {
        reports = gateway.readReports({ body: req.body, headers: req.headers, query: req.query });
      } catch {
        return reply.status(400).send({ error: 'Unreadable delivery report' });
      }
      const applied = await applyDeliveryReports(db, gateway.name, reports, services.clock.now());
      return { received: reports.length, applied };
    },
  );
}
