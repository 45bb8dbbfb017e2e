import type { Config } from '../config';
import type { DatabaseTarget } from './client';

/**
 * Where the portal's database is, as the settings say: the server of DATABASE_URL with its direct connection
 * and replicas, or the embedded cluster in DATA_DIR.
 */
export function databaseTarget(
  config: Pick<Config, 'databaseUrl' | 'databaseDirectUrl' | 'replicaUrls' | 'maxReplicaLagMs' | 'dataDir'>,
): DatabaseTarget {
  if (!config.databaseUrl) return { dataDir: config.dataDir };
  return {
    url: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    replicaUrls: config.replicaUrls,
    maxReplicaLagMs: config.maxReplicaLagMs,
  };
}
