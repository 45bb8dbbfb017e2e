import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import {
  catalogue,
  type FunctionInput,
  type FunctionName,
  type FunctionOutput,
} from '../../domain/catalogue';
import type { ErrorStatus } from '../../domain/errors';
import type { FunctionDef } from '../../domain/functions/define';
import type { MessageCode, MessageParams } from '../../domain/messages';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import type { Clock } from '../lib/clock';
import { testConfig } from './config';
import { databaseUrl } from './test-database';

/** Replicas a test starts itself (topology.ts), beside or instead of the run's. */
export type TestReplicas = { serverUrls: string[]; maxLagMs?: number };

/**
 * A database of its own for one test file: a copy of the run's migrated and seeded template. In the
 * `topology` project the portal reaches it through PgBouncer, with the run's replica for the stale-ok reads;
 * `replicas` gives a test replicas of its own instead.
 */
async function freshDatabase(
  replicas?: TestReplicas,
): Promise<{ database: Database; drop: () => Promise<void>; sharedReplicaUrl: string | null }> {
  const { serverUrl, template, poolerUrl, replicaUrl } = inject('testDatabase');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const sharedReplicaUrl = !replicas && replicaUrl ? databaseUrl(replicaUrl, name) : null;
  const replicaUrls =
    replicas?.serverUrls.map((url) => databaseUrl(url, name)) ?? (sharedReplicaUrl ? [sharedReplicaUrl] : []);
  const direct = databaseUrl(serverUrl, name);
  const database = await openDatabase({
    url: poolerUrl ? databaseUrl(poolerUrl, name) : direct,
    directUrl: direct,
    replicaUrls,
    maxReplicaLagMs: replicas?.maxLagMs,
  });
  return {
    database,
    sharedReplicaUrl,
    drop: async () => {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Waits (up to 3 s) until the run's replica has replayed all the primary has written: the `topology` project
 * runs the whole suite, whose tests write and then read as anyone, with no moment to spare for replay.
 * What a moment's lag does is tested on replicas of their own (server/db/replicas.test.ts).
 */
function replayWaiter(
  database: Database,
  replicaUrl: string | null,
): { wait(): Promise<void>; close(): Promise<void> } {
  if (!replicaUrl) return { wait: async () => {}, close: async () => {} };
  const replica = new pg.Pool({ connectionString: replicaUrl, max: 1 });
  replica.on('error', () => {});
  const primary = new pg.Pool({ connectionString: database.directUrl, max: 1 });
  primary.on('error', () => {});
  return {
    async wait() {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      for (const started = Date.now(); Date.now() - started < 3000; ) {
        const replayed = await replica
          .query<{ done: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as done', [rows[0]!.lsn])
          .then(
            (r) => r.rows[0]!.done,
            () => false,
          );
        if (replayed) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close: async () => {
      await Promise.all([replica.end(), primary.end()]);
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
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    logger?: FastifyBaseLogger;
    webRoot?: string;
    replicas?: TestReplicas;
  } = {},
) {
  const { database, drop, sharedReplicaUrl } = await freshDatabase(options.replicas);
  const replay = replayWaiter(database, sharedReplicaUrl);
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
    if ((catalogue as Record<string, FunctionDef>)[name]?.mayBeStale) await replay.wait();
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
      await replay.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
