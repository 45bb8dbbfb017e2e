import { chmodSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed';
import { testConfig } from '../test/config';
import { freshDataDir, runCli, startPortal, untilReady } from '../test/portal-process';
import { databaseUrl } from '../test/test-database';
import { listBackups } from './backup-files';
import { scheduleDailyBackups } from './schedule-backups';
import { databaseTagOf, writeBackup } from './write-backup';

// Runs only where TEST_DATABASE_URL names a server (vitest.config.ts): Debian's PostgreSQL and its pg_dump in CI.
const serverUrl = process.env.TEST_DATABASE_URL!;
const made: string[] = [];
const folder = freshDataDir();

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `anjuman_dump_${made.length}_${process.pid}`;
  await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  await admin((c) => c.query(`create database ${name}`));
  made.push(name);
  return databaseUrl(serverUrl, name);
}

async function counts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string }>(
      `select tablename as t from pg_tables where schemaname = 'public' order by 1`,
    );
    const out: Record<string, number> = {};
    for (const { t } of rows) out[t] = (await client.query(`select count(*)::int as n from ${t}`)).rows[0].n;
    return out;
  } finally {
    await client.end();
  }
}

async function categoryNames(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ name: string }>('select name from categories')).rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const name of made) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  rmSync(folder, { recursive: true, force: true });
});

// pg_dump and pg_restore of a seeded database take about 25 s on a loaded 2-core runner, near the default 30 s.
describe('backup and restore with DATABASE_URL', () => {
  it('dumps the database with pg_dump and restores it into an empty one, refusing a full one', async () => {
    const source = await emptyDatabase();
    const database = await openDatabase({ url: source });
    await database.migrate();
    await seed(database.db, testConfig());
    await database.close();
    const before = await counts(source);
    expect(before.users).toBeGreaterThan(100);

    // A folder made by hand, that others may enter: made the portal's user's before pg_dump writes.
    const backups = join(folder, 'by-hand');
    mkdirSync(backups);
    chmodSync(backups, 0o755);
    const backup = await runCli('backup', folder, [], { DATABASE_URL: source, BACKUP_DIR: backups });
    expect(backup.code, backup.out).toBe(0);
    const file = /Backup written: (\S+\.dump)/.exec(backup.out)![1]!;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);

    const target = await emptyDatabase();
    const restore = await runCli('restore', folder, [file], { DATABASE_URL: target });
    expect(restore.code, restore.out).toBe(0);
    expect(await counts(target)).toEqual(before);

    const again = await runCli('restore', folder, [file], { DATABASE_URL: target });
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/not empty.*--force/);
    const forced = await runCli('restore', folder, [file, '--force'], { DATABASE_URL: target });
    expect(forced.code, forced.out).toBe(0);
    expect(await counts(target)).toEqual(before);
  }, 120_000);
});

describe('a restore with DATABASE_URL while a portal runs on that database', () => {
  it('is refused, even with --force, and goes ahead once the portal has stopped', async () => {
    const url = await emptyDatabase();
    const portal = await startPortal(freshDataDir(), { DATABASE_URL: url });
    await untilReady(portal);
    const backup = await runCli('backup', folder, [], { DATABASE_URL: url, BACKUP_DIR: folder });
    expect(backup.code, backup.out).toBe(0);
    const file = /Backup written: (\S+\.dump)/.exec(backup.out)![1]!;
    const token = await portal.signInAdmin();
    const added = await portal.call(
      'addCategory',
      { name: 'After the backup', parentCategoryId: null },
      token,
    );
    expect(added.status).toBe(200);

    const refused = await runCli('restore', folder, [file, '--force'], { DATABASE_URL: url });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      /The DATABASE_URL database is in use by another Anjuman process \(1 connected/,
    );
    // Nothing was replaced under the running portal.
    expect(await categoryNames(url)).toContain('After the backup');

    portal.proc.kill('SIGTERM');
    expect(await portal.exited).toBe(0);
    const restored = await runCli('restore', folder, [file, '--force'], { DATABASE_URL: url });
    expect(restored.code, restored.out).toBe(0);
    expect(await categoryNames(url)).not.toContain('After the backup');
  }, 90_000);
});

describe('two databases backing up into one folder', () => {
  it("each gets its daily backup, and neither's BACKUP_KEEP deletes the other's", async () => {
    const shared = join(folder, 'shared');
    const [first, second] = [await emptyDatabase(), await emptyDatabase()];
    for (const url of [first, second]) {
      const database = await openDatabase({ url });
      await database.migrate();
      await database.close();
    }
    const hourAgo = new Date(Date.now() - 3_600_000);
    const firsts = await writeBackup({ directUrl: first, clusterDir: null }, shared, hourAgo, 1);

    const database = await openDatabase({ url: second });
    const logged: string[] = [];
    const stop = scheduleDailyBackups({
      source: database,
      dir: shared,
      keep: 1,
      clock: { now: () => new Date() },
      logger: { info: (msg: string) => logged.push(msg), error: () => {} } as never,
      firstCheckMs: 0,
    });
    try {
      await expect.poll(() => logged.length, { timeout: 20_000 }).toBe(1);
    } finally {
      stop();
      await database.close();
    }
    const [firstTag, secondTag] = [await databaseTagOf(first), await databaseTagOf(second)];
    expect(firstTag).not.toBe(secondTag);
    const names = listBackups(shared);
    expect(names).toHaveLength(2);
    expect(names[0]).toContain(secondTag);
    expect(join(shared, names[1]!)).toBe(firsts);
    expect(names[1]).toContain(firstTag);
  });
});
