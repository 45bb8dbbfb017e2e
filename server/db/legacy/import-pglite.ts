import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { Database } from '../client';
import { migrationsFolder } from '../migrations-folder';
import { connectOnce } from '../one-connection';

export class LegacyImportError extends Error {}

export type ImportReport = { tables: number; rows: number; keptAs: string };

/** Rows per round trip: small enough for any row size, large enough that a big register takes seconds. */
const BATCH = 2000;

/** Earlier releases kept the embedded database in DATA_DIR/pglite, as PGlite files. */
export function legacyFolder(dataDir: string): string | null {
  const folder = join(dataDir, 'pglite');
  return existsSync(join(folder, 'PG_VERSION')) ? folder : null;
}

async function openLegacy(folder: string): Promise<PGlite> {
  // Loaded only here: PGlite is in the product for this one move, and costs nothing when there is none.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  // The masjids' nearest-first point (migration 0023), which the source is migrated to before the copy.
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  return PGlite.create({ dataDir: folder, extensions: { pg_trgm, btree_gin, cube } });
}

async function tablesOf(source: PGlite): Promise<string[]> {
  const { rows } = await source.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** The columns a row can be given: generated columns are computed again by the target. */
async function writableColumns(target: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await target.query<{ name: string }>(
    `select quote_ident(attname) as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${table}`],
  );
  return rows.map((r) => r.name);
}

async function countRows(query: (sql: string) => Promise<{ rows: { n: number }[] }>, table: string) {
  const { rows } = await query(`select count(*)::int as n from public.${table}`);
  return rows[0]!.n;
}

/**
 * Copies one table, PostgreSQL to PostgreSQL: the source writes each row as JSON in its own text forms,
 * and the target reads it back with json_populate_recordset, so every value keeps its exact type. Pages
 * follow the physical order (ctid), which needs no index and sees every row once.
 */
async function copyTable(source: PGlite, target: pg.ClientBase, table: string): Promise<number> {
  const columns = (await writableColumns(target, table)).join(', ');
  let after = '(0,0)';
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<{ at: string; rows: string }>(
      `select max(ctid)::text as at, json_agg(row_to_json(page))::text as rows from (
         select ctid, ${columns} from public.${table} where ctid > $1::tid order by ctid limit ${BATCH}) page`,
      [after],
    );
    const page = rows[0];
    if (!page?.at) return copied;
    const result = await target.query(
      `insert into public.${table} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::public.${table}, $1::json)`,
      [page.rows],
    );
    copied += result.rowCount ?? 0;
    after = page.at;
  }
}

async function copySequences(source: PGlite, target: pg.ClientBase): Promise<void> {
  const { rows } = await source.query<{ name: string }>(
    `select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of rows) {
    const { rows: at } = await source.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from public.${name}`,
    );
    await target.query('select setval($1::regclass, $2::bigint, $3)', [
      `public.${name}`,
      at[0]!.last_value,
      at[0]!.is_called,
    ]);
  }
}

/**
 * Moves an earlier release's PGlite database into the new cluster, once, at the first start: every table
 * and row, checked by counting both sides before the copy commits. The PGlite folder is then renamed, not
 * deleted, so nothing is lost if something was missed. Runs after the migrations and before the ensured
 * data, on a cluster that holds no account yet; the source is first migrated to the same schema.
 */
export async function importLegacyDatabase(
  dataDir: string,
  database: Database,
): Promise<ImportReport | null> {
  const folder = legacyFolder(dataDir);
  if (!folder) return null;
  const source = await openLegacy(folder);
  const target = await connectOnce(database.url);
  let report: Omit<ImportReport, 'keptAs'>;
  try {
    await migrate(drizzle(source), { migrationsFolder });
    if ((await countRows((sql) => target.query(sql), 'users')) > 0) {
      throw new LegacyImportError(
        `DATA_DIR holds both an earlier embedded database (${folder}) and a PostgreSQL one with accounts. ` +
          'Move one of the two away; nothing was changed.',
      );
    }
    const tables = await tablesOf(source);
    await target.query('begin');
    // Foreign keys and triggers are checked by the source already; as a replica the copy needs no order.
    await target.query(`set local session_replication_role = replica`);
    await target.query(`truncate ${tables.map((t) => `public.${t}`).join(', ')}`);
    let rows = 0;
    for (const table of tables) {
      const copied = await copyTable(source, target, table);
      const expected = await countRows((sql) => source.query(sql), table);
      if (copied !== expected || (await countRows((sql) => target.query(sql), table)) !== expected) {
        throw new LegacyImportError(
          `Moving ${table} copied ${copied} of ${expected} rows; nothing was changed.`,
        );
      }
      rows += copied;
    }
    await copySequences(source, target);
    await target.query('commit');
    report = { tables: tables.length, rows };
  } catch (err) {
    await target.query('rollback').catch(() => {});
    throw err;
  } finally {
    await target.end();
    await source.close();
  }
  const keptAs = `${folder}.moved-${new Date().toISOString().slice(0, 10)}`;
  renameSync(folder, keptAs);
  return { ...report, keptAs };
}
