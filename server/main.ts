import pino from 'pino';
import { buildApp, DEFAULT_WEB_ROOT } from './app';
import { scheduleDailyBackups } from './backup/schedule-backups';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { ClusterError } from './db/embedded/cluster-error';
import { LegacyImportError } from './db/legacy/import-pglite';
import { prepareDatabase } from './db/prepare';
import { fleetJobRunner } from './lib/fleet-jobs';
import { scheduleMaintenance } from './maintenance';
import { startBanner } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolSize: config.databasePoolSize }
      : { dataDir: config.dataDir, poolSize: config.databasePoolSize },
  );
  try {
    await serve(config, database, logger);
  } catch (err) {
    // Stop the embedded cluster too: a start that fails (a port in use, say) leaves nothing running.
    await database.close().catch(() => {});
    throw err;
  }
}

/** Brings the database up to date, then serves the portal until a signal stops it. */
async function serve(config: Config, database: Database, logger: pino.Logger): Promise<void> {
  const outcome = await prepareDatabase(config, database, logger);
  const { app, services } = await buildApp({ config, database, logger, webRoot: DEFAULT_WEB_ROOT });
  const jobs = fleetJobRunner(database.url);
  const stopMaintenance = scheduleMaintenance(
    database.db,
    services.clock,
    config.auditRetentionDays,
    (err) => logger.error({ err }, 'Maintenance purge failed'),
    jobs,
  );

  const stopBackups = scheduleDailyBackups({
    source: database,
    dir: config.backups.dir,
    keep: config.backups.keep,
    clock: services.clock,
    logger,
    jobs,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received, shutting down`);
    stopMaintenance();
    stopBackups();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'Unhandled Error'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    startBanner(`http://${shownHost}:${port}`, outcome, {
      smsProvider: config.sms.provider,
      host: config.host,
      port,
      trustProxy: config.trustProxy,
    }),
  );
}

main().catch((err: unknown) => {
  if (
    err instanceof ConfigError ||
    err instanceof DataDirLockedError ||
    err instanceof ClusterError ||
    err instanceof LegacyImportError
  ) {
    console.error(err.message);
  } else {
    console.error('Anjuman failed to start:', err);
  }
  process.exit(1);
});
