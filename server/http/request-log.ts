import type { FastifyInstance } from 'fastify';

// A flood of refused requests must not flood the log: each path's 429s are logged once a minute, with a count.
const REFUSAL_WINDOW_MS = 60_000;

/**
 * One log line per request, written when the reply is sent: method, path (never the query string, which may
 * carry a phone number), status and time taken. Fastify's own logging writes two lines per request and is
 * switched off (`disableRequestLogging`). Bodies and headers are never logged.
 */
export function registerRequestLog(app: FastifyInstance, now: () => number = Date.now): void {
  const refusals = new Map<string, { since: number; suppressed: number }>();

  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const line = {
      method: req.method,
      path,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode !== 429) {
      req.log.info(line, 'request');
      return;
    }
    const seen = refusals.get(path);
    const t = now();
    if (seen && t - seen.since < REFUSAL_WINDOW_MS) {
      seen.suppressed++;
      return;
    }
    refusals.set(path, { since: t, suppressed: 0 });
    // Bounded: the paths are the app's own, but a scanner could invent many.
    if (refusals.size > 1000) refusals.clear();
    req.log.warn(
      { ...line, suppressedBefore: seen?.suppressed ?? 0 },
      'Too many requests (further ones this minute are not logged)',
    );
  });
}
