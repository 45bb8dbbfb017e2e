import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { EMBEDDED_DATABASE, openDatabase } from '../db/client';
import { clusterUrl } from '../db/embedded/cluster';
import { freshDataDir, runCli, startPortal, untilReady } from '../test/portal-process';
import { backupFileName, databaseTag, listBackups } from './backup-files';
import { scheduleDailyBackups } from './schedule-backups';
import { databaseTagOf, writeBackup } from './write-backup';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = freshDataDir();
  dirs.push(dir);
  return dir;
}

/** Every table's row count, through the cluster's socket (the portal may be running). */
async function tableCounts(dir: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: clusterUrl(join(dir, 'postgres'), EMBEDDED_DATABASE) });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ t: string }>(
      `select tablename as t from pg_tables where schemaname = 'public' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { t } of tables) {
      counts[t] = (await client.query<{ n: number }>(`select count(*)::int as n from public.${t}`))
        .rows[0]!.n;
    }
    return counts;
  } finally {
    await client.end();
  }
}

// A backup and a restore of a seeded cluster take 20 s to over a minute on a loaded 2-core runner: past the default 30 s.
describe('backup and restore of the embedded database', () => {
  it('restores a running portal into a fresh DATA_DIR with its members, families, alerts, audit and sessions', async () => {
    const source = dataDir();
    const portal = await startPortal(source, { DEMO_DATA: 'on' });
    await untilReady(portal);
    const admin = await portal.signInAdmin();
    const india = (await portal.call('getLocations', {})).body.result[0];
    const states = (await portal.call('getLocations', { parentId: india!.id })).body.result;
    const telangana = states.find((s: { name: string }) => s.name === 'Telangana');
    const alert = await portal.call(
      'addAlert',
      {
        alertLevel: 'state',
        alertLevelId: telangana!.id,
        title: 'Before the backup',
        message: 'Kept.',
        category: 'health',
        severity: 'high',
        importantDetails: '',
        expiry: { seconds: Math.floor(Date.now() / 1000) + 7 * 86_400 },
        link: '',
      },
      admin,
    );
    expect(alert.status).toBe(200);
    expect(
      (await portal.call('addCategory', { name: 'Before the backup', parentCategoryId: null }, admin)).status,
    ).toBe(200);
    const atBackup = await tableCounts(source);
    expect(atBackup.users).toBeGreaterThan(100);
    expect(atBackup.family_members).toBeGreaterThan(100);
    expect(atBackup.audit_log).toBeGreaterThan(0);

    const backup = await runCli('backup', source);
    expect(backup.code, backup.out).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.out)![1]!;
    expect(statSync(file).mode & 0o077).toBe(0);
    // Written after the backup: not in it.
    await portal.call('addCategory', { name: 'After the backup', parentCategoryId: null }, admin);
    portal.proc.kill('SIGTERM');
    expect(await portal.exited).toBe(0);

    const target = dataDir();
    const restore = await runCli('restore', target, [file]);
    expect(restore.code, restore.out).toBe(0);
    expect(restore.out).toMatch(/Restored .* Start the portal with npm start/);

    const restored = await startPortal(target);
    await untilReady(restored);
    expect(await tableCounts(target)).toEqual(atBackup);
    // The admin's session came with the backup: the old token still works.
    const categories = (await restored.call('getCategories', {}, admin)).body.result.map(
      (c: { name: string }) => c.name,
    );
    expect(categories).toContain('Before the backup');
    expect(categories).not.toContain('After the backup');
    const titles = (await restored.call('getAlerts', {}, admin)).body.result.map(
      (a: { title: string }) => a.title,
    );
    expect(titles).toContain('Before the backup');

    // A running portal's DATA_DIR is never restored over.
    const whileRunning = await runCli('restore', target, [file, '--force']);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.out).toMatch(/in use by another Anjuman process/);
    restored.proc.kill('SIGTERM');
    expect(await restored.exited).toBe(0);

    // A DATA_DIR with a database needs --force, which moves that database aside.
    const refused = await runCli('restore', target, [file]);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/already holds a database.*--force/);
    const forced = await runCli('restore', target, [file, '--force']);
    expect(forced.code, forced.out).toBe(0);
    expect(readdirSync(target)).toContainEqual(expect.stringMatching(/^postgres\.before-restore-/));
  }, 120_000);

  it('backs up a stopped portal too, and refuses what it cannot restore', async () => {
    const dir = dataDir();
    const empty = await runCli('backup', dir);
    expect(empty.code).toBe(1);
    expect(empty.out).toMatch(/holds no database yet/);
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    await database.close();
    const backup = await runCli('backup', dir);
    expect(backup.code, backup.out).toBe(0);
    const notOurs = join(dir, 'members.csv');
    writeFileSync(notOurs, 'x');
    const wrong = await runCli('restore', dataDir(), [notOurs]);
    expect(wrong.code).toBe(1);
    expect(wrong.out).toMatch(/not an Anjuman backup/);
    const missing = await runCli('restore', dataDir(), []);
    expect(missing.out).toMatch(/Usage: npm run restore -- FILE/);
  }, 120_000);
});

describe('the daily backup', () => {
  it("runs by itself when none of its database is a day old, and keeps the newest BACKUP_KEEP of that database's", async () => {
    const dir = dataDir();
    const backups = join(dir, 'backups');
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    const tag = await databaseTagOf(database.directUrl);
    const now = new Date();
    const old = [3, 2, 1].map((days) =>
      backupFileName(new Date(now.getTime() - days * 86_400_000 - 60_000), 'cluster', tag),
    );
    // Another portal's database, backing up into the same folder an hour ago: neither today's backup of
    // this one, nor one of its own to prune.
    const another = backupFileName(
      new Date(now.getTime() - 3_600_000),
      'cluster',
      databaseTag('anjuman', '1'),
    );
    rmSync(backups, { recursive: true, force: true });
    mkdirSync(backups, { recursive: true });
    for (const name of [...old, another]) writeFileSync(join(backups, name), '');
    const logged: string[] = [];
    const stop = scheduleDailyBackups({
      source: database,
      dir: backups,
      keep: 2,
      clock: { now: () => now },
      logger: { info: (msg: string) => logged.push(msg), error: () => {} } as never,
      firstCheckMs: 0,
    });
    try {
      await expect.poll(() => logged.length, { timeout: 30_000 }).toBe(1);
      expect(listBackups(backups)).toEqual([backupFileName(now, 'cluster', tag), another, old[2]]);
      expect(existsSync(join(backups, old[0]!))).toBe(false);
    } finally {
      stop();
      await database.close();
    }
  });
});

describe('a backup in a folder others may enter', () => {
  it("is its owner's alone from its first byte, and the folder is made its owner's", async () => {
    const dir = dataDir();
    const backups = join(dir, 'backups');
    mkdirSync(backups);
    chmodSync(backups, 0o755);
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.migrate();
      let done = false;
      const writing = writeBackup(database, backups, new Date(), 14).finally(() => {
        done = true;
      });
      // What another user could have opened while tar wrote: every mode the file had before it was done.
      const modes = new Set<number>();
      while (!done) {
        for (const name of readdirSync(backups).filter((n) => n.endsWith('.tar.gz'))) {
          try {
            modes.add(statSync(join(backups, name)).mode & 0o777);
          } catch {
            // Not there any more.
          }
        }
        await new Promise((r) => setTimeout(r, 2));
      }
      const file = await writing;
      expect(modes.size).toBeGreaterThan(0);
      expect([...modes].map((m) => m.toString(8))).toEqual(['600']);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(backups).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
  });
});
