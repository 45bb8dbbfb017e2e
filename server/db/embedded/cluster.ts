import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { embeddedBinaries } from './binaries';
import { ClusterError } from './cluster-error';
import { type ClusterUser, clusterUser } from './cluster-user';
import { runningPostmaster, stopOrphanedPostmaster } from './orphan';
import { type ClusterPurpose, clusterSettings, socketPath, socketPathFits } from './settings';

const run = promisify(execFile);

export type Cluster = {
  /** The folder of the cluster's files; its socket is in it too. */
  dir: string;
  /** A connection string for a database of the cluster, through the socket. */
  urlFor(database: string): string;
  /** Whether its postmaster runs (it may have been killed: the OOM killer, an operator). */
  running(): boolean;
  /** Starts it again after its postmaster died; PostgreSQL replays its WAL, so nothing committed is lost. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** A database of the cluster in `dir`, through its socket: the only way in. */
export function clusterUrl(dir: string, database: string): string {
  return `postgresql://postgres@${encodeURIComponent(resolve(dir))}/${database}`;
}

/** Who runs the cluster's programs, and with which environment: no PG* variable of the caller leaks in. */
function runAs(user: ClusterUser | null) {
  return {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C', TZ: 'UTC' },
  };
}

function checkReachable(dir: string, user: ClusterUser | null): void {
  if (!user) return;
  const probe = spawnSync('test', ['-r', dir, '-a', '-w', dir, '-a', '-x', dir], runAs(user));
  if (probe.status !== 0) {
    throw new ClusterError(
      `The embedded database runs as the system user "${user.name}", which cannot reach ${dir}. ` +
        'Let it pass through each parent folder (chmod o+x), or set DATA_DIR to a folder it can reach.',
    );
  }
}

async function initCluster(dir: string, user: ClusterUser | null, purpose: ClusterPurpose): Promise<void> {
  const { initdb } = await embeddedBinaries(user);
  await run(
    initdb,
    [
      `--pgdata=${dir}`,
      '--username=postgres',
      // Only the socket reaches the cluster, and the socket is its owner's alone (settings.ts).
      '--auth=trust',
      '--encoding=UTF8',
      // Unicode character classes, so the name search's trigrams see Devanagari and Urdu letters as letters.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C.UTF-8',
      ...(purpose === 'tests' ? ['--no-sync'] : []),
    ],
    runAs(user),
  );
  const conf = join(dir, 'postgresql.conf');
  writeFileSync(conf, `${readFileSync(conf, 'utf8')}\ninclude 'anjuman.conf'\n`);
}

/**
 * Starts the PostgreSQL cluster in `dir`, creating it first when the folder holds none. The caller must
 * own the folder (the portal's DATA_DIR lock): a postmaster still running there was left by a portal that
 * was killed, and is stopped before the new one starts.
 */
export async function startCluster(
  dirPath: string,
  purpose: ClusterPurpose = 'portal',
  poolSize = 10,
): Promise<Cluster> {
  const dir = resolve(dirPath);
  if (!socketPathFits(dir)) {
    throw new ClusterError(
      `The database folder's path is too long for its socket (${socketPath(dir)}). Choose a shorter DATA_DIR.`,
    );
  }
  const user = clusterUser();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dir, user.uid, user.gid);
  checkReachable(dir, user);

  if (!existsSync(join(dir, 'PG_VERSION'))) await initCluster(dir, user, purpose);
  writeFileSync(join(dir, 'anjuman.conf'), clusterSettings(dir, purpose, poolSize));
  if (user) chownSync(join(dir, 'anjuman.conf'), user.uid, user.gid);

  const { pg_ctl } = await embeddedBinaries(user);
  const start = async () => {
    await stopOrphanedPostmaster(dir);
    try {
      await run(
        pg_ctl,
        ['start', '-D', dir, '-w', '-t', '120', '-s', '-l', join(dir, 'postgresql.log')],
        runAs(user),
      );
    } catch (err) {
      throw new ClusterError(
        `The embedded database did not start; see ${join(dir, 'postgresql.log')}. ${(err as Error).message}`,
      );
    }
  };
  await start();
  return {
    dir,
    urlFor: (database) => clusterUrl(dir, database),
    running: () => runningPostmaster(dir) !== null,
    start,
    stop: async () => {
      // Fast: open sessions are ended and every committed write is already on disk.
      await run(pg_ctl, ['stop', '-D', dir, '-m', 'fast', '-w', '-t', '120', '-s'], runAs(user));
    },
  };
}
