import { rmSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDataDir, runCli, startPortal, untilReady } from '../test/portal-process';
import { withScratchServer } from '../test/scratch-server';

const { emptyDatabase } = withScratchServer();

describe('processes that start together on one database', () => {
  it('all come up on an empty database: one migrates and seeds, the others wait and find it done', async () => {
    const url = await emptyDatabase('fleet_start');
    const dirs = [1, 2, 3, 4].map(() => freshDataDir());
    const portals = await Promise.all(dirs.map((dir) => startPortal(dir, { DATABASE_URL: url })));
    try {
      await Promise.all(portals.map((p) => untilReady(p, 30_000)));
      // The ensured data was made once: one India, one super admin.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ india: number; supers: number }>(
        `select (select count(*)::int from locations where type = 'country') as india,
                (select count(*)::int from users where super_admin) as supers`,
      );
      await client.end();
      expect(rows[0]).toEqual({ india: 1, supers: 1 });
      // npm run migrate beside them finds nothing left to do.
      const migrate = await runCli('migrate', dirs[0]!, [], { DATABASE_URL: url });
      expect(migrate.code, migrate.out).toBe(0);
      expect(migrate.out).toMatch(/The database is up to date/);
    } finally {
      for (const p of portals) p.proc.kill('SIGTERM');
      await Promise.all(portals.map((p) => p.exited));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
