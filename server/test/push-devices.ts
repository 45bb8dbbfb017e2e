import { expect } from 'vitest';
import type { Language } from '../../domain/languages';
import type { FakeDevice, FakePushService } from './fakes/push-service';
import type { TestApp } from './harness';

/** A device of the fake push service, subscribed by the signed-in member in `language`, as a phone does. */
export async function subscribedDevice(
  t: TestApp,
  fake: FakePushService,
  member: { token: string },
  language: Language = 'en',
): Promise<FakeDevice> {
  const device = fake.device();
  const res = await t.call(
    'addPushSubscription',
    { endpoint: device.endpoint, keys: device.keys, language },
    member.token,
  );
  expect(res.status).toBe(200);
  return device;
}
