import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import type { FunctionName } from '../../domain/catalogue';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { createPglite } from '../db/pglite';
import type { Clock } from '../lib/clock';
import { testConfig } from './config';

let templateDump: Buffer | undefined;

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DRIVER === 'postgres') {
    const template = inject('pgTemplate');
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!template || !baseUrl) throw new Error('TEST_DRIVER=postgres needs TEST_DATABASE_URL');
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  templateDump ??= await readFile(inject('pgliteTemplate'));
  const pglite = await createPglite({ loadDataDir: new Blob([new Uint8Array(templateDump)]) });
  const database = await openDatabase({ pglite });
  return { database, drop: () => database.close() };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary reply JSON and assert on it field by field.
export type CallReply = { status: number; body: any };

/** A migrated, seeded app on its own database, driven over the real HTTP protocol with inject(). */
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
  });
  await app.ready();

  /** Calls a function over HTTP; `ip` is the client address the server sees (default 127.0.0.1). */
  async function call(
    name: FunctionName | (string & {}),
    data: unknown,
    token?: string | null,
    options: { ip?: string } = {},
  ): Promise<CallReply> {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      ...(options.ip ? { remoteAddress: options.ip } : {}),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ data }),
    });
    return { status: res.statusCode, body: res.json() };
  }

  return {
    app,
    config,
    services,
    db: database.db,
    call,
    async close() {
      await app.close();
      await drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
