import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { FakePushService, pushTarget, TEST_PUSH_MESSAGE } from '../test/fakes/push-service';
import { TEST_PUSH_RETRY } from '../test/harness';
import { ThreadedPushSender } from './threaded-push-sender';

/** The fan-out's sender as the job process runs it: encrypting and sending from a thread of its own. */

let fake: FakePushService;
let sender: ThreadedPushSender;
const target = pushTarget;
const message = TEST_PUSH_MESSAGE;

beforeAll(async () => {
  fake = await FakePushService.start();
  sender = new ThreadedPushSender(
    { subject: 'mailto:committee@anjuman.org.in', ...webPush.generateVAPIDKeys() },
    TEST_PUSH_RETRY,
  );
});
afterAll(async () => {
  await sender.close();
  await fake.close();
});

describe('ThreadedPushSender', () => {
  it('delivers notifications that the push service decrypts and whose VAPID it accepts', async () => {
    const devices = [fake.device(), fake.device(), fake.device()];
    const outcomes = await Promise.all(devices.map((d) => sender.send(target(d), message)));
    expect(outcomes).toEqual(['sent', 'sent', 'sent']);
    for (const device of devices) {
      expect(fake.receivedBy(device).map((r) => r.payload)).toEqual([{ title: 'Janaza at Asr' }]);
    }
    expect(fake.refused).toEqual([]);
  });

  it('reports a 410 as gone and retries a 503 until it is delivered', async () => {
    const gone = fake.device();
    fake.failNext({ status: 410 });
    expect(await sender.send(target(gone), message)).toBe('gone');
    const later = fake.device();
    fake.failNext({ status: 503 }, 2);
    expect(await sender.send(target(later), message)).toBe('sent');
    expect(fake.receivedBy(later)).toHaveLength(1);
  });

  it('starts a new thread after close, so a later fan-out still sends', async () => {
    await sender.close();
    const device = fake.device();
    expect(await sender.send(target(device), message)).toBe('sent');
  });
});
