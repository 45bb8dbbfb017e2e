import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type AvailabilityLog, watchAvailability } from './availability';
import { lockDataDir } from './data-dir-lock';
import { type Cluster, startCluster } from './embedded/cluster';
import { migrationsFolder } from './migrations-folder';
import { connectOnce } from './one-connection';
import { unreachableReason } from './pg-errors';
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
  /**
   * Whether `error` says the database could not be reached (a restart, a failover, a terminated session, a
   * stopped server); if so, this process's watch hears of it, tells the operator once and waits for it back.
   */
  reportIfUnreachable(error: unknown): boolean;
  close(): Promise<void>;
};

/** The portal's database in the embedded cluster. */
export const EMBEDDED_DATABASE = 'anjuman';

/** Where the database is, and how many connections this process may hold (10 unless told). */
export type DatabaseTarget = ({ url: string } | { dataDir: string }) & {
  poolSize?: number;
  /** Processes that will each open a pool of poolSize (WORKERS): the embedded cluster makes room for all. */
  workers?: number;
  /** Where to say that the database went away and came back: the portal's logger. */
  log?: AvailabilityLog;
};

const DEFAULT_POOL_SIZE = 10;

function openPool(
  url: string,
  { poolSize = DEFAULT_POOL_SIZE, log }: DatabaseTarget,
  cluster: Cluster | null,
  release: () => Promise<void>,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const watch = watchAvailability(
    async () => {
      await pool.query('select 1');
    },
    log,
    cluster ? reviveCluster(cluster, log) : undefined,
  );
  // node-postgres emits 'error' on a client whose session the server ends (a restart, a failover,
  // pg_terminate_backend, a killed postmaster), and an 'error' nobody hears crashes the process. The pool
  // listens only while a client is idle, so every client gets a listener of its own for its whole life,
  // also while a transaction holds it between two statements. Its query in flight fails by itself and
  // reaches its caller (a 503).
  const heard = (err: Error) => watch.lost(unreachableReason(err) ?? err.message);
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      heard(err);
      if (checkedOut.has(client)) giveBack(client, err);
    });
    watch.answered();
  });
  pool.on('error', heard);
  const reportIfUnreachable = (error: unknown) => {
    const reason = unreachableReason(error);
    if (reason !== null) watch.lost(reason);
    return reason !== null;
  };
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    url,
    clusterDir: cluster?.dir ?? null,
    migrate: () => migrate(drizzle(pool), { migrationsFolder }),
    ping: async () => {
      try {
        await pool.query('select 1');
      } catch (err) {
        reportIfUnreachable(err);
        throw err;
      }
    },
    reportIfUnreachable,
    close: async () => {
      watch.stop();
      await pool.end();
      await release();
    },
  };
}

/**
 * Hands a checked-out client whose session died back to the pool at once, which drops it. Its holder might
 * never do so: Drizzle's transaction() sends BEGIN before its try/finally, so a BEGIN that fails keeps its
 * client for good, and a few terminated sessions left the pool with no client at all, every request
 * waiting forever. The holder's own release later does nothing; its queries fail as they would have.
 */
function giveBack(client: pg.PoolClient, err: Error): void {
  const release = client.release;
  client.release = () => {};
  release.call(client, err);
}

/**
 * The embedded cluster's postmaster may die (the OOM killer, a kill by hand): this portal owns the cluster,
 * so it starts it again itself rather than leave every request failing until someone restarts the portal.
 * PostgreSQL replays its WAL first, so nothing committed is lost; a start that fails is said (once per
 * reason) and tried again.
 */
function reviveCluster(cluster: Cluster, log: AvailabilityLog | undefined): () => Promise<void> {
  let said = false;
  return async () => {
    if (cluster.running()) {
      said = false;
      return;
    }
    if (!said) log?.warn('The embedded database stopped; starting it again');
    said = true;
    await cluster.start();
    said = false;
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
  if ('url' in target) return openPool(target.url, target, null, async () => {});
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
  return openPool(cluster.urlFor(EMBEDDED_DATABASE), target, cluster, async () => {
    await cluster.stop();
    unlock();
  });
}
