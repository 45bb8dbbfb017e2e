import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { connectOnce } from '../db/one-connection';
import { PORTAL_CONNECTION_NAME, PORTAL_CONNECTION_STATEMENT } from '../sign-in/revocation-listener';
import { BackupError } from './backup-error';

const run = promisify(execFile);

/**
 * The database for a tool's command line, with the password moved to its environment: any local user can
 * read another process's arguments, not its environment.
 */
function connection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: `--dbname=${parsed.toString()}`, env: password ? { PGPASSWORD: password } : {} };
}

/** pg_dump and pg_restore of the machine: they must be of the server's major version or newer. */
async function runTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const { dbname, env } = connection(url);
  try {
    await run(tool, [...args, dbname], { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found. Install your PostgreSQL server's client tools (on Debian: postgresql-client).`,
      );
    }
    throw new BackupError(`${tool} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/** A pg_dump of the DATABASE_URL database in its custom format, which pg_restore reads. */
export async function writeServerDump(url: string, file: string): Promise<void> {
  await runTool('pg_dump', url, ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`]);
}

async function tablesIn(url: string): Promise<number> {
  const client = await connectOnce(url);
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * Refuses while a portal process is connected to the database, as the embedded DATA_DIR's lock refuses:
 * each keeps one connection open for as long as it runs (the one that hears revocations), on any machine.
 */
async function refuseWhilePortalsConnected(url: string): Promise<void> {
  const client = await connectOnce(url);
  try {
    const { rows } = await client.query<{ address: string | null }>(
      `select host(client_addr) as address from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and (application_name = $1 or query = $2)`,
      [PORTAL_CONNECTION_NAME, PORTAL_CONNECTION_STATEMENT],
    );
    if (rows.length === 0) return;
    // Known only for a connection over TCP, and shown only to the same role (or pg_read_all_stats).
    const from = [...new Set(rows.flatMap((r) => (r.address ? [r.address] : [])))];
    throw new BackupError(
      `The DATABASE_URL database is in use by another Anjuman process (${rows.length} connected${from.length ? `, from ${from.join(', ')}` : ''}). Stop it first.`,
    );
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into the DATABASE_URL database: an empty one, or with `replace`, over what is there.
 * Never while a portal runs on it.
 */
export async function restoreServerDump(file: string, url: string, replace: boolean): Promise<void> {
  await refuseWhilePortalsConnected(url);
  if (!replace && (await tablesIn(url)) > 0) {
    throw new BackupError(
      'The DATABASE_URL database is not empty. Restore into an empty database, or add --force to replace its contents.',
    );
  }
  await runTool('pg_restore', url, [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    ...(replace ? ['--clean', '--if-exists'] : []),
    file,
  ]);
}
