import pg from 'pg';

/**
 * A connection of its own, outside the pool: for a lock held across statements, a backup, a move. When the
 * server ends it (a stop, a restart, pg_terminate_backend) its pending query fails and the caller hears of
 * it; without a listener the client's 'error' event would also crash the whole process.
 */
export async function connectOnce(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  return client;
}
