import { expect } from 'vitest';
import { pushSubscriptions } from '../db/schema';
import { FakePushService } from './fakes/push-service';
import { startTestApp, type TestApp } from './harness';
import { buildSmallTree } from './small-tree';

const DAY = 86_400;

/**
 * An app whose alerts' pushes go to a fake push service, over a small tree `PU`: what the tests of an alert's
 * push and reach start from. `forgetPushes` (before each test) leaves no device and nothing received.
 */
export async function startAlertPushApp() {
  const fake = await FakePushService.start();
  const t = await startTestApp({ env: { PUSH_TEST_ENDPOINTS: fake.origin } });
  const tree = await buildSmallTree(t.db, 'PU');
  return {
    fake,
    t,
    tree,
    publish: (...args: PublishArgs) => publishAlert(t, ...args),
    async forgetPushes() {
      fake.received.length = 0;
      fake.refused.length = 0;
      await t.db.delete(pushSubscriptions);
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

export type AlertPushApp = Awaited<ReturnType<typeof startAlertPushApp>>;

type PublishArgs = [
  by: { token: string },
  target: { alertLevel: 'Mosque' | 'state'; alertLevelId: string },
  extra?: { severity?: 'low' | 'moderate' | 'high'; expiry?: number; title?: string },
];

/** Adds a Janaza alert as `by` (high, due in two days unless `extra` says otherwise); returns its id. */
async function publishAlert(t: TestApp, ...[by, target, extra = {}]: PublishArgs): Promise<string> {
  const now = Math.floor(t.services.clock.now().getTime() / 1000);
  const res = await t.call(
    'addAlert',
    {
      ...target,
      title: extra.title ?? 'Janaza prayer',
      message: 'After Zuhr at the masjid.\nAll are welcome.',
      category: 'society',
      severity: extra.severity ?? 'high',
      expiry: { seconds: extra.expiry ?? now + 2 * DAY },
    },
    by.token,
  );
  expect(res.status).toBe(200);
  return res.body.result.alert!.id;
}
