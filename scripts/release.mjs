// `npm run release`: release/anjuman-<version>.tgz, what a server deploys. It holds the built web app and the
// bundled server and tools (dist/, the migrations inside), a package.json whose scripts run only dist/ and
// whose dependencies are the runtime's, and the lock for exactly those, so that `npm ci --omit=dev` installs
// them and nothing on the server builds. README, PRIVACY and deploy/ come along for the one who installs it.
//   --out DIR     write the tarball into DIR instead of release/
//   --web-built   take dist/web as `npm run build:web` just left it (the journeys' build) and bundle only the
//                 server, so the HTTPS journey's release does not build the web app a second time
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = join(import.meta.dirname, '..');
const { values: options } = parseArgs({
  options: { out: { type: 'string' }, 'web-built': { type: 'boolean', default: false } },
});
const source = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const name = `anjuman-${source.version}`;
const releaseDir = options.out ? resolve(options.out) : join(root, 'release');
const stage = join(releaseDir, name);
const tarball = join(releaseDir, `${name}.tgz`);

/** What runs on the server: dist/ through plain node; `npm start` never builds there. */
const SCRIPTS = {
  start: 'node --enable-source-maps dist/server.js',
  backup: 'node --enable-source-maps dist/backup.js',
  restore: 'node --enable-source-maps dist/restore.js',
  migrate: 'node --enable-source-maps dist/migrate.js',
  'sms:templates': 'node dist/sms-templates.js',
};
// The build's fingerprints (scripts/build-if-changed.mjs): nothing on the server rebuilds, so they stay behind.
const BUILD_STAMPS = new Set(['.sources', '.server-sources']);

const build = options['web-built'] ? 'bundle-server.mjs' : 'build-if-changed.mjs';
execFileSync(process.execPath, [join(root, 'scripts', build)], { cwd: root, stdio: 'inherit' });
for (const built of ['dist/server.js', 'dist/web/index.html', 'dist/migrations', 'dist/backup.js']) {
  if (!existsSync(join(root, built))) throw new Error(`The build did not write ${built}`);
}

rmSync(stage, { recursive: true, force: true });
mkdirSync(stage, { recursive: true });
cpSync(join(root, 'dist'), join(stage, 'dist'), {
  recursive: true,
  filter: (path) => !BUILD_STAMPS.has(path.slice(path.lastIndexOf('/') + 1)),
});
for (const file of ['README.md', 'PRIVACY.md', 'deploy'])
  cpSync(join(root, file), join(stage, file), { recursive: true });

/**
 * The lock without what only devDependencies need: the packages npm marks `dev`, and `devOptional` ones (a
 * dev package that a runtime package names as an optional peer). The same lock `npm install --package-lock-only`
 * writes for the production package.json (compared with npm 11's), without its 10 s and with no registry.
 */
function runtimeLock(lock) {
  const packages = Object.entries(lock.packages).flatMap(([path, entry]) => {
    if (path !== '') return entry.dev || entry.devOptional ? [] : [[path, entry]];
    const { devDependencies: _dev, ...root } = entry;
    return [[path, root]];
  });
  return { ...lock, packages: Object.fromEntries(packages) };
}

const lock = runtimeLock(JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')));
writeFileSync(join(stage, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
// Install scripts stay reviewed (domain/installed-packages.test.ts) for the packages that are still locked.
const { devDependencies: _build, allowScripts = {}, ...kept } = source;
const reviewed = Object.entries(allowScripts).filter(([pkg]) => `node_modules/${pkg}` in lock.packages);
const manifest = { ...kept, scripts: SCRIPTS, allowScripts: Object.fromEntries(reviewed) };
writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

rmSync(tarball, { force: true });
execFileSync('tar', ['-czf', tarball, '-C', releaseDir, name]);
rmSync(stage, { recursive: true, force: true });
process.stdout.write(`Release written: ${tarball}\n`);
