import { setTimeout as sleep } from 'node:timers/promises';

const WINDOW_MS = 10;

/**
 * At most `perSecond` starts a second, counted in hundredths of a second so that they never come in bursts.
 * The encryption runs in the push thread (threaded-push-sender.ts), but each notification still costs this
 * process, PostgreSQL and the machine's processors something: an even pace keeps members' requests their
 * share, while the 50 in flight still cover a distant push service's latency.
 */
export class Pacer {
  private windowEnds = 0;
  private started = 0;
  private readonly perWindow: number;

  constructor(perSecond: number) {
    this.perWindow = Math.max(1, Math.round((perSecond * WINDOW_MS) / 1000));
  }

  async take(): Promise<void> {
    for (;;) {
      const now = performance.now();
      if (now >= this.windowEnds) {
        this.windowEnds = now + WINDOW_MS;
        this.started = 0;
      }
      if (this.started < this.perWindow) {
        this.started += 1;
        return;
      }
      await sleep(this.windowEnds - now);
    }
  }
}
