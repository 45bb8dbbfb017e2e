import type { FastifyBaseLogger } from 'fastify';
import type { Catalogue, FunctionName, FunctionOutput } from '../../domain/catalogue';
import type * as z from '../../domain/zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Services } from '../services';
import type { CallerSession, SessionUser } from './caller';

export type BaseContext = {
  db: Db;
  config: Config;
  services: Services;
  log: FastifyBaseLogger;
  ip: string;
};

export type PublicContext = BaseContext & { caller: SessionUser | null; session: CallerSession | null };
export type SignedInContext = BaseContext & { caller: SessionUser; session: CallerSession };

/**
 * A service's first parameter: the fields of the call's context it reads, and no more. A handler passes its
 * whole context on (`(input, ctx) => service(ctx, input)`); a test builds only the fields named here.
 */
export type ServiceContext<K extends keyof SignedInContext> = Pick<SignedInContext, K>;

/** A function's input as the router hands it on: parsed and checked by the catalogue's schema. */
export type ParsedInput<N extends FunctionName> = z.output<Catalogue[N]['input']>;

type ContextFor<A> = A extends 'public' ? PublicContext : SignedInContext;

export type Handler<N extends FunctionName> = (
  input: ParsedInput<N>,
  ctx: ContextFor<Catalogue[N]['access']>,
) => Promise<FunctionOutput<N>>;

export type Handlers = { [N in FunctionName]: Handler<N> };

/**
 * One area's handlers (server/<area>/handlers.ts): exactly the functions its domain/functions/<area>.ts
 * declares, no more and no fewer, so an area's two halves cannot drift apart.
 */
export type AreaHandlers<Area> = { [N in keyof Area & FunctionName]: Handler<N> };
