import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES } from '../../domain/constants';
import type { Language } from '../../domain/languages';
import { alertPushes, pushSubscriptions } from '../db/schema';
import { sendDuePushes } from '../push/fan-out-job';
import { PushSender } from '../push/push-sender';
import { type AlertPushApp, startAlertPushApp } from '../test/alert-push-app';
import { buildAdmin, buildMember, signedIn } from '../test/factories';
import type { FakeDevice, FakePushService } from '../test/fakes/push-service';
import { TEST_PUSH_RETRY, type TestApp } from '../test/harness';
import { subscribedDevice } from '../test/push-devices';
import type { SmallTree } from '../test/small-tree';

/** An admin's alert reaches the devices of its area's members as a push notification. */

let app: AlertPushApp;
let publish: AlertPushApp['publish'];
let fake: FakePushService;
let t: TestApp;
let tree: SmallTree;
let admin: { token: string; userId: string };
let oldMember: { token: string; userId: string };
let harbourMember: { token: string; userId: string };

const DAY = 86_400;
const now = () => Math.floor(t.services.clock.now().getTime() / 1000);

beforeAll(async () => {
  app = await startAlertPushApp();
  ({ fake, t, tree, publish } = app);
  admin = await signedIn(t, buildAdmin({ email: 'push.admin@test.local' }));
  oldMember = await signedIn(t, buildMember({ name: 'Push Old', mosqueId: tree.oldMosque }));
  harbourMember = await signedIn(t, buildMember({ name: 'Push Harbour', mosqueId: tree.harbourMosque }));
});
afterAll(() => app.close());
beforeEach(() => app.forgetPushes());

/** One round of the job, as the job process runs it. */
const pushRound = () => sendDuePushes(t.db, t.services.clock, t.services.push);

const subscribe = (member: { token: string }, language: Language = 'en') =>
  subscribedDevice(t, fake, member, language);

