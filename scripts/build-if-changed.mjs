// `npm start` builds the web app and bundles the server only when their sources changed since the last build,
// so a restart does not spend seconds rebuilding what is already built. The fingerprint is a hash of every
// source file's path, size and modification time, kept beside each output.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

function fingerprint(paths) {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (name !== 'node_modules') visit(join(path, name));
    } else {
      hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const p of paths) visit(join(root, p));
  return hash.digest('hex');
}

function buildIfChanged(label, stampFile, sources, build) {
  const stamp = join(root, stampFile);
  const now = fingerprint(sources);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === now) return;
  process.stdout.write(`Building ${label}...\n`);
  build();
  writeFileSync(stamp, now);
}

const shared = ['domain', 'package-lock.json', 'tsconfig.json'];
buildIfChanged('the web app', 'dist/web/.sources', ['web', 'vite.config.ts', ...shared], () =>
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' }),
);
buildIfChanged('the server', 'dist/.server-sources', ['server', ...shared, 'scripts/bundle-server.mjs'], () =>
  execFileSync(process.execPath, [join(root, 'scripts', 'bundle-server.mjs')], {
    cwd: root,
    stdio: 'inherit',
  }),
);
