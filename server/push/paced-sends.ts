import { inArray } from 'drizzle-orm';
import type { Language } from '../../domain/languages';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import type { Pacer } from './pacer';
import type { PushMessage, PushOutcome, PushTarget } from './push-sender';
import type { NotificationSender } from './threaded-push-sender';

/**
 * Sending one notification to many devices, as every push the portal sends does (an alert's fan-out, the
 * evening notice of changed times): a batch at a time, a few in flight, at one even pace.
 */

export type FanOutLimits = {
  /** Members read per batch; their devices are sent before the next batch is read. */
  batch: number;
  /** Notifications in flight at once: enough to cover a distant push service's latency. */
  concurrency: number;
  /** Notifications started a second at most, so members' requests keep their share of this process. */
  perSecond: number;
};
export const PUSH_LIMITS: FanOutLimits = { batch: 500, concurrency: 50, perSecond: 600 };

export type PushDevice = PushTarget & { id: string; language: Language };

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Sends a batch of devices the notification in each one's language (`messageOf`, asked once a language; null
 * counts as failed), `concurrency` at a time, each started at the pacer's pace, and deletes the devices the
 * push service says are gone. Returns each device's outcome, in the batch's order.
 */
export async function sendToDevices(
  db: Db,
  sender: NotificationSender,
  devices: PushDevice[],
  messageOf: (language: Language) => PushMessage | null,
  concurrency: number,
  pacer: Pacer,
): Promise<PushOutcome[]> {
  const messages = new Map<Language, PushMessage | null>();
  const outcomes = await eachLimited(devices, concurrency, async (device): Promise<PushOutcome> => {
    await pacer.take();
    if (!messages.has(device.language)) messages.set(device.language, messageOf(device.language));
    const message = messages.get(device.language);
    return message ? sender.send(device, message) : 'failed';
  });
  // 404 and 410 say the device unsubscribed: its row goes. Nothing else deletes one.
  const gone = devices.filter((_, i) => outcomes[i] === 'gone').map((d) => d.id);
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return outcomes;
}
