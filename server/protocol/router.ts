import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildNameIndex, type Catalogue } from '../../domain/catalogue';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '../../domain/control-characters';
import type { FunctionDef } from '../../domain/functions/define';
import * as z from '../../domain/zod';
import { forgetCachedSessions, resolveSession } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Services } from '../services';
import { meetsAccess } from './access';
import { AppError, permissionDenied, tooMany, unauthenticated } from './app-error';
import { BadTokenGuard } from './bad-token-guard';
import type { Handlers, PublicContext } from './context';

/** Reads change nothing about the caller (spec §7 names them get… and fetch…). */
const isRead = (name: string) => /^(get|fetch)[A-Z]/.test(name);

type AnyHandler = (input: unknown, ctx: PublicContext) => Promise<unknown>;

export type RouterOptions = {
  catalogue: Catalogue;
  handlers: Handlers;
  db: Db;
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

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  if (!m) throw new AppError('UNAUTHENTICATED', 'Malformed Authorization header');
  return m[1]!;
}

function validationError(error: z.core.$ZodError): AppError {
  const details = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new AppError('INVALID_ARGUMENT', error.issues[0]?.message ?? 'Invalid input', details);
}

export function registerFunctionRoutes(app: FastifyInstance, opts: RouterOptions): void {
  const { catalogue, handlers, db, config, services } = opts;
  checkHandlers(catalogue, handlers);
  const names = buildNameIndex(catalogue);
  const defs = catalogue as Record<string, FunctionDef>;
  const badTokens = new BadTokenGuard(services.clock);

  app.get('/api', async () => ({
    result: Object.entries(defs).map(([name, def]) => ({
      name,
      aliases: def.aliases,
      access: def.access,
      botCheck: def.botCheck ?? false,
      summary: def.summary,
      input: z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }),
    })),
  }));

  app.post<{ Params: { name: string } }>('/api/:name', async (req, reply) => {
    // Replies carry personal data and session tokens: no browser or proxy may keep a copy.
    reply.header('cache-control', 'no-store');
    const name = names.get(req.params.name);
    if (!name) throw new AppError('NOT_FOUND', `Unknown function "${req.params.name}"`);
    const def = defs[name]!;

    const body = req.body as unknown;
    if (body === null || typeof body !== 'object' || Array.isArray(body) || !('data' in body)) {
      throw new AppError('INVALID_ARGUMENT', 'The request body must be a JSON object with a "data" field');
    }

    const token = bearerToken(req);
    const signedIn = token ? await resolveSession(db, services.clock, token) : null;
    if (token && !signedIn && badTokens.strike(req.ip))
      throw tooMany('Too many requests. Please sign in again');
    if (def.access !== 'public') {
      if (!signedIn) throw unauthenticated();
      if (!meetsAccess(def.access, signedIn.user)) throw permissionDenied();
    }

    const data = (body as { data: unknown }).data;
    const controlAt = findControlCharacter(data);
    if (controlAt !== null) {
      throw new AppError('INVALID_ARGUMENT', CONTROL_CHARACTER_MESSAGE, [
        { path: controlAt, message: CONTROL_CHARACTER_MESSAGE },
      ]);
    }
    const parsed = z.safeParse(def.input, data);
    if (!parsed.success) throw validationError(parsed.error);

    if (def.botCheck) await services.botCheck.verify((body as { data: { altcha?: unknown } }).data?.altcha);

    const handler = (handlers as unknown as Record<string, AnyHandler>)[name]!;
    let result: unknown;
    try {
      result = await handler(parsed.data, {
        db,
        config,
        services,
        log: req.log,
        ip: req.ip,
        caller: signedIn?.user ?? null,
        session: signedIn?.session ?? null,
      });
    } finally {
      // A write may have changed the caller's own record; their next call must not see the cached one.
      if (signedIn && !isRead(name)) forgetCachedSessions(db, signedIn.user.id);
    }
    // The output schema is an allow-list: fields it does not name (a password hash, say) never leave.
    return { result: z.parse(def.output, result) };
  });
}
