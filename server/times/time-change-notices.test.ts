import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/languages';
import { mosques, pushSubscriptions } from '../db/schema';
import type { FanOutLimits } from '../push/paced-sends';
import { buildAdmin, buildMember, signedIn } from '../test/factories';
import { type FakeDevice, FakePushService } from '../test/fakes/push-service';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { subscribedDevice } from '../test/push-devices';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { sendTimeChangeNotices } from './time-change-notices';

/** The evening before a change of times, the masjid's members are told, in their language, once. */

let fake: FakePushService;
let t: TestApp;
let tree: SmallTree;
// 19:30 in India on 1 December 2026.
const clock = manualClock(new Date('2026-12-01T14:00:00Z'));
let admin: string;

beforeAll(async () => {
  fake = await FakePushService.start();
  t = await startTestApp({ clock, env: { PUSH_TEST_ENDPOINTS: fake.origin } });
  tree = await buildSmallTree(t.db, 'TN');
  await t.db
    .update(mosques)
    .set({ latitude: 28.6507, longitude: 77.2334 })
    .where(eq(mosques.id, tree.oldMosque));
  admin = (await signedIn(t, buildAdmin({ email: 'tn.admin@test.local' }))).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const round = (limits?: FanOutLimits) => sendTimeChangeNotices(t.db, clock, t.services.push, limits);

async function memberDevice(name: string, mosqueId: string, language: Language): Promise<FakeDevice> {
  return subscribedDevice(t, fake, await signedIn(t, buildMember({ name, mosqueId })), language);
}

describe('the evening notice of a change', () => {
  it("tells the masjid's members the evening before, in their language, once", async () => {
    const english = await memberDevice('TN English', tree.oldMosque, 'en');
    const urdu = await memberDevice('TN Urdu', tree.oldMosque, 'ur');
    const elsewhere = await memberDevice('TN Elsewhere', tree.harbourMosque, 'en');
    const saved = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, from: '2026-12-02', jamaat: { isha: { at: '21:30' } } },
      admin,
    );
    expect(saved.body.result.pass).toBe(true);
    expect(await round()).toBe(0);
    clock.advance(60 * 60_000);
    expect(await round()).toBe(2);
    expect(fake.receivedBy(english).map((r) => r.payload)).toEqual([
      expect.objectContaining({
        title: 'TN Old Masjid',
        body: 'From tomorrow, Isha 9:30 pm',
        url: '/mosque',
      }),
    ]);
    expect(fake.receivedBy(urdu).map((r) => (r.payload as { body: string }).body)).toEqual([
      'کل سے، عشاء 9:30 رات',
    ]);
    expect(fake.receivedBy(elsewhere)).toEqual([]);
    expect(await round()).toBe(0);
    expect(fake.receivedBy(english)).toHaveLength(1);
  });

  it('says nothing when nothing changes tomorrow', async () => {
    fake.received.length = 0;
    clock.advance(24 * 60 * 60_000);
    expect(await round()).toBe(0);
    expect(fake.received).toEqual([]);
  });

  it('reaches every member batch after batch, and forgets a device its push service says is gone', async () => {
    fake.received.length = 0;
    const gone = await memberDevice('TN A Gone', tree.oldMosque, 'en');
    const hindi = await memberDevice('TN Hindi', tree.oldMosque, 'hi');
    // A day on, the first admin's session has ended (12 hours unused).
    const later = await signedIn(t, buildAdmin({ email: 'tn.later@test.local' }));
    const saved = await t.call(
      'updateMosqueTimes',
      { mosqueId: tree.oldMosque, from: '2026-12-04', jamaat: { isha: { at: '21:45' } } },
      later.token,
    );
    expect(saved.body.result.pass).toBe(true);
    clock.advance(24 * 60 * 60_000);
    // The first device in the members' order is told it is gone (410); one member a batch.
    fake.failNext({ status: 410 });
    expect(await round({ batch: 1, concurrency: 1, perSecond: 1000 })).toBe(3);
    expect(fake.receivedBy(hindi).map((r) => (r.payload as { body: string }).body)).toEqual([
      'कल से, इशा रात 9:45',
    ]);
    expect(fake.received).toHaveLength(3);
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, gone.endpoint));
    expect(left).toEqual([]);
  });
});
