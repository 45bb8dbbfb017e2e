import cluster, { type Worker } from 'node:cluster';
import type pino from 'pino';

/** How a worker learns where the primary's database is (the embedded cluster's socket, or DATABASE_URL). */
export const WORKER_DATABASE_URL = 'ANJUMAN_WORKER_DATABASE_URL';

/**
 * Forks `count` workers that share the port (node:cluster hands each new connection to one of them),
 * replaces any that dies, and calls `listening` once all of them listen. The returned function stops them
 * all and waits until they have gone.
 */
export async function superviseWorkers(
  count: number,
  databaseUrl: string,
  logger: pino.Logger,
  listening: (port: number) => void,
): Promise<() => Promise<void>> {
  let stopping = false;
  const fork = (): Worker => {
    const worker = cluster.fork({ [WORKER_DATABASE_URL]: databaseUrl });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      logger.warn(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
      fork();
    });
    return worker;
  };

  const started = new Promise<number>((resolve, reject) => {
    let up = 0;
    cluster.on('listening', (_worker, address) => {
      up += 1;
      if (up === count) resolve(address.port);
    });
    // A worker that cannot start (the port taken, say) stops the start instead of restarting forever.
    cluster.once('exit', (_worker, code) => {
      if (up < count) {
        stopping = true;
        reject(new Error(`A worker could not start (exit code ${code})`));
      }
    });
  });
  for (let i = 0; i < count; i++) fork();
  listening(await started);

  return async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
  };
}
