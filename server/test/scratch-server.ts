import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { type Cluster, startCluster } from '../db/embedded/cluster';
import { databaseUrl } from './test-database';

/**
 * A PostgreSQL server of the test file's own (an embedded cluster, started before its tests and removed
 * after), for tests that run whole portals against databases they make: `emptyDatabase` makes one.
 */
export function withScratchServer(): {
  emptyDatabase(name: string): Promise<string>;
  /** Stops the server, as a restart or a failover does, until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
} {
  let folder: string;
  let cluster: Cluster;
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'anjuman-scratch-'));
    // Started as root, the cluster runs as the user postgres, which must pass through this folder.
    chmodSync(folder, 0o711);
    cluster = await startCluster(join(folder, 'cluster'), 'tests');
  });
  afterAll(async () => {
    await cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  return {
    async emptyDatabase(name) {
      const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      return databaseUrl(cluster.urlFor('postgres'), name);
    },
    stop: () => cluster.stop(),
    start: () => cluster.start(),
  };
}
