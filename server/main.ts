import pino from 'pino';
import { buildApp, DEFAULT_WEB_ROOT } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { ClusterError } from './db/embedded/cluster';
import { importLegacyDatabase, LegacyImportError } from './db/legacy/import-pglite';
import { seed } from './db/seed';
import { scheduleMaintenance } from './maintenance';
import { startBanner } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  if (!config.databaseUrl) {
    const moved = await importLegacyDatabase(config.dataDir, database);
    if (moved) {
      logger.info(
        `Moved the earlier embedded database into PostgreSQL: ${moved.rows} rows in ${moved.tables} tables, ` +
          `counted on both sides. The old folder is kept as ${moved.keptAs}; delete it once you are satisfied.`,
      );
    }
  }
  const outcome = await seed(database.db, config);
  const { app, services } = await buildApp({ config, database, logger, webRoot: DEFAULT_WEB_ROOT });
  const stopMaintenance = scheduleMaintenance(database.db, services.clock, config.auditRetentionDays, (err) =>
    logger.error({ err }, 'Maintenance purge failed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received, shutting down`);
    stopMaintenance();
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
