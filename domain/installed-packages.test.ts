import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type LockedPackage = {
  version?: string;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
  optional?: boolean;
};

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** `node_modules/a/node_modules/@b/c` → `@b/c`. */
function nameOf(path: string): string {
  return path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

const locked = Object.entries(lock.packages).filter(([path]) => path.startsWith('node_modules/'));

/**
 * A newcomer's `npm install` must print nothing to worry about: no EBADENGINE for a package that wants a
 * newer Node than the one package.json admits, and no install script left unreviewed.
 */
describe('the locked packages', () => {
  // An optional package that a Node cannot run (a platform build of rollup's) is left out without a word.
  it('all run on the oldest Node that package.json admits, but for optional ones npm skips', () => {
    const oldest = semver.minVersion(manifest.engines.node);
    expect(oldest).not.toBeNull();
    const refusing = locked
      .filter(([, pkg]) => {
        const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        return !pkg.optional && wanted !== undefined && !semver.satisfies(oldest as semver.SemVer, wanted);
      })
      .map(
        ([path, pkg]) =>
          `${nameOf(path)}@${pkg.version} wants node ${(pkg.engines as { node: string }).node}`,
      );
    expect(refusing).toEqual([]);
  });

  it('have each install script approved or denied in allowScripts', () => {
    const reviewed = manifest.allowScripts ?? {};
    const unreviewed = locked
      .filter(([path, pkg]) => pkg.hasInstallScript && !(nameOf(path) in reviewed))
      .map(([path]) => nameOf(path));
    expect(unreviewed).toEqual([]);
  });
});
