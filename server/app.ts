import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  LogController,
} from 'fastify';
import { catalogue } from '../domain/catalogue';
import { DEFAULT_BODY_LIMIT } from '../domain/functions/define';
import { say } from '../domain/messages';
import { matchRoute } from '../domain/routes';
import type { Config } from './config';
import type { Database } from './db/client';
import { staleReads } from './db/stale-reads';
import { handlers } from './handlers';
import { masjidRulesLoader, registerPublicPages } from './http/public-masjid';
import { registerPwa } from './http/pwa';
import { receiptCheckLoader, registerReceiptCheckPage } from './http/receipt-check';
import { registerRequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { signInWithoutScript } from './http/sign-in-without-script';
import { registerStaticAssets } from './http/static-assets';
import { treasuryFileRoutes } from './http/treasury-files';
import { loadWebShell } from './http/web-shell';
import type { Clock } from './lib/clock';
import { apiRateKey } from './protocol/api-rate-key';
import { AppError } from './protocol/app-error';
import { registerFunctionRoutes } from './protocol/router';
import { safeErrorLog } from './protocol/safe-error-log';
import { rateLimitStore } from './protocol/shared-counter';
import type { PushRetry } from './push/push-sender';
import { createServices, type Services } from './services';
import { listenForRevocations } from './sign-in/revocation-listener';
import type { SmsProvider } from './sms/provider';
import { smsStatusRoute } from './sms/status-route';
import { razorpayWebhookRoute } from './treasury/razorpay-webhook';

export type AppOptions = {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  clock?: Clock;
  sms?: SmsProvider;
  smsRetryDelaysMs?: readonly number[];
  pushRetry?: PushRetry;
  /** Where the built web app lives; absent means API only (integration tests). */
  webRoot?: string;
};

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../dist/web', import.meta.url));

const STATUS_BY_HTTP: Record<number, AppError['status']> = {
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RESOURCE_EXHAUSTED',
};

/** Builds the whole HTTP app without listening, so tests drive it through inject(). */
export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = opts;
  const app = Fastify({
    loggerInstance: opts.logger,
    // A hop count trusts that many proxies in front (what proxy-addr does for a number, which Fastify's types omit).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: DEFAULT_BODY_LIMIT,
    // One line per request instead of Fastify's two (server/http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  const services = await createServices(database.db, config, app.log, {
    clock: opts.clock,
    sms: opts.sms,
    smsRetryDelaysMs: opts.smsRetryDelaysMs,
    pushRetry: opts.pushRetry,
  });
  app.addHook('onClose', async () => services.smsDispatch.close());
  // LISTEN needs a session of its own: the primary itself, never through a pooler in transaction mode.
  const revocations = listenForRevocations(database.directUrl, database.db, app.log);
  const reads = staleReads(database.db, database.replicas);
  await revocations.ready;
  app.addHook('onClose', () => revocations.stop());

  registerSecurityHeaders(app, {
    upgradeInsecureRequests: config.upgradeInsecureRequests,
    paymentGateway: config.payments !== null,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: {
        status: 'RESOURCE_EXHAUSTED',
        ...say('tooManyRequestsWait', { count: Math.ceil(ctx.ttl / 1000) }),
      },
    }),
  });

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.httpStatus).send({
        error: {
          status: err.status,
          message: err.message,
          messageCode: err.messageCode,
          messageParams: err.messageParams,
          details: err.details,
        },
      });
    }
    const http = err.statusCode ?? 500;
    if (http >= 400 && http < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large, rate limit.
      const status = STATUS_BY_HTTP[http] ?? 'INVALID_ARGUMENT';
      const code = status === 'INVALID_ARGUMENT' ? 400 : http;
      return reply.status(code).send({ error: { status, message: err.message } });
    }
    if (database.reportIfUnreachable(err)) {
      // The database went away under this request (its watch tells the operator, once): what was being
      // written is not saved, and the caller may try again in a moment.
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: { status: 'UNAVAILABLE', ...say('databaseUnavailable') } });
    }
    // Never the error itself: its message and stack may hold the query's parameters (see safeErrorLog).
    req.log.error({ error: safeErrorLog(err) }, 'Unhandled error');
    return reply.status(500).send({ error: { status: 'INTERNAL', ...say('internalError') } });
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => {
    try {
      await database.ping();
      // Which replicas serve the reads that may be a moment stale, and why any other is left out.
      const replicas = database.replicas.status();
      return replicas.length ? { status: 'ready', replicas } : { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await app.register(async (api) => {
    // Carrier NAT puts thousands of phones behind one address, and a registration drive a whole masjid on
    // one Wi-Fi: signed-in calls are counted per session, so neighbours never share a budget. Calls without
    // a session share their network's, which is generous for the picker's reads; the expensive public calls
    // (phone check, OTP, sign-in) have strict limits of their own (sign-in/limits.ts).
    await api.register(rateLimit, {
      max: (_req, key) =>
        key.startsWith('session:') ? config.apiLimits.perSession : config.apiLimits.publicPerIp,
      timeWindow: '1 minute',
      global: true,
      keyGenerator: apiRateKey,
      // In a fleet, counted in the database, so the processes share one budget (shared-counter.ts).
      store: rateLimitStore(services.hits),
    });
    registerFunctionRoutes(api, {
      catalogue,
      handlers,
      db: database.db,
      staleReads: reads,
      config,
      services,
    });
    await api.register(smsStatusRoute, { db: database.db, services });
    // Receipts' PDFs and Form 10BE, on the API's sessions and its budget (server/http/treasury-files.ts).
    await api.register(treasuryFileRoutes, { db: database.db, services, publicUrl: config.publicUrl });
  });
  // The payment gateway's events, outside the API's scope: its own parser keeps the raw body it signs.
  if (config.payments)
    await app.register(razorpayWebhookRoute, { db: database.db, services, payments: config.payments });

  const webRoot = opts.webRoot;
  if (webRoot && existsSync(join(webRoot, 'index.html'))) {
    const webShell = loadWebShell(webRoot, config.portalName);
    await registerStaticAssets(app, webRoot);
    registerPwa(app, { webRoot, portalName: config.portalName, webShell });
    // A masjid's public page and the masjids near me, drawn here per request (server/http/public-masjid.ts).
    registerPublicPages(app, {
      webRoot,
      portalName: config.portalName,
      loadRules: masjidRulesLoader(reads),
      now: () => services.clock.now(),
      perMinute: config.apiLimits.publicPerIp,
    });
    // A receipt's public check, the page its QR code opens, drawn here too (server/http/receipt-check.ts).
    registerReceiptCheckPage(app, {
      webRoot,
      portalName: config.portalName,
      loadReceipt: receiptCheckLoader(database.db),
      perMinute: config.apiLimits.publicPerIp,
    });
    // Its own scope: the form parser it adds must not reach the API, which takes JSON only.
    await app.register(signInWithoutScript);
    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '/';
      const reading = req.method === 'GET' || req.method === 'HEAD';
      if (!reading || path.startsWith('/api') || path.startsWith('/assets/')) {
        return reply.status(404).send({ error: { status: 'NOT_FOUND', ...say('notFoundPlain') } });
      }
      // Every route of domain/routes.ts is the single-page app; anything else is a 404 that still shows the app.
      const shell = webShell(path, req.headers);
      if (shell.encoding) reply.header('content-encoding', shell.encoding);
      return reply
        .status(matchRoute(path) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .header('vary', shell.vary)
        .type('text/html; charset=utf-8')
        .send(shell.body);
    });
  } else {
    app.setNotFoundHandler((_req, reply) =>
      reply.status(404).send({ error: { status: 'NOT_FOUND', ...say('notFoundPlain') } }),
    );
  }

  return { app, services };
}
