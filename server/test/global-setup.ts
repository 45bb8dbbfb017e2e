import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { startCluster } from '../db/embedded/cluster';
import { seed } from '../db/seed';
import { TEST_VOLUNTEER_PASSWORD, testConfig } from './config';
import { databaseUrl } from './test-database';
import { startPooler, startReplica } from './topology';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server the test files make their databases on, and the template they copy. */
    testDatabase: {
      serverUrl: string;
      template: string;
      /** The `topology` project's PgBouncer and streaming replica in front of and behind that server. */
      poolerUrl?: string;
      replicaUrl?: string;
    };
  }
}

/** The embedded cluster of the `embedded` project, in a folder of its own, removed after the run. */
async function startTestCluster(): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'anjuman-tests-'));
  // Started as root, the cluster runs as the user postgres, which must pass through this folder.
  chmodSync(folder, 0o711);
  const cluster = await startCluster(join(folder, 'cluster'), 'tests');
  return {
    serverUrl: cluster.urlFor('postgres'),
    stop: async () => {
      await cluster.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Migrates and seeds one template database per run; every test file then starts from a copy of it
 * (CREATE DATABASE … TEMPLATE). The `embedded` project runs the suite on the embedded cluster the portal
 * runs by default; the `postgres` project on the server of TEST_DATABASE_URL (Debian's in CI); the `topology`
 * project on that server through PgBouncer, with a streaming replica serving the reads that may be stale.
 */
export default async function setup(project: TestProject) {
  const driver = project.config.env.TEST_DRIVER;
  const embedded = driver === 'embedded';
  const server = embedded ? await startTestCluster() : null;
  const serverUrl = server?.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The postgres project needs TEST_DATABASE_URL');

  const template = `anjuman_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, template) });
  await database.migrate();
  await seed(database.db, testConfig(), { demoVolunteerPassword: TEST_VOLUNTEER_PASSWORD });
  await database.close();
  // Started after the template is made, so that the replica has it from its first moment.
  const replica = driver === 'topology' ? await startReplica(serverUrl) : null;
  const pooler = driver === 'topology' ? await startPooler(serverUrl) : null;
  project.provide('testDatabase', {
    serverUrl,
    template,
    ...(pooler && replica ? { poolerUrl: pooler.serverUrl, replicaUrl: replica.serverUrl } : {}),
  });

  return async () => {
    await pooler?.stop();
    await replica?.remove();
    if (server) {
      await admin.end();
      await server.stop();
      return;
    }
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${template}_%`, template],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
