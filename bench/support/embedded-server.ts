import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCluster } from '../../server/db/embedded/cluster';

/**
 * The embedded PostgreSQL the portal runs by default, in a throwaway folder, for a benchmark that has no
 * DATABASE_URL. Its settings are the portal's own (fsync on), so writes cost what they cost in production.
 */
export async function startBenchCluster(): Promise<{ serverUrl: string; stop: () => Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'anjuman-bench-'));
  // Started as root, the cluster runs as the user postgres, which must pass through this folder.
  chmodSync(folder, 0o711);
  const cluster = await startCluster(join(folder, 'cluster'));
  return {
    serverUrl: cluster.urlFor('postgres'),
    stop: async () => {
      await cluster.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
