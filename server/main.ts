import cluster from 'node:cluster';
import pino from 'pino';
import { buildApp, DEFAULT_WEB_ROOT } from './app';
import { scheduleDailyBackups } from './backup/schedule-backups';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { ClusterError } from './db/embedded/cluster-error';
import { LegacyImportError } from './db/legacy/import-pglite';
import { prepareDatabase } from './db/prepare';
import type { SeedOutcome } from './db/seed';
import { databaseTarget } from './db/target';
import { scheduleMemberCountsDay } from './directory/member-counts-day';
import { startBanner } from './http/start-banner';
import { systemClock } from './lib/clock';
import { fleetJobRunner, type JobRunner } from './lib/fleet-jobs';
import { scheduleMaintenance } from './maintenance';
import { safeErrorLog } from './protocol/safe-error-log';
import { schedulePushFanOut } from './push/fan-out-job';
import { ThreadedPushSender } from './push/threaded-push-sender';
import { loadVapid } from './push/vapid';
import { SmsDispatch } from './sms/dispatch';
import { createSmsProvider } from './sms/gateways';
import { scheduleOutbox } from './sms/outbox-job';
import { scheduleTimeChangeNotices } from './times/time-change-notices';
import { superviseWorkers, WORKER_DATABASE_URL } from './workers';

/**
 * The portal: the database opened (the embedded cluster started) and brought up to date once, the periodic
 * jobs scheduled, then the HTTP server, in this process or, with WORKERS > 1, in that many worker
 * processes sharing the port. A worker opens the database this process prepared, through its address.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.logLevel });
  if (cluster.isWorker) return serveAsWorker(config, logger);
  const sizes = { poolSize: config.databasePoolSize, workers: config.workers, log: logger };
  const database = await openDatabase({ ...databaseTarget(config), ...sizes });
  hearUnhandledRejections(logger, database);
  let stopJobs = () => {};
  try {
    const outcome = await prepareDatabase(config, database, logger);
    stopJobs = await scheduleJobs(config, database, logger);
    const banner = (port: number) => printBanner(config, outcome, port);
    const stopServing =
      config.workers > 1
        ? await superviseWorkers(config.workers, database.url, logger, banner)
        : await serveHere(config, database, logger, banner);
    onSignal(logger, async () => {
      stopJobs();
      await stopServing();
      await database.close();
    });
  } catch (err) {
    // Stop the embedded cluster too: a start that fails (a port in use, say) leaves nothing running.
    stopJobs();
    await database.close().catch(() => {});
    throw err;
  }
}

/**
 * The hourly purge, the daily backup, the SMS outbox, the push fan-out and the member counts' day, one process
 * of the fleet at a time.
 */
async function scheduleJobs(config: Config, database: Database, logger: pino.Logger): Promise<() => void> {
  // A job's advisory lock is held by its session: the primary itself, never through a pooler.
  const fleet = fleetJobRunner(database.directUrl);
  // A round that an outage of the database cut off is said once, by the database's watch, not once a round
  // by every job (the push fan-out runs every 2 s); the next round tries again.
  const jobs: JobRunner = (job, run) =>
    fleet(job, run).catch((err: unknown) => {
      if (!database.reportIfUnreachable(err)) throw err;
    });
  const stopMaintenance = scheduleMaintenance(
    database.db,
    systemClock,
    config.auditRetentionDays,
    (err) => logger.error({ err }, 'Maintenance purge failed'),
    jobs,
  );
  const stopBackups = scheduleDailyBackups({
    source: database,
    dir: config.backups.dir,
    keep: config.backups.keep,
    clock: systemClock,
    logger,
    jobs,
  });
  const sms = createSmsProvider(config.sms, logger);
  const dispatch = new SmsDispatch(database.db, systemClock, sms, config.smsTemplates, logger);
  const stopOutbox = scheduleOutbox(database.db, systemClock, dispatch, logger, jobs);
  const push = new ThreadedPushSender(await loadVapid(database.db, config.push.subject), undefined, (err) =>
    logger.error({ err }, 'The push thread stopped; the next notification starts another'),
  );
  const stopPush = schedulePushFanOut(database.db, systemClock, push, logger, jobs);
  const stopTimeNotices = scheduleTimeChangeNotices(database.db, systemClock, push, logger, jobs);
  const stopCountsDay = scheduleMemberCountsDay(database.db, systemClock, logger, jobs);
  return () => {
    stopCountsDay();
    stopMaintenance();
    stopBackups();
    stopOutbox();
    stopPush();
    stopTimeNotices();
    void push.close();
  };
}

/** The HTTP server in this process; returns how to stop it. */
async function serveHere(
  config: Config,
  database: Database,
  logger: pino.Logger,
  listening: (port: number) => void,
): Promise<() => Promise<void>> {
  const { app } = await buildApp({ config, database, logger, webRoot: DEFAULT_WEB_ROOT });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  listening(typeof address === 'object' && address ? address.port : config.port);
  return () => app.close();
}

/** A worker of WORKERS: the HTTP server on the database the primary prepared, until the primary stops it. */
async function serveAsWorker(config: Config, logger: pino.Logger): Promise<void> {
  const url = process.env[WORKER_DATABASE_URL];
  if (!url) throw new Error(`A worker needs ${WORKER_DATABASE_URL}`);
  // The embedded cluster's address is known only once the primary started it; a server's comes with its
  // direct connection and replicas.
  const target = config.databaseUrl ? databaseTarget(config) : { url };
  const database = await openDatabase({ ...target, poolSize: config.databasePoolSize, log: logger });
  hearUnhandledRejections(logger, database);
  const stop = await serveHere(config, database, logger, () => {});
  onSignal(logger, async () => {
    await stop();
    await database.close();
  });
}

function onSignal(logger: pino.Logger, stop: () => Promise<void>): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal} received, shutting down`);
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * A promise nobody awaited that failed would otherwise end the process, and every request with it: it is
 * logged instead, as the error handler logs (its kind and call sites, never its message, which may hold a
 * query's values), or, when the database was unreachable, left to the database's watch to say once.
 */
function hearUnhandledRejections(logger: pino.Logger, database: Database): void {
  process.on('unhandledRejection', (reason) => {
    if (database.reportIfUnreachable(reason)) return;
    logger.error({ error: safeErrorLog(reason) }, 'Unhandled Error');
  });
}

function printBanner(config: Config, outcome: SeedOutcome, port: number): void {
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    startBanner(`http://${shownHost}:${port}`, outcome, {
      smsProvider: config.sms.provider,
      host: config.host,
      port,
      trustProxy: config.trustProxy,
      workers: config.workers,
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
