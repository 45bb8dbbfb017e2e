import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meetsAccess } from '../../domain/access';
import { buildNameIndex, type Catalogue } from '../../domain/catalogue';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../../domain/control-characters';
import { DEFAULT_BODY_LIMIT, type FunctionDef } from '../../domain/functions/define';
import { MSG, messageCodeOf, say } from '../../domain/messages';
import * as z from '../../domain/zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { StaleReads } from '../db/stale-reads';
import type { Services } from '../services';
import { forgetCachedSessions } from '../sign-in/sessions';
import { AppError, invalidFields, permissionDenied, unauthenticated } from './app-error';
import { limitReceivedBytes } from './body-limit';
import type { Handlers, PublicContext } from './context';
import { MAX_NESTING, nestsDeeperThan } from './json-nesting';
import { requestSession } from './request-session';
import { registerSharedReads } from './shared-reads';

/**
 * Names a reply's catalogue message by its code (`{pass: false, message: 'Incorrect OTP'}` gains
 * `messageCode: 'incorrectOtp'`), so the web app shows every server message in the member's language. A reply
 * built with `say(…)` has its code already.
 */
export function withMessageCode<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const reply = value as Record<string, unknown>;
  if (typeof reply.message !== 'string' || reply.messageCode !== undefined) return value;
  const code = messageCodeOf(reply.message);
  return code ? { ...value, messageCode: code } : value;
}

type AnyHandler = (input: unknown, ctx: PublicContext) => Promise<unknown>;

export type RouterOptions = {
  catalogue: Catalogue;
  handlers: Handlers;
  db: Db;
  /** Where the catalogue's `mayBeStale` reads go: a fit replica, else the primary. */
  staleReads: StaleReads;
  config: Config;
  services: Services;
};

/** Refuses to start when the catalogue and the handlers disagree, so no function is declared but unserved. */
export function checkHandlers(catalogue: Record<string, unknown>, handlers: Record<string, unknown>): void {
  const declared = Object.keys(catalogue);
  const bound = Object.keys(handlers);
  const missing = declared.filter((n) => typeof handlers[n] !== 'function');
  const extra = bound.filter((n) => !(n in catalogue));
  if (missing.length || extra.length) {
    throw new Error(
      `Function catalogue and handlers disagree. Without handler: [${missing.join(', ')}]; not in catalogue: [${extra.join(', ')}]`,
    );
  }
}

/**
 * Parses the functions' JSON bodies as Fastify does, after refusing one nested deeper than MAX_NESTING with a
 * 400: read once as text, before JSON.parse, the session lookup or any walk over the value.
 */
function refuseDeepJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // parseAs 'string' always gives text.
    const text = String(body);
    if (nestsDeeperThan(text, MAX_NESTING)) {
      done(new AppError('INVALID_ARGUMENT', say('requestTooDeep', { max: MAX_NESTING })), undefined);
      return;
    }
    parseJson(req, text, done);
  });
}

function validationError(error: z.core.$ZodError): AppError {
  return invalidFields(error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}

export function registerFunctionRoutes(app: FastifyInstance, opts: RouterOptions): void {
  const { catalogue, handlers, db, staleReads, config, services } = opts;
  checkHandlers(catalogue, handlers);
  const names = buildNameIndex(catalogue);
  const defs = catalogue as Record<string, FunctionDef>;

  app.get('/api', async () => ({
    result: Object.entries(defs).map(([name, def]) => ({
      name,
      aliases: def.aliases,
      access: def.access,
      kind: def.kind,
      botCheck: def.botCheck ?? false,
      sharedCaching: def.sharedCaching ?? null,
      summary: def.summary,
      input: z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }),
    })),
  }));

  // The route takes the largest body any function declares; each function's own limit is checked first,
  // from the declared length before anything is read, then on the bytes actually received (a chunked body
  // declares no length), so a spreadsheet's allowance never reaches a sign-in.
  const largestBody = Math.max(DEFAULT_BODY_LIMIT, ...Object.values(defs).map((d) => d.bodyLimit ?? 0));
  const bodyLimitOf = (req: FastifyRequest<{ Params: { name: string } }>) => {
    const name = names.get(req.params.name);
    return (name && defs[name]?.bodyLimit) || DEFAULT_BODY_LIMIT;
  };
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', MSG.requestTooLarge);
  refuseDeepJson(app);

  /**
   * One call after its transport's own checks: the session, the function's access, control characters, the
   * input schema, the handler, and the output's allow-list. POST and the shared reads' GET both end here.
   */
  const runFunction = async (req: FastifyRequest, name: string, data: unknown): Promise<unknown> => {
    const def = defs[name]!;
    const signedIn = await requestSession(req, db, services);
    if (def.access !== 'public') {
      if (!signedIn) throw unauthenticated();
      if (!meetsAccess(def.access, signedIn.user)) throw permissionDenied();
    }

    const controlAt = findControlCharacter(data);
    if (controlAt !== null) {
      throw new AppError('INVALID_ARGUMENT', CONTROL_CHARACTER_MESSAGE, [
        withMessageCode({ path: controlAt, message: CONTROL_CHARACTER_MESSAGE }),
      ]);
    }
    const parsed = z.safeParse(def.input, data);
    if (!parsed.success) throw validationError(parsed.error);

    const handler = (handlers as unknown as Record<string, AnyHandler>)[name]!;
    const callerId = signedIn?.user.id ?? null;
    const run = (on: Db) =>
      handler(parsed.data, {
        db: on,
        config,
        services,
        log: req.log,
        ip: req.ip,
        caller: signedIn?.user ?? null,
        session: signedIn?.session ?? null,
      });
    let result: unknown;
    try {
      result = def.mayBeStale ? await staleReads.run(callerId, run) : await run(db);
    } finally {
      if (signedIn && def.kind === 'write') {
        // A write may have changed the caller's own record; their next call must not see the cached one,
        // nor a replica that has not replayed the write yet.
        forgetCachedSessions(db, signedIn.user.id);
        staleReads.wrote(signedIn.user.id);
      }
    }
    // The output schema is an allow-list: fields it does not name (a password hash, say) never leave.
    return withMessageCode(z.parse(def.output, result));
  };

  app.post<{ Params: { name: string } }>(
    '/api/:name',
    {
      bodyLimit: largestBody,
      onRequest: async (req) => {
        if (Number(req.headers['content-length'] ?? 0) > bodyLimitOf(req)) throw tooLarge();
      },
      preParsing: async (req, _reply, payload) => limitReceivedBytes(payload, bodyLimitOf(req), tooLarge),
    },
    async (req, reply) => {
      // Replies carry personal data and session tokens: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store');
      const name = names.get(req.params.name);
      if (!name) throw new AppError('NOT_FOUND', say('unknownFunction', { name: req.params.name }));
      const body = req.body as unknown;
      if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
        throw new AppError('INVALID_ARGUMENT', MSG.bodyNeedsData);
      }

      return { result: await runFunction(req, name, (body as { data: unknown }).data) };
    },
  );

  registerSharedReads(app, { defs, names, now: () => services.clock.now(), runFunction });
}
