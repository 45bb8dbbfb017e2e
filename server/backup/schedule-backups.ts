import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import { type JobRunner, runHere } from '../lib/fleet-jobs';
import { dailyBackupDue, listBackups } from './backup-files';
import { type BackupSource, databaseTagOf, writeBackup } from './write-backup';

const HOUR_MS = 3_600_000;

export type DailyBackups = {
  source: BackupSource;
  dir: string;
  /** How many backups to keep; 0 turns the daily backup off. */
  keep: number;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** The first look, after the start has settled; then every hour. */
  firstCheckMs?: number;
  /** One process of the fleet at a time. */
  jobs?: JobRunner;
};

/**
 * Makes a backup when the newest of this database is a day old (or there is none), looking once an hour:
 * restarts neither skip a day nor pile up backups, and another database backing up into the same folder
 * neither stands in for this one nor has its backups pruned by it. The timers never keep the process alive
 * on shutdown.
 */
export function scheduleDailyBackups(options: DailyBackups): () => void {
  if (options.keep === 0) return () => {};
  const jobs = options.jobs ?? runHere;
  let running = false;
  const backUpIfDue = async () => {
    const tag = await databaseTagOf(options.source.directUrl);
    // Checked under the job's lock: a process that ran it a moment ago has made today's backup.
    if (!dailyBackupDue(listBackups(options.dir), tag, options.clock.now())) return;
    const file = await writeBackup(options.source, options.dir, options.clock.now(), options.keep);
    options.logger.info(`Daily backup written: ${file}`);
  };
  const check = async () => {
    if (running) return;
    running = true;
    try {
      await jobs('daily-backup', backUpIfDue);
    } catch (err) {
      // The next hourly look tries again.
      options.logger.error({ err }, 'The daily backup failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(check, options.firstCheckMs ?? 10 * 60_000);
  const hourly = setInterval(check, HOUR_MS);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
