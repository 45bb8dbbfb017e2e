/** What the embedded cluster is for: the portal's own data, or a throwaway database for the test suite. */
export type ClusterPurpose = 'portal' | 'tests';

/** The socket's file name holds the port; with no TCP listener, the number only names the file. */
export const SOCKET_PORT = 5432;

/** Linux limits a Unix socket's path to 107 bytes (sun_path); PostgreSQL refuses a longer one at start. */
const MAX_SOCKET_PATH = 107;

export function socketPath(clusterDir: string): string {
  return `${clusterDir}/.s.PGSQL.${SOCKET_PORT}`;
}

export function socketPathFits(clusterDir: string): boolean {
  return Buffer.byteLength(socketPath(clusterDir)) <= MAX_SOCKET_PATH;
}

/**
 * Room for the portal's pool and what else connects: the start's lock, a backup, `npm run migrate`, and
 * PostgreSQL's own reserved slots. The test suite's cluster serves many test files at once.
 */
export function maxConnections(purpose: ClusterPurpose, poolSize: number): number {
  return purpose === 'tests' ? 100 : Math.max(40, poolSize + 15);
}

function quote(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The cluster's settings, written to `anjuman.conf` at every start so a new release's settings apply to an
 * existing cluster. No TCP at all: the socket in the cluster's own folder, open to its owner only, is the
 * one way in, so nothing on the network can reach it and no port can clash. Memory is sized for a small
 * server, connections for DATABASE_POOL_SIZE. A portal's writes are flushed (fsync, synchronous commit,
 * full-page writes); the test suite's cluster is thrown away after the run, so it skips the flushes.
 */
export function clusterSettings(clusterDir: string, purpose: ClusterPurpose, poolSize: number): string {
  const durable = purpose === 'portal' ? 'on' : 'off';
  const settings: Record<string, string | number> = {
    listen_addresses: quote(''),
    port: SOCKET_PORT,
    unix_socket_directories: quote(clusterDir),
    unix_socket_permissions: '0700',
    max_connections: maxConnections(purpose, poolSize),
    shared_buffers: quote('32MB'),
    effective_cache_size: quote('256MB'),
    work_mem: quote('4MB'),
    maintenance_work_mem: quote('64MB'),
    max_wal_size: quote('256MB'),
    min_wal_size: quote('32MB'),
    wal_keep_size: quote('128MB'),
    huge_pages: 'off',
    fsync: durable,
    synchronous_commit: durable,
    full_page_writes: durable,
    logging_collector: 'off',
    log_min_messages: 'warning',
    log_timezone: quote('UTC'),
    timezone: quote('UTC'),
  };
  const lines = Object.entries(settings).map(([key, value]) => `${key} = ${value}`);
  return `# Written by Anjuman at every start; edits here are lost. See server/db/embedded/settings.ts.\n${lines.join('\n')}\n`;
}
