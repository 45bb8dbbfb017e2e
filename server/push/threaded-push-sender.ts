import { Worker } from 'node:worker_threads';
import type { PushMessage, PushOutcome, PushRetry, PushTarget } from './push-sender';
import type { PushThreadReply, PushThreadRequest } from './push-thread';
import type { Vapid } from './vapid';

/** What the fan-out needs of a sender: one notification to one device, and its outcome. */
export type NotificationSender = { send(target: PushTarget, message: PushMessage): Promise<PushOutcome> };

/**
 * The thread: from the bundle, dist/push-thread.js beside dist/server.js (scripts/bundle-server.mjs); from
 * source (tsx, the tests), push-thread.ts through tsx's loader, which Node 20 does not pass on to a thread.
 */
function startThread(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./push-thread.js', import.meta.url), { workerData });
  const file = JSON.stringify(new URL('./push-thread.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${file}, ${file}))`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * Sends a fan-out's notifications from a thread of their own. Each one is an ECDH key agreement and an
 * AES-GCM encryption (RFC 8291), synchronous work that, on the event loop answering members, raised their
 * reads' p99 several times over during a large fan-out (bench/push-fanout.ts). Here the loop only hands over
 * a device and its message and receives the outcome.
 */
export class ThreadedPushSender implements NotificationSender {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, (outcome: PushOutcome) => void>();
  private nextId = 0;

  constructor(
    private readonly vapid: Vapid,
    private readonly retry?: PushRetry,
    private readonly onThreadError: (err: unknown) => void = () => {},
  ) {}

  /** The running thread, started at the first notification and again after one that died. */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startThread({ vapid: this.vapid, retry: this.retry });
    // An idle thread must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: PushThreadReply) => {
      this.waiting.get(reply.id)?.(reply.outcome);
      this.waiting.delete(reply.id);
    });
    worker.on('error', this.onThreadError);
    // What a dead thread had in flight counts as failed, not as lost; the next notification starts another.
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
      for (const settle of this.waiting.values()) settle('failed');
      this.waiting.clear();
    });
    this.worker = worker;
    return worker;
  }

  send(target: PushTarget, message: PushMessage): Promise<PushOutcome> {
    const id = this.nextId++;
    const thread = this.thread();
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      thread.postMessage({
        id,
        target: { endpoint: target.endpoint, p256dh: target.p256dh, auth: target.auth },
        message,
      } satisfies PushThreadRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }
}