describe('the fan-out', () => {
  it("brings a masjid alert to its members' devices once, in their language, and to no one else's", async () => {
    const hindi = await subscribe(oldMember, 'hi');
    const elsewhere = await subscribe(harbourMember, 'en');
    const alertId = await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    // Nothing is sent in the admin's request: the job does it.
    expect(fake.received).toHaveLength(0);
    await pushRound();
    await pushRound();
    expect(fake.refused).toEqual([]);
    expect(fake.receivedBy(hindi)).toEqual([
      {
        deviceId: hindi.id,
        ttl: expect.any(Number),
        topic: alertId.replaceAll('-', ''),
        urgency: 'high',
        payload: {
          alertId,
          title: 'Janaza prayer',
          body: 'अहमियत: ज़्यादा · After Zuhr at the masjid.',
          severity: 'high',
          url: `/alerts?alert=${alertId}`,
        },
      },
    ]);
    expect(fake.receivedBy(hindi)[0]!.ttl).toBeGreaterThan(2 * DAY - 60);
    expect(fake.receivedBy(hindi)[0]!.ttl).toBeLessThanOrEqual(2 * DAY);
    expect(fake.receivedBy(elsewhere)).toEqual([]);
    const reach = await t.call('getAlertReach', { alertIds: [alertId] }, admin.token);
    expect(reach.body.result).toEqual([
      {
        alertId,
        push: { devices: 1, failed: 0, pending: 0, sending: false },
        sms: { queued: 0, sent: 0, failed: 0 },
      },
    ]);
  });

  it('reaches a whole state, with normal urgency below high severity, and caps TTL at four weeks', async () => {
    const north = await subscribe(oldMember);
    const south = await subscribe(harbourMember);
    await publish(
      admin,
      { alertLevel: 'state', alertLevelId: tree.north },
      { severity: 'low', expiry: now() + 60 * DAY },
    );
    await pushRound();
    expect(
      fake.receivedBy(north).map((r) => [r.urgency, r.ttl, (r.payload as { body: string }).body]),
    ).toEqual([['normal', 28 * DAY, 'Low severity · After Zuhr at the masjid.']]);
    expect(fake.receivedBy(south)).toEqual([]);
  });

  it('deletes a device its push service says is gone (410), and keeps one after a 429', async () => {
    const gone = await subscribe(oldMember);
    fake.failNext({ status: 410 });
    const alertId = await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    await pushRound();
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint)),
    ).toEqual([]);
    const reach = await t.call('getAlertReach', { alertIds: [alertId] }, admin.token);
    expect(reach.body.result[0]!.push).toEqual({ devices: 0, failed: 1, pending: 0, sending: false });

    const kept = await subscribe(oldMember);
    fake.failNext({ status: 429, retryAfter: 1 }, 4);
    await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    await pushRound();
    expect(fake.receivedBy(kept)).toEqual([]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, kept.endpoint)),
    ).toHaveLength(1);
  });

  it('retries a 503 and then delivers', async () => {
    const device = await subscribe(oldMember);
    fake.failNext({ status: 503 }, 2);
    const before = fake.requests;
    await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    await pushRound();
    expect(fake.requests - before).toBe(3);
    expect(fake.receivedBy(device)).toHaveLength(1);
  });

  it('sends nothing more for an alert ended early, and an edit sends it again under the same Topic', async () => {
    const device = await subscribe(oldMember);
    const alertId = await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    expect((await t.call('expireAlert', { alertId }, admin.token)).status).toBe(200);
    await pushRound();
    expect(fake.receivedBy(device)).toEqual([]);
    const [row] = await t.db.select().from(alertPushes).where(eq(alertPushes.alertId, alertId));
    expect(row!.status).toBe('cancelled');

    const live = await publish(
      admin,
      { alertLevel: 'Mosque', alertLevelId: tree.oldMosque },
      { title: 'First' },
    );
    await pushRound();
    const edit = await t.call(
      'updateAlert',
      {
        alertId: live,
        alertLevel: 'Mosque',
        alertLevelId: tree.oldMosque,
        title: 'Second',
        message: 'Changed',
        category: 'society',
        severity: 'moderate',
        expiry: { seconds: now() + DAY },
      },
      admin.token,
    );
    expect(edit.status).toBe(200);
    await pushRound();
    const mine = fake.receivedBy(device);
    expect(mine.map((r) => (r.payload as { title: string }).title)).toEqual(['First', 'Second']);
    expect(new Set(mine.map((r) => r.topic))).toEqual(new Set([live.replaceAll('-', '')]));
  });

  it('stops between batches once the alert has ended', async () => {
    const devices = [await subscribe(oldMember)];
    for (let i = 0; i < 3; i++) {
      const member = await signedIn(t, buildMember({ name: `Push Batch ${i}`, mosqueId: tree.oldMosque }));
      devices.push(await subscribe(member));
    }
    const alertId = await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    // A sender that ends the alert after its first notification: the next batch must not go.
    const sender = new PushSender(t.services.push.vapid, TEST_PUSH_RETRY);
    const send = sender.send.bind(sender);
    sender.send = async (target, message) => {
      const outcome = await send(target, message);
      await t.call('expireAlert', { alertId }, admin.token);
      return outcome;
    };
    await sendDuePushes(t.db, t.services.clock, sender, { batch: 1, concurrency: 1, perSecond: 1000 });
    expect(fake.received).toHaveLength(1);
  });
  it("starts a masjid's alert while a larger alert's fan-out is still under way", async () => {
    const large: FakeDevice[] = [];
    for (let i = 0; i < 4; i++) {
      const member = await signedIn(t, buildMember({ name: `Push Turn ${i}`, mosqueId: tree.oldMosque }));
      large.push(await subscribe(member));
    }
    const harbour = await subscribe(harbourMember);
    await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque }, { title: 'Camp' });
    // The harbour's alert is published after the large fan-out has begun.
    const sender = new PushSender(t.services.push.vapid, TEST_PUSH_RETRY);
    const send = sender.send.bind(sender);
    let published = false;
    sender.send = async (target, message) => {
      if (!published) {
        published = true;
        await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.harbourMosque }, { title: 'Janaza' });
      }
      return send(target, message);
    };
    await sendDuePushes(t.db, t.services.clock, sender, { batch: 1, concurrency: 1, perSecond: 1000 });
    const order = fake.received.map((r) => (r.payload as { title: string }).title);
    expect(order.filter((title) => title === 'Camp')).toHaveLength(large.length);
    expect(fake.receivedBy(harbour)).toHaveLength(1);
    // Not last: it took its turn between the large alert's batches.
    expect(order.indexOf('Janaza')).toBeLessThan(order.lastIndexOf('Camp'));
  });
});

