import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { FunctionInput, FunctionName, FunctionOutput } from '../../domain/catalogue';
import type { ErrorStatus } from '../../domain/errors';
import type { MessageCode, MessageParams } from '../../domain/messages';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import type { Clock } from '../lib/clock';
import { testConfig } from './config';
import { databaseUrl } from './test-database';

/** A database of its own for one test file: a copy of the run's migrated and seeded template. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { serverUrl, template } = inject('testDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A refusal as the server's error handler sends it. */
export type ProtocolError = {
  status: ErrorStatus;
  message: string;
  messageCode?: MessageCode;
  messageParams?: MessageParams;
  details?: unknown;
};

/**
 * A reply to a call whose result has type `Result`. Both fields are typed, so a misspelled field does not
 * compile. Which of the two came is the status's to say (200: `result`, else `error`), and a test asserts it;
 * reading into the one that did not come throws instead of giving an undefined that an assertion could accept.
 */
export type CallReply<Result = unknown> = { status: number; body: { result: Result; error: ProtocolError } };

/** The result type of a name: the catalogue's output for a function it declares, else nothing known. */
export type ResultOf<N extends string> = N extends FunctionName ? FunctionOutput<N> : unknown;

/** Calls a function as the web client does: the name and input are checked against the catalogue. */
export type Call = <N extends FunctionName>(
  name: N,
  data: FunctionInput<N>,
  token?: string | null,
  options?: { ip?: string },
) => Promise<CallReply<FunctionOutput<N>>>;

/** Sends what the catalogue would refuse: an input of the wrong shape, or a name it does not declare. */
export type Send = <N extends string>(
  name: N,
  data: unknown,
  token?: string | null,
  options?: { ip?: string },
) => Promise<CallReply<ResultOf<N>>>;

/** A migrated, seeded app on its own database, driven over the real HTTP protocol with inject(). */
/** The waits between an SMS's tries in the tests' apps. */
export const TEST_SMS_RETRY_DELAYS_MS = [20, 20, 20, 20, 20];

/** A push's retries in the tests' apps: a 503 is tried again within a tenth of a second, whatever Retry-After says. */
export const TEST_PUSH_RETRY = { delaysMs: [20, 20, 20], maxWaitMs: 50 };

export async function startTestApp(
  options: { env?: Record<string, string>; clock?: Clock; logger?: FastifyBaseLogger; webRoot?: string } = {},
) {
  const { database, drop } = await freshDatabase();
  const config = testConfig(options.env);
  const { app, services } = await buildApp({
    config,
    database,
    logger: options.logger ?? pino({ level: 'silent' }),
    clock: options.clock,
    webRoot: options.webRoot,
    // A gateway's retries come within a tenth of a second, so a test sees the SMS that a retry delivered.
    smsRetryDelaysMs: TEST_SMS_RETRY_DELAYS_MS,
    pushRetry: TEST_PUSH_RETRY,
  });
  await app.ready();

  /** Posts `{data}` to a function over HTTP; `ip` is the client address the server sees (default 127.0.0.1). */
  const send: Send = async (name, data, token, options = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ data }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  // The same request; only the compile-time checks differ.
  const call = send as Call;

  return {
    app,
    config,
    services,
    db: database.db,
    database,
    call,
    send,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
