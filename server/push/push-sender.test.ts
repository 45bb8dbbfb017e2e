import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { FakePushService, pushTarget, TEST_PUSH_MESSAGE } from '../test/fakes/push-service';
import { TEST_PUSH_RETRY } from '../test/harness';
import { PushSender } from './push-sender';

let fake: FakePushService;
let sender: PushSender;
const target = pushTarget;
const message = TEST_PUSH_MESSAGE;

beforeAll(async () => {
  fake = await FakePushService.start();
  sender = new PushSender(
    { subject: 'mailto:committee@anjuman.org.in', ...webPush.generateVAPIDKeys() },
    TEST_PUSH_RETRY,
  );
});
afterAll(() => fake.close());

describe('a push service that answers with a redirect', () => {
  it.each([301, 302, 303, 307, 308] as const)(
    'is a failed send (%i): the notification is not carried to the address it names',
    async (status) => {
      const device = fake.device();
      // Another address on the same service stands for wherever a redirect could point (the LAN, say).
      const elsewhere = fake.device();
      const before = fake.requests;
      fake.failNext({ status, location: elsewhere.endpoint });
      expect(await sender.send(target(device), message)).toBe('failed');
      // One request, to the device's own endpoint: no second one to the redirect's target, and no retry.
      expect(fake.requests - before).toBe(1);
      expect(fake.receivedBy(elsewhere)).toEqual([]);
      expect(fake.receivedBy(device)).toEqual([]);
    },
  );
});
