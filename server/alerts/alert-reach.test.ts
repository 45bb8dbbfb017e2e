import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions, smsOutbox } from '../db/schema';
import { buildAdmin, buildMember, buildSuperAdmin, signedIn } from '../test/factories';
import { FakePushService } from '../test/fakes/push-service';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** An admin's alert reaches the devices of its area's members as a push notification. */

let fake: FakePushService;
let t: TestApp;
let tree: SmallTree;
let admin: { token: string; userId: string };
let otherAdmin: { token: string; userId: string };
let superAdmin: { token: string; userId: string };
let oldMember: { token: string; userId: string };

const DAY = 86_400;
const now = () => Math.floor(t.services.clock.now().getTime() / 1000);

beforeAll(async () => {
  fake = await FakePushService.start();
  t = await startTestApp({ env: { PUSH_TEST_ENDPOINTS: fake.origin } });
  tree = await buildSmallTree(t.db, 'PU');
  admin = await signedIn(t, buildAdmin({ email: 'push.admin@test.local' }));
  otherAdmin = await signedIn(t, buildAdmin({ email: 'push.other@test.local' }));
  superAdmin = await signedIn(t, buildSuperAdmin({ email: 'push.super@test.local' }));
  oldMember = await signedIn(t, buildMember({ name: 'Push Old', mosqueId: tree.oldMosque }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.received.length = 0;
  fake.refused.length = 0;
  await t.db.delete(pushSubscriptions);
});

async function publish(
  by: { token: string },
  target: { alertLevel: 'Mosque' | 'state'; alertLevelId: string },
  extra: { severity?: 'low' | 'moderate' | 'high'; expiry?: number; title?: string } = {},
): Promise<string> {
  const res = await t.call(
    'addAlert',
    {
      ...target,
      title: extra.title ?? 'Janaza prayer',
      message: 'After Zuhr at the masjid.\nAll are welcome.',
      category: 'society',
      severity: extra.severity ?? 'high',
      expiry: { seconds: extra.expiry ?? now() + 2 * DAY },
    },
    by.token,
  );
  expect(res.status).toBe(200);
  return res.body.result.alert!.id;
}

describe('reach', () => {
  it("counts an alert's SMS, and shows an admin only their own alerts (a super admin all)", async () => {
    const mine = await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    const theirs = await publish(otherAdmin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    const sms = (status: 'queued' | 'sent' | 'delivered' | 'failed') => ({
      purpose: 'alert' as const,
      phone: '919800000001',
      template: 'alert',
      language: 'en',
      parts: 1,
      status,
      provider: 'console',
      alertId: mine,
      giveUpAt: new Date(Date.now() + 3_600_000),
    });
    await t.db
      .insert(smsOutbox)
      .values([sms('queued'), sms('sent'), sms('delivered'), sms('failed'), sms('failed')]);
    const own = await t.call('getAlertReach', { alertIds: [theirs, mine] }, admin.token);
    expect(own.body.result).toEqual([
      {
        alertId: mine,
        push: { devices: 0, failed: 0, pending: 0, sending: true },
        sms: { queued: 1, sent: 2, failed: 2 },
      },
    ]);
    const all = await t.call('getAlertReach', { alertIds: [theirs, mine] }, superAdmin.token);
    expect(all.body.result.map((r) => r.alertId)).toEqual([theirs, mine]);
    expect((await t.call('getAlertReach', { alertIds: [mine] }, oldMember.token)).status).toBe(403);
  });
});
