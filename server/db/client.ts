import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type AvailabilityLog, watchAvailability } from './availability';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db-type';
import { type Cluster, startCluster } from './embedded/cluster';
import { guardPool } from './guard-pool';
import { migrationsFolder } from './migrations-folder';
import { connectOnce } from './one-connection';
import { namesNoStatements } from './per-database';
import { unreachableReason } from './pg-errors';
import { openReplicas, type Replicas } from './replicas';
import * as schema from './schema';

export type { Db };

export type Database = {
  db: Db;
  /** The pool's connection string: through a pooler when DATABASE_DIRECT_URL is set. */
  url: string;
  /**
   * The primary itself, for what needs a session of its own and would break behind a pooler in transaction
   * mode: LISTEN, session advisory locks (the start, the fleet's jobs), backups. `url` unless told.
   */
  directUrl: string;
  /** The read replicas (none unless DATABASE_REPLICA_URLS), for the reads that may be a moment stale. */
  replicas: Replicas;
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
export type DatabaseTarget = (
  | {
      url: string;
      /** The primary without the pooler of `url` (DATABASE_DIRECT_URL); `url` itself unless given. */
      directUrl?: string;
      /** Streaming replicas of the primary (DATABASE_REPLICA_URLS). */
      replicaUrls?: readonly string[];
      /** How far behind a replica may be and still serve (REPLICA_MAX_LAG_MS). */
      maxReplicaLagMs?: number;
    }
  | { dataDir: string }
) & {
  poolSize?: number;
  /** Processes that will each open a pool of poolSize (WORKERS): the embedded cluster makes room for all. */
  workers?: number;
  /** Where to say that the database went away and came back: the portal's logger. */
  log?: AvailabilityLog;
};

const DEFAULT_POOL_SIZE = 10;

/** How the portal's sessions name themselves in pg_stat_activity, on the primary and on each replica. */
export const APPLICATION_NAME = 'anjuman';

export const DEFAULT_MAX_REPLICA_LAG_MS = 5000;

type Where = Extract<DatabaseTarget, { url: string }>;

function openPool(
  where: Where,
  { poolSize = DEFAULT_POOL_SIZE, log }: DatabaseTarget,
  cluster: Cluster | null,
  release: () => Promise<void>,
): Database {
  const { url } = where;
  const directUrl = where.directUrl ?? url;
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: APPLICATION_NAME });
  const watch = watchAvailability(
    async () => {
      await pool.query('select 1');
    },
    log,
    cluster ? reviveCluster(cluster, log) : undefined,
  );
  // A dead session's query fails by itself and reaches its caller (a 503); the watch hears of it.
  guardPool(
    pool,
    (err) => watch.lost(unreachableReason(err) ?? err.message),
    () => watch.answered(),
  );
  const reportIfUnreachable = (error: unknown) => {
    const reason = unreachableReason(error);
    if (reason !== null) watch.lost(reason);
    return reason !== null;
  };
  const db = drizzle(pool, { schema }) as unknown as Db;
  // A pooler in transaction mode hands each transaction to any of its sessions: a statement prepared by name
  // in one is unknown in the next (per-database.ts).
  const pooled = directUrl !== url;
  if (pooled) namesNoStatements(db);
  const replicas = openReplicas(where.replicaUrls ?? [], {
    primary: pool,
    maxLagMs: where.maxReplicaLagMs ?? DEFAULT_MAX_REPLICA_LAG_MS,
    poolSize,
    applicationName: APPLICATION_NAME,
    pooled,
    log,
  });
  return {
    db,
    url,
    directUrl,
    replicas,
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
      await replicas.close();
      await pool.end();
      await release();
    },
  };
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
  if ('url' in target) {
    const database = openPool(target, target, null, async () => {});
    // The replicas are measured once before the first request, so a fit one serves from the start.
    await database.replicas.check();
    return database;
  }
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
  return openPool({ url: cluster.urlFor(EMBEDDED_DATABASE) }, target, cluster, async () => {
    await cluster.stop();
    unlock();
  });
}
