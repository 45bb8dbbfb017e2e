import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshDataDir, startPortal, untilReady } from '../test/portal-process';
import { withScratchServer } from '../test/scratch-server';

const legacyAdmin = { email: 'admin@legacy.local', password: 'legacy-admin-pass' };
const server = withScratchServer();

/** A database as the release at e26419c left it, loaded from its dump (psql's own commands left out). */
async function earlierReleaseDatabase(): Promise<string> {
  const url = await server.emptyDatabase('upgraded');
  const dump = brotliDecompressSync(
    readFileSync(join(import.meta.dirname, 'upgrade-fixtures', 'release-e26419c.sql.br')),
  )
    .toString('utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(dump);
  await client.end();
  return url;
}

describe('an upgrade from the previous release', () => {
  it('keeps members, families, masjids, alerts, accounts and the audit trail, and counts the members', async () => {
    const url = await earlierReleaseDatabase();
    const dir = freshDataDir();
    const portal = await startPortal(dir, {
      DATABASE_URL: url,
      ADMIN_EMAIL: legacyAdmin.email,
      ADMIN_PASSWORD: legacyAdmin.password,
    });
    try {
      await untilReady(portal);
      const admin = (await portal.call('signInStaff', legacyAdmin)).body.result.token as string;
      expect(admin).toBeTruthy();

      const members = await portal.call('getMembers', {}, admin);
      expect(members.body.result.total).toBeGreaterThanOrEqual(200);
      // Migrations 0019 and 0021 counted the members already there (those with a name) for the overview.
      const overview = (await portal.call('getMembersOverview', {}, admin)).body.result;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from users where role = 'user' and notice_version is not null and name is not null and listed_in_directory`,
      );
      await client.end();
      expect(overview.total).toBe(rows[0]!.n);
      expect(
        overview.byMosque.map((m: { count: number }) => m.count).reduce((a: number, b: number) => a + b, 0),
      ).toBeGreaterThan(0);
      const yusuf = (await portal.call('getMembers', { filters: { name: 'Yusuf Legacy' } }, admin)).body
        .result;
      expect(yusuf.users.map((u) => u.name)).toEqual(['Yusuf Legacy']);
      expect(yusuf.users[0]!.family.members.map((f) => f.name)).toEqual(['Yusuf Legacy Jr']);
      expect(yusuf.users[0]!.mosqueName).toBe('Mecca Masjid');

      const titles = (await portal.call('getAlerts', {}, admin)).body.result.map(
        (a: { title: string }) => a.title,
      );
      expect(titles).toEqual(expect.arrayContaining(['Janaza after Zuhr', 'Health camp on Sunday']));
      const categories = (await portal.call('getCategories', {}, admin)).body.result.map(
        (c: { name: string }) => c.name,
      );
      expect(categories).toContain('Legacy category');

      const volunteer = await portal.call('signInStaff', {
        email: 'legacy.v@legacy.local',
        password: 'volunteer-pass',
      });
      expect(volunteer.body.result.token).toBeTruthy();

      const audit = (await portal.call('getAuditLog', {}, admin)).body.result;
      // The earlier release's staff writes, in the trail the current one reads.
      const earlier = audit.items.map((row) => `${row.action} ${row.targetName}`);
      expect(earlier).toEqual(
        expect.arrayContaining([
          'account.create Legacy Volunteer',
          'category.add Legacy category',
          'alert.add Janaza after Zuhr',
          'alert.add Health camp on Sunday',
        ]),
      );
    } finally {
      portal.proc.kill('SIGTERM');
      await portal.exited;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
