import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { clusterUser } from '../db/embedded/cluster-user';
import { freePort } from './portal-process';

// The national topology, started for the tests from Debian's own programs: a streaming replica of the
// primary (pg_basebackup -R, in a folder and on a port of its own) and PgBouncer in transaction mode in front
// of the primary. The primary must let a replica connect: .ci/run adds the `replication` line to pg_hba.conf.

const run = promisify(execFile);

/** Run as the system user postgres when started as root (PostgreSQL and PgBouncer refuse root). */
function asClusterUser() {
  const user = clusterUser();
  return {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
  };
}

/** A folder the cluster's user owns, removed by `remove`. */
function ownFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const user = clusterUser();
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  return dir;
}

async function serverSettings(primaryUrl: string) {
  const client = new pg.Client({ connectionString: primaryUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name in ('server_version_num', 'max_connections',
        'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await client.end();
  }
}

export type TestReplica = {
  /** The replica's server, as TEST_DATABASE_URL names the primary's: swap the database in its path. */
  serverUrl: string;
  /** Stops it at once (as a crash or a lost machine would), keeping its folder. */
  stop(): Promise<void>;
  /** Starts it again after `stop`; it catches up from the primary. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
};

/**
 * A streaming replica of the server of `primaryUrl`, made by pg_basebackup -R: the primary's files as of now,
 * then its WAL as it is written. Hot standby, so that it answers reads; the settings a standby must match
 * (max_connections and the like) are read from the primary.
 */
export async function startReplica(primaryUrl: string): Promise<TestReplica> {
  const settings = await serverSettings(primaryUrl);
  const bin = `/usr/lib/postgresql/${Math.floor(Number(settings.server_version_num) / 10000)}/bin`;
  const dir = ownFolder('anjuman-replica-');
  const data = join(dir, 'data');
  const port = await freePort();
  const primary = new URL(primaryUrl);
  const options = asClusterUser();
  await run(
    `${bin}/pg_basebackup`,
    [
      `--host=${primary.hostname}`,
      `--port=${primary.port || '5432'}`,
      `--username=${decodeURIComponent(primary.username) || 'postgres'}`,
      `--pgdata=${data}`,
      '--write-recovery-conf',
      '--wal-method=stream',
      '--checkpoint=fast',
      '--no-sync',
    ],
    options,
  );
  // Debian keeps its configuration in /etc: the copied folder has none of its own.
  writeFileSync(
    join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'hot_standby = on',
      // The primary keeps the rows a replica's query still reads, instead of replay cancelling the query.
      'hot_standby_feedback = on',
      'shared_buffers = 32MB',
      'fsync = off',
      ...['max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions']
        .concat('max_locks_per_transaction')
        .map((name) => `${name} = ${settings[name]}`),
      '',
    ].join('\n'),
  );
  writeFileSync(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
  const user = clusterUser();
  if (user) {
    chownSync(join(data, 'postgresql.conf'), user.uid, user.gid);
    chownSync(join(data, 'pg_hba.conf'), user.uid, user.gid);
  }
  const pgCtl = (...args: string[]) => run(`${bin}/pg_ctl`, ['--pgdata', data, ...args], options);
  const start = async () => {
    await pgCtl('--log', join(dir, 'log'), '--wait', 'start');
  };
  await start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    serverUrl,
    stop: async () => {
      await pgCtl('--mode', 'immediate', '--wait', 'stop');
    },
    start,
    remove: async () => {
      await pgCtl('--mode', 'immediate', '--wait', 'stop').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestPooler = { serverUrl: string; stop(): Promise<void> };

/**
 * PgBouncer in transaction mode in front of the server of `primaryUrl`, for every database on it: each
 * transaction may run on any of its server sessions, as in a deployment.
 */
export async function startPooler(primaryUrl: string): Promise<TestPooler> {
  const dir = ownFolder('anjuman-pgbouncer-');
  const port = await freePort();
  const primary = new URL(primaryUrl);
  const user = decodeURIComponent(primary.username) || 'postgres';
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${primary.hostname} port=${primary.port || '5432'}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = trust',
      `auth_file = ${join(dir, 'users.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 2000',
      'default_pool_size = 10',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${join(dir, 'log')}`,
      `pidfile = ${join(dir, 'pid')}`,
      '',
    ].join('\n'),
  );
  const owner = clusterUser();
  if (owner)
    for (const file of ['users.txt', 'pgbouncer.ini']) chownSync(join(dir, file), owner.uid, owner.gid);
  const child: ChildProcess = spawn('pgbouncer', [ini], { ...asClusterUser(), stdio: 'ignore' });
  const serverUrl = `postgres://${user}@127.0.0.1:${port}/postgres`;
  await waitUntilAnswers(serverUrl, child);
  return {
    serverUrl,
    stop: async () => {
      child.kill('SIGINT');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswers(url: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited with ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (err) {
      if (waited > 10_000) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}
