/** Where the watch tells the operator: the portal's logger, or nothing (a command, a test). */
export type AvailabilityLog = { warn(message: string): void; error(message: string): void };

const PROBE_MS = [100, 250, 500, 1000, 2000];

/**
 * How long the database must go on answering before it is said to be back. One pg_terminate_backend or
 * failover ends a pool's connections one after another, and a new connection may open between two of them:
 * without this, one outage would read as several.
 */
const SETTLE_MS = 1000;

export type AvailabilityWatch = {
  /** The database could not be reached (`reason`); said once, then watched until it answers again. */
  lost(reason: string): void;
  /** A new connection was made: if the database was away, it is back. */
  answered(): void;
  stop(): void;
};

/**
 * What this process knows of whether its database answers. When a connection is cut or refused it says so
 * once, then probes, more slowly as the outage lasts, until a probe (or any new connection) answers, and
 * says that once: one pair of lines per outage, never one per failed request. Requests in between are not
 * held back: each one tries the database itself and, failing, answers 503. `revive` runs before each probe:
 * an embedded portal starts its cluster there again when the postmaster is gone.
 */
export function watchAvailability(
  probe: () => Promise<void>,
  log: AvailabilityLog | undefined,
  revive: () => Promise<void> = async () => {},
): AvailabilityWatch {
  let since: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let attempts = 0;
  let lastFailure = '';
  let settling: NodeJS.Timeout | null = null;
  let checking = false;

  const back = () => {
    settling = null;
    if (stopped || since === null) return;
    const seconds = ((Date.now() - since) / 1000).toFixed(1);
    since = null;
    log?.warn(`The database answers again, after ${seconds} s`);
  };

  const answered = () => {
    if (since === null || settling) return;
    if (timer) clearTimeout(timer);
    timer = null;
    settling = setTimeout(back, SETTLE_MS);
    settling.unref();
  };

  const next = () => {
    if (stopped || since === null || timer || checking) return;
    const wait = PROBE_MS[Math.min(attempts, PROBE_MS.length - 1)]!;
    attempts += 1;
    timer = setTimeout(check, wait);
    timer.unref();
  };

  const check = async () => {
    timer = null;
    if (stopped || since === null) return;
    checking = true;
    const ok = await revive().then(
      () =>
        probe().then(
          () => true,
          // What an outage is: nothing more to say until something answers.
          () => false,
        ),
      (err: unknown) => {
        // Said when it changes (the cluster cannot start, and why), not at every try.
        const failure = err instanceof Error ? err.message : String(err);
        if (failure !== lastFailure) log?.error(failure);
        lastFailure = failure;
        return false;
      },
    );
    checking = false;
    if (ok) answered();
    else next();
  };

  return {
    lost(reason) {
      if (stopped) return;
      if (since !== null) {
        // The same outage goes on: it is not over until the database has answered for a while.
        if (settling) clearTimeout(settling);
        settling = null;
        next();
        return;
      }
      since = Date.now();
      attempts = 0;
      lastFailure = '';
      log?.warn(`The database is unavailable (${reason}); requests answer 503 until it is back`);
      next();
    },
    answered,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (settling) clearTimeout(settling);
    },
  };
}
