import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the server of `baseUrl`, for a benchmark's generated data; `drop` removes it.
 * Benchmarks never write into the database the URL names, which may hold someone's real data.
 */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void>; keep: () => Promise<void> }> {
  const name = `anjuman_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
    keep: () => admin.end(),
  };
}