describe('subscriptions', () => {
  it('takes only endpoints of the known push services', async () => {
    const keys = fake.device().keys;
    const save = (endpoint: string) => t.call('addPushSubscription', { endpoint, keys }, oldMember.token);
    const refused = await save('https://attacker.example.net/push/1');
    expect(refused.status).toBe(400);
    expect(refused.body.error.messageCode).toBe('pushEndpointRefused');
    expect((await save('http://fcm.googleapis.com/fcm/send/abc')).status).toBe(400);
    expect((await save('https://fcm.googleapis.com.evil.net/fcm/send/abc')).status).toBe(400);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QOabc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect((await save(endpoint)).status).toBe(200);
    }
  });

  it('keeps an endpoint with the member who holds it: another member saving it is refused', async () => {
    const device = await subscribe(oldMember);
    const taken = await t.call(
      'addPushSubscription',
      { endpoint: device.endpoint, keys: fake.device().keys, language: 'ur' },
      harbourMember.token,
    );
    expect(taken.status).toBe(200);
    expect(taken.body.result).toMatchObject({ pass: false, messageCode: 'pushEndpointTaken' });
    const [row] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    expect(row).toMatchObject({ userId: oldMember.userId, language: 'en', auth: device.keys.auth });
    // The holder's alerts still come to it, and only to it.
    await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    await pushRound();
    expect(fake.receivedBy(device)).toHaveLength(1);
    // Not theirs: the other member's delete changes nothing; the holder's own does.
    const notMine = await t.call(
      'removePushSubscription',
      { endpoint: device.endpoint },
      harbourMember.token,
    );
    expect(notMine.body.result.pass).toBe(true);
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, device.endpoint))).toBe(1);
    await t.call('removePushSubscription', { endpoint: device.endpoint }, oldMember.token);
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.endpoint, device.endpoint))).toBe(0);
    // Once the holder let it go (signed out), it is free for the next member.
    const freed = await t.call(
      'addPushSubscription',
      { endpoint: device.endpoint, keys: device.keys },
      harbourMember.token,
    );
    expect(freed.body.result.pass).toBe(true);
  });

  it('keeps at most 10 devices of one member: a new one replaces the one confirmed longest ago', async () => {
    const devices: FakeDevice[] = [];
    for (let i = 0; i < MAX_PUSH_DEVICES; i++) devices.push(await subscribe(oldMember));
    // Confirmed a minute apart, the first longest ago.
    const start = t.services.clock.now().getTime() - 3_600_000;
    for (const [i, device] of devices.entries())
      await t.db
        .update(pushSubscriptions)
        .set({ confirmedAt: new Date(start + i * 60_000) })
        .where(eq(pushSubscriptions.endpoint, device.endpoint));
    // The first device is confirmed again (the member opened the portal on it): now the second is the oldest.
    await t.call(
      'addPushSubscription',
      { endpoint: devices[0]!.endpoint, keys: devices[0]!.keys },
      oldMember.token,
    );
    const newest = await subscribe(oldMember);
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, oldMember.userId));
    expect(kept).toHaveLength(MAX_PUSH_DEVICES);
    const endpoints = kept.map((k) => k.endpoint);
    expect(endpoints).toContain(newest.endpoint);
    expect(endpoints).toContain(devices[0]!.endpoint);
    expect(endpoints).not.toContain(devices[1]!.endpoint);
    // One alert then reaches those 10, not more.
    await publish(admin, { alertLevel: 'Mosque', alertLevelId: tree.oldMosque });
    await pushRound();
    expect(fake.received).toHaveLength(MAX_PUSH_DEVICES);
  });

  it('keeps at most 10 devices even when many are saved at once', async () => {
    const saves = Array.from({ length: 3 * MAX_PUSH_DEVICES }, () => {
      const device = fake.device();
      return t.call('addPushSubscription', { endpoint: device.endpoint, keys: device.keys }, oldMember.token);
    });
    for (const reply of await Promise.all(saves)) expect(reply.body.result?.pass).toBe(true);
    expect(await t.db.$count(pushSubscriptions, eq(pushSubscriptions.userId, oldMember.userId))).toBe(
      MAX_PUSH_DEVICES,
    );
  });

  it('gives the same VAPID key to every caller, kept in the database', async () => {
    const a = await t.call('getPushKey', {}, oldMember.token);
    const b = await t.call('getPushKey', {}, harbourMember.token);
    expect(a.body.result.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.body.result.publicKey).toBe(a.body.result.publicKey);
  });
});
