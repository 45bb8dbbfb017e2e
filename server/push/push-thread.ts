import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { type PushMessage, type PushRetry, PushSender, type PushTarget } from './push-sender';
import type { Vapid } from './vapid';

/**
 * The thread that encrypts and sends a fan-out's notifications (see threaded-push-sender.ts): each message is
 * one notification, answered with its outcome under the same id.
 */
export type PushThreadRequest = { id: number; target: PushTarget; message: PushMessage };
export type PushThreadReply = { id: number; outcome: Awaited<ReturnType<PushSender['send']>> };

// On Linux a nice value belongs to a thread, and 0 names the calling one: this thread gives way to the event
// loop answering members whenever both want the processor. Where that is refused, it runs at its usual priority.
try {
  setPriority(0, 10);
} catch {}

const { vapid, retry } = workerData as { vapid: Vapid; retry?: PushRetry };
const sender = new PushSender(vapid, retry);
const port = parentPort;
port?.on('message', (request: PushThreadRequest) => {
  sender
    .send(request.target, request.message)
    .catch(() => 'failed' as const)
    .then((outcome) => port.postMessage({ id: request.id, outcome } satisfies PushThreadReply));
});
