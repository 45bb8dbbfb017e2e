import { setTimeout as sleep } from 'node:timers/promises';

const WINDOW_MS = 10;

/**
 * At most `perSecond` starts a second, counted in hundredths of a second so that they never come in bursts. The fan-out runs on the event loop that
 * answers members, and each notification is synchronous encryption: against a fast push service, 50 in
 * flight kept the loop busy and a member's read waited 300 ms at p99 (bench/push-fanout.ts). Paced, the loop
 * keeps room for them, while the 50 in flight still cover a distant push service's latency.
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
