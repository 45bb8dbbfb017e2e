import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import pino from 'pino';
import { expect, it } from 'vitest';
import { registerRequestLog } from './request-log';

/** A Fastify app logging into an array, answering /ok with 200 and /busy with 429. */
async function appWithLog(now: () => number) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'info' }, sink);
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app, now);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/busy', async (_req, reply) => reply.status(429).send({}));
  await app.ready();
  return { app, lines };
}

it('writes one line per request, without the query string', async () => {
  const { app, lines } = await appWithLog(() => 0);
  await app.inject({ url: '/ok?phone=9876543210' });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ method: 'GET', path: '/ok', status: 200, msg: 'request' });
  expect(JSON.stringify(lines)).not.toContain('9876543210');
});

it('logs a flood of 429s once a minute per path, with how many it left out', async () => {
  let clock = 0;
  const { app, lines } = await appWithLog(() => clock);
  for (let i = 0; i < 200; i++) await app.inject({ url: '/busy' });
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ status: 429, level: 40 });
  clock = 60_000;
  await app.inject({ url: '/busy' });
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatchObject({ suppressedBefore: 199 });
});
