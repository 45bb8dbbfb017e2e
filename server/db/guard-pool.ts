import type pg from 'pg';

/**
 * Keeps a pool's dead sessions from crashing the process or starving the pool. node-postgres emits 'error' on
 * a client whose session the server ends (a restart, a failover, pg_terminate_backend, a killed postmaster),
 * and an 'error' nobody hears crashes the process. The pool listens only while a client is idle, so every
 * client gets a listener of its own for its whole life, also while a transaction holds it between two
 * statements. Its query in flight fails by itself and reaches its caller. `heard` is told of each such error,
 * `connected` of each new session.
 */
export function guardPool(pool: pg.Pool, heard: (err: Error) => void, connected: () => void): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      heard(err);
      if (checkedOut.has(client)) giveBack(client, err);
    });
    connected();
  });
  pool.on('error', heard);
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
