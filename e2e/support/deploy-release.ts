import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Deploys the portal as README's "Deploying" says: `npm run release`'s tarball unpacked in `folder`, then
 * `npm ci --omit=dev`, so it runs on the runtime's packages alone and builds nothing. The web app is the one
 * `npm run build:web` built for the journeys; the server is bundled afresh. Returns the release's folder.
 */
export async function deployRelease(folder: string): Promise<string> {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const name = `anjuman-${version}`;
  await run(process.execPath, ['scripts/release.mjs', '--web-built', '--out', folder]);
  await run('tar', ['-xzf', join(folder, `${name}.tgz`), '-C', folder]);
  const release = join(folder, name);
  // The flags a server's install would use; --prefer-offline lets npm's cache answer what it holds.
  await run(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts=false', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: release },
  );
  return release;
}
