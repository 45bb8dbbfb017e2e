import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir, startPortal, untilReady } from '../../test/portal-process';
import { openDatabase } from '../client';

const fixtures = join(import.meta.dirname, 'fixtures');
const expectedCounts = JSON.parse(
  readFileSync(join(fixtures, 'pglite-data-dir.counts.json'), 'utf8'),
) as Record<string, number>;
const legacyAdmin = { email: 'admin@legacy.local', password: 'legacy-admin-pass' };

/** A DATA_DIR as the PGlite release left it: its database in DATA_DIR/pglite. */
function legacyDataDir(): string {
  const dir = freshDataDir();
  const tar = join(dir, 'legacy.tar');
  writeFileSync(tar, brotliDecompressSync(readFileSync(join(fixtures, 'pglite-data-dir.tar.br'))));
  execFileSync('tar', ['-xf', tar, '-C', dir]);
  rmSync(tar);
  return dir;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('a DATA_DIR of the PGlite release', () => {
  it('opens with all its data in PostgreSQL, counted table by table, and keeps the old folder', async () => {
    const dir = legacyDataDir();
    dirs.push(dir);
    const env = { ADMIN_EMAIL: legacyAdmin.email, ADMIN_PASSWORD: legacyAdmin.password, LOG_LEVEL: 'info' };
    const first = await startPortal(dir, env);
    await untilReady(first);
    expect(first.output()).toMatch(/Moved the earlier embedded database into PostgreSQL/);
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    expect(existsSync(join(dir, 'pglite'))).toBe(false);
    expect(readdirSync(dir)).toContainEqual(expect.stringMatching(/^pglite\.moved-\d{4}-\d{2}-\d{2}$/));
    const database = await openDatabase({ dataDir: dir });
    try {
      const counts: Record<string, number> = {};
      for (const table of Object.keys(expectedCounts)) {
        const { rows } = (await database.db.execute(
          `select count(*)::int as n from public.${table}`,
        )) as unknown as {
          rows: { n: number }[];
        };
        counts[table] = rows[0]!.n;
      }
      expect(counts).toEqual(expectedCounts);
    } finally {
      await database.close();
    }

    // What people see: the old admin, alerts and volunteer are there, and the volunteer signs in.
    const portal = await startPortal(dir, env);
    await untilReady(portal);
    expect(portal.output()).not.toMatch(/Moved the earlier/);
    const admin = (await portal.call('signInStaff', legacyAdmin)).body.result.token as string;
    const titles = (await portal.call('getAlerts', {}, admin)).body.result.map(
      (a: { title: string }) => a.title,
    );
    expect(titles).toEqual(expect.arrayContaining(['Janaza after Zuhr', 'Health camp on Sunday']));
    const volunteer = await portal.call('signInStaff', {
      email: 'legacy.v@legacy.local',
      password: 'volunteer-pass',
    });
    expect(volunteer.status).toBe(200);
    portal.proc.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
  });
});
