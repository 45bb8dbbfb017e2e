import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E } from '../../e2e/support/env';
import { prepareDatabase } from '../../e2e/support/fixtures';
import { buildIfChanged, freshDataDir, portalEnv, serverArgs, stopPortal, waitHealthy } from './portal';

const ROOT = join(import.meta.dirname, '..', '..');

export type WebPortal = { url: string; dataDir: string; stop: () => Promise<void> };

/**
 * The portal as `npm start` runs it (the build check, then the bundled server) on a fresh DATA_DIR, for the
 * benchmarks that open its pages in Chromium. With `people`, the database first gets the e2e journeys' members
 * and staff (e2e/support/fixtures.ts, with the demo masjids and alerts), so a bench can sign in as they do.
 */
export async function startWebPortal(port: number, { people = false } = {}): Promise<WebPortal> {
  buildIfChanged(ROOT);
  const dataDir = freshDataDir('anjuman-web-bench-');
  const extra: Record<string, string> = people
    ? {
        DEMO_DATA: 'on',
        ADMIN_EMAIL: E2E.admin.email,
        ADMIN_PASSWORD: E2E.admin.password,
        // The sign-ins below are by password: the bot check is not what these benches measure.
        BOT_CHECK: 'off',
      }
    : {};
  const env = portalEnv(dataDir, port, extra);
  if (people) await prepareDatabase(dataDir, env as Record<string, string>);
  const proc = spawn(process.execPath, serverArgs, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (Number.isNaN(await waitHealthy(port, proc, 90_000))) {
    await stopPortal(proc, dataDir);
    throw new Error('The portal did not become healthy');
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async () => {
      await stopPortal(proc, dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
