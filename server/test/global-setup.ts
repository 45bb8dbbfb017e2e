import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { createPglite } from '../db/pglite';
import { seed } from '../db/seed';
import { TEST_VOLUNTEER_PASSWORD, testConfig } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string | null;
  }
}

function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Migrates and seeds one template per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL). Each project runs this setup, so
 * each builds only the template of its own driver.
 */
export default async function setup(project: TestProject) {
  const config = testConfig();
  if (project.config.env.TEST_DRIVER !== 'postgres') {
    const pglite = await createPglite();
    const database = await openDatabase({ pglite });
    await database.migrate();
    await seed(database.db, config, { demoVolunteerPassword: TEST_VOLUNTEER_PASSWORD });
    const dump = await pglite.dumpDataDir('none');
    const templatePath = join(tmpdir(), `anjuman-template-${process.pid}.tar`);
    await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
    await pglite.close();
    project.provide('pgliteTemplate', templatePath);
    project.provide('pgTemplate', null);
    return;
  }

  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('The postgres project needs TEST_DATABASE_URL');
  project.provide('pgliteTemplate', '');
  const name = `anjuman_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const tpl = await openDatabase({ url: adminUrl(baseUrl, name) });
  await tpl.migrate();
  await seed(tpl.db, config, { demoVolunteerPassword: TEST_VOLUNTEER_PASSWORD });
  await tpl.close();
  project.provide('pgTemplate', name);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`,
      [`${name}_%`, name],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
