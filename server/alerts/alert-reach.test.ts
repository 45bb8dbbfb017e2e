import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { type AlertPushApp, startAlertPushApp } from '../test/alert-push-app';
import { buildAdmin, buildMember, buildSuperAdmin, signedIn } from '../test/factories';
import type { TestApp } from '../test/harness';
import type { SmallTree } from '../test/small-tree';

/** An admin's alert reaches the devices of its area's members as a push notification. */

let app: AlertPushApp;
let publish: AlertPushApp['publish'];
let t: TestApp;
let tree: SmallTree;
let admin: { token: string; userId: string };
let otherAdmin: { token: string; userId: string };
let superAdmin: { token: string; userId: string };
let oldMember: { token: string; userId: string };

beforeAll(async () => {
  app = await startAlertPushApp();
  ({ t, tree, publish } = app);
  admin = await signedIn(t, buildAdmin({ email: 'push.admin@test.local' }));
  otherAdmin = await signedIn(t, buildAdmin({ email: 'push.other@test.local' }));
  superAdmin = await signedIn(t, buildSuperAdmin({ email: 'push.super@test.local' }));
  oldMember = await signedIn(t, buildMember({ name: 'Push Old', mosqueId: tree.oldMosque }));
});
afterAll(() => app.close());
beforeEach(() => app.forgetPushes());

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
