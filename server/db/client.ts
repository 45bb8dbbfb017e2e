import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { type Cluster, startCluster } from './embedded/cluster';
import { migrationsFolder } from './migrations-folder';
import { connectOnce } from './one-connection';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** The connection string, for tools that open their own connection (backups). */
  url: string;
  /** The embedded cluster's folder; null on a server of DATABASE_URL. */
  clusterDir: string | null;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** The portal's database in the embedded cluster. */
export const EMBEDDED_DATABASE = 'anjuman';

/** Where the database is, and how many connections this process may hold (10 unless told). */
export type DatabaseTarget = ({ url: string } | { dataDir: string }) & {
  poolSize?: number;
  /** Processes that will each open a pool of poolSize (WORKERS): the embedded cluster makes room for all. */
  workers?: number;
};

const DEFAULT_POOL_SIZE = 10;

function openPool(
  url: string,
  poolSize: number,
  cluster: Cluster | null,
  release: () => Promise<void>,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // The server may close an idle connection (restart, failover, idle timeout, DROP DATABASE … FORCE).
  // The pool drops that client and the next query opens a new one; unlistened, the event would crash the process.
  pool.on('error', () => {});
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    url,
    clusterDir: cluster?.dir ?? null,
    migrate: () => migrate(drizzle(pool), { migrationsFolder }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
      await release();
    },
  };
}

async function ensureDatabase(cluster: Cluster, name: string): Promise<void> {
  const admin = await connectOnce(cluster.urlFor('postgres'));
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/**
 * The PostgreSQL server of DATABASE_URL, or the embedded cluster in DATA_DIR/postgres, started here and
 * stopped by `close`. DATA_DIR is locked first, so a second portal on the same folder stops with a clear
 * message instead of touching a cluster that another portal runs.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const poolSize = target.poolSize ?? DEFAULT_POOL_SIZE;
  if ('url' in target) return openPool(target.url, poolSize, null, async () => {});
  mkdirSync(target.dataDir, { recursive: true });
  const unlock = await lockDataDir(target.dataDir);
  let cluster: Cluster;
  try {
    // With WORKERS, the primary and each worker hold a pool; a lone process, one.
    const workers = target.workers ?? 1;
    const processes = workers > 1 ? workers + 1 : 1;
    cluster = await startCluster(join(target.dataDir, 'postgres'), 'portal', poolSize * processes);
    await ensureDatabase(cluster, EMBEDDED_DATABASE);
  } catch (err) {
    unlock();
    throw err;
  }
  return openPool(cluster.urlFor(EMBEDDED_DATABASE), poolSize, cluster, async () => {
    await cluster.stop();
    unlock();
  });
}
