import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FunctionDef, SharedCaching } from '../../domain/functions/define';
import { MSG, say } from '../../domain/messages';
import { AppError } from './app-error';
import { MAX_NESTING, nestsDeeperThan } from './json-nesting';
import { sharedMaxAge } from './shared-age';

export type SharedReadsOptions = {
  defs: Record<string, FunctionDef>;
  /** Every name and alias to its function's name. */
  names: Map<string, string>;
  now: () => Date;
  /** The router's own pipeline: session, access, input, handler, output allow-list. */
  runFunction: (req: FastifyRequest, name: string, data: unknown) => Promise<unknown>;
};

/**
 * Refuses to start when a function that is not a public read declares shared caching: nothing personal may
 * ever be cacheable (decision 0016).
 */
export function checkSharedCaching(defs: Record<string, FunctionDef>): void {
  const wrong = Object.entries(defs)
    .filter(([, def]) => def.sharedCaching && (def.access !== 'public' || def.kind !== 'read'))
    .map(([name]) => name);
  if (wrong.length) throw new Error(`Only a public read may declare sharedCaching: [${wrong.join(', ')}]`);
}

/** A strong validator of the reply's bytes: the same reply has the same ETag on every process of a fleet. */
function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether `If-None-Match` names this tag (or is `*`); a weak tag matches its strong twin, as RFC 9110 says for GET. */
function matchesAny(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const candidate = t.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === tag;
  });
}

/** `?data=<json>`: absent is null (the functions without input), and text that is not JSON a 400. */
function parseData(query: unknown): unknown {
  const text = (query as { data?: unknown } | undefined)?.data;
  if (text === undefined) return null;
  if (typeof text !== 'string') throw new AppError('INVALID_ARGUMENT', MSG.dataNotJson);
  if (nestsDeeperThan(text, MAX_NESTING)) {
    throw new AppError('INVALID_ARGUMENT', say('requestTooDeep', { max: MAX_NESTING }));
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('INVALID_ARGUMENT', MSG.dataNotJson);
  }
}

/**
 * `GET /api/<name>?data=<json>` for the public reads that opt in (`sharedCaching` in their catalogue entry):
 * the same call as POST, answered with an ETag (a matching `If-None-Match` gets 304) and `Cache-Control:
 * public, max-age=…`, so the browser, Caddy's cache tier and a CDN answer repeats (decision 0016). A request
 * that carries credentials (a bearer token or any cookie) is answered `private, no-store`: the reply of a
 * public read does not depend on who asks, but a cache must never learn to key a signed-in caller's traffic.
 * Every other function refuses GET with a 405 naming POST.
 */
export function registerSharedReads(app: FastifyInstance, opts: SharedReadsOptions): void {
  const { defs, names, now, runFunction } = opts;
  checkSharedCaching(defs);

  app.get<{ Params: { name: string } }>('/api/:name', async (req, reply) => {
    // What a cache keys on besides the address; and nothing is kept until the reply below says so.
    reply.header('vary', 'authorization, cookie');
    reply.header('cache-control', 'no-store');
    const name = names.get(req.params.name);
    if (!name) throw new AppError('NOT_FOUND', say('unknownFunction', { name: req.params.name }));
    const caching: SharedCaching | undefined = defs[name]!.sharedCaching;
    if (!caching) {
      reply.header('allow', 'POST');
      throw new AppError('METHOD_NOT_ALLOWED', say('postOnly', { name: req.params.name }));
    }

    const result = await runFunction(req, name, parseData(req.query));
    const body = JSON.stringify({ result });
    const personal = req.headers.authorization !== undefined || req.headers.cookie !== undefined;
    reply.type('application/json; charset=utf-8');
    if (personal) {
      reply.header('cache-control', 'private, no-store');
      return reply.send(body);
    }
    const tag = entityTag(body);
    reply.header('etag', tag);
    reply.header('cache-control', `public, max-age=${sharedMaxAge(caching, result, now())}`);
    if (matchesAny(req.headers['if-none-match'], tag)) return reply.status(304).send();
    return reply.send(body);
  });
}
