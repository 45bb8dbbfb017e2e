import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { AvailabilityLog } from './availability';
import type { Db } from './db-type';
import { guardPool } from './guard-pool';
import { namesNoStatements } from './per-database';
import { sqlStateOf, unreachableReason } from './pg-errors';
import { keepSamples, parseLsn, replicaLagMs, type WalSample } from './replica-lag';
import * as schema from './schema';

/** What /readyz says of one replica: its place in DATABASE_REPLICA_URLS (never its address), and why it is out. */
export type ReplicaStatus = { replica: number; inUse: boolean; lagMs: number | null; reason?: string };

export type Replicas = {
  /** The next replica in turn that is within the lag limit, or null: then the primary serves. */
  pick(): Db | null;
  /** A query on `db` found it unreachable: it is out until a check finds it answering again. */
  leaveOut(db: Db, reason: string): void;
  status(): ReplicaStatus[];
  /**
   * How long after a write its writer reads from the primary: the lag limit and two checks, the longest a
   * replica in use can be behind before a check leaves it out.
   */
  freshAfterWriteMs: number;
  /** Measures every replica now (each check also runs by itself). */
  check(): Promise<void>;
  close(): Promise<void>;
};

export type ReplicaOptions = {
  maxLagMs: number;
  poolSize: number;
  /** The primary's pool, whose WAL position the replicas are measured against. */
  primary: pg.Pool;
  applicationName: string;
  /** Behind a pooler: no statement is prepared by name (per-database.ts). */
  pooled: boolean;
  log?: AvailabilityLog;
};

type Replica = {
  number: number;
  pool: pg.Pool;
  db: Db;
  inUse: boolean;
  lagMs: number | null;
  reason: string | undefined;
};

/** A replica that does not answer within this is out; the request it held goes to the primary. */
const CONNECT_TIMEOUT_MS = 2000;

const REPLAY_POSITION = `select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed,
  case when pg_is_in_recovery() then pg_is_wal_replay_paused() end as paused`;

/** No replicas: the primary serves every read. */
export const NO_REPLICAS: Replicas = {
  pick: () => null,
  leaveOut: () => {},
  status: () => [],
  freshAfterWriteMs: 0,
  check: async () => {},
  close: async () => {},
};

/**
 * The streaming replicas of DATABASE_REPLICA_URLS, measured every fifth of the lag limit (at most every
 * second) by their replay position against the primary's WAL (replica-lag.ts): one too far behind, paused,
 * promoted (no longer a standby) or not answering is left out until a check finds it fit again. Each change
 * is said once to the operator, naming the replica by its number.
 */
export function openReplicas(urls: readonly string[], options: ReplicaOptions): Replicas {
  if (urls.length === 0) return NO_REPLICAS;
  const { maxLagMs, log } = options;
  const checkMs = Math.min(1000, Math.max(50, Math.floor(maxLagMs / 5)));
  const replicas: Replica[] = urls.map((url, i) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize,
      application_name: options.applicationName,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    const replica: Replica = {
      number: i + 1,
      pool,
      db: drizzle(pool, { schema }) as unknown as Db,
      inUse: false,
      lagMs: null,
      reason: 'not measured yet',
    };
    if (options.pooled) namesNoStatements(replica.db);
    guardPool(
      pool,
      (err) => leaveOut(replica, unreachableReason(err) ?? err.message),
      () => {},
    );
    return replica;
  });
  let samples: WalSample[] = [];
  let next = 0;
  let checking: Promise<void> | null = null;

  function setState(replica: Replica, inUse: boolean, lagMs: number | null, reason?: string) {
    if (inUse !== replica.inUse) {
      if (inUse) log?.warn(`Read replica ${replica.number} is in use again`);
      else log?.warn(`Read replica ${replica.number} is left out: ${reason}`);
    }
    Object.assign(replica, { inUse, lagMs, reason: inUse ? undefined : reason });
  }

  function leaveOut(replica: Replica, reason: string) {
    if (replica.inUse) log?.warn(`Read replica ${replica.number} does not answer: ${reason}`);
    // /readyz says the error's code alone: the driver's words name the replica's address.
    setState(replica, false, null, `unreachable (${reason.split(':')[0]})`);
  }

  async function measure(replica: Replica): Promise<void> {
    try {
      const { rows } = await replica.pool.query<{
        standby: boolean;
        replayed: string | null;
        paused: boolean | null;
      }>(REPLAY_POSITION);
      const row = rows[0]!;
      if (!row.standby || row.replayed === null) {
        setState(replica, false, null, 'not a standby (promoted, or not a replica)');
        return;
      }
      const lagMs = replicaLagMs(samples, parseLsn(row.replayed), Date.now());
      const paused = row.paused ? 'replay paused, ' : '';
      if (lagMs === null) setState(replica, false, null, `${paused}more than ${maxLagMs} ms behind`);
      else if (lagMs > maxLagMs) setState(replica, false, lagMs, `${paused}${lagMs} ms behind`);
      else setState(replica, true, lagMs);
    } catch (err) {
      const unreachable = unreachableReason(err);
      if (unreachable !== null) leaveOut(replica, unreachable);
      // Its answer, by SQLSTATE alone (3D000: the database is not there yet, a moment after it was made).
      else setState(replica, false, null, `its check failed (${sqlStateOf(err) ?? 'no SQLSTATE'})`);
    }
  }

  async function checkAll(): Promise<void> {
    try {
      const { rows } = await options.primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      const now = Date.now();
      samples = keepSamples([...samples, { at: now, lsn: parseLsn(rows[0]!.lsn) }], now, maxLagMs + checkMs);
    } catch {
      // The primary's own watch says it is away; the replicas keep their state until it answers.
      return;
    }
    await Promise.all(replicas.map(measure));
  }

  const check = () => {
    checking ??= checkAll().finally(() => {
      checking = null;
    });
    return checking;
  };
  const timer = setInterval(() => void check(), checkMs);
  timer.unref();

  return {
    pick() {
      for (let tried = 0; tried < replicas.length; tried++) {
        const replica = replicas[next]!;
        next = (next + 1) % replicas.length;
        if (replica.inUse) return replica.db;
      }
      return null;
    },
    leaveOut(db, reason) {
      const replica = replicas.find((r) => r.db === db);
      if (replica) leaveOut(replica, reason);
    },
    status: () =>
      replicas.map((r) => ({
        replica: r.number,
        inUse: r.inUse,
        lagMs: r.lagMs,
        ...(r.reason ? { reason: r.reason } : {}),
      })),
    freshAfterWriteMs: maxLagMs + 2 * checkMs,
    check,
    close: async () => {
      clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((r) => r.pool.end()));
    },
  };
}
