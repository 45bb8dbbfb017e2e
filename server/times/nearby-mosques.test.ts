import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosques } from '../db/schema';
import { startTestApp, type TestApp } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** The masjids nearest a point, by great-circle distance, each with its next jamaat. */

let t: TestApp;
let tree: SmallTree;
// 23:30 in India: after Isha, the next jamaat is tomorrow's Fajr.
const clock = manualClock(new Date('2026-12-01T18:00:00Z'));

beforeAll(async () => {
  t = await startTestApp({ clock });
  tree = await buildSmallTree(t.db, 'NB');
  // Jama Masjid and Fatehpuri Masjid in Delhi (about 1 km apart); the harbour masjid has no point.
  await t.db
    .update(mosques)
    .set({ latitude: 28.6507, longitude: 77.2334 })
    .where(eq(mosques.id, tree.oldMosque));
  await t.db
    .update(mosques)
    .set({ latitude: 28.6563, longitude: 77.2218 })
    .where(eq(mosques.id, tree.newMosque));
});
afterAll(() => t.close());

describe('getNearbyMosques', () => {
  it('answers the nearest first, with distances in metres and the next jamaat', async () => {
    const res = await t.call('getNearbyMosques', { latitude: 28.6562, longitude: 77.241 });
    expect(res.status).toBe(200);
    const ours = res.body.result.mosques.filter((m) => m.mosqueId.startsWith('NB-'));
    expect(ours.map((m) => m.mosqueId)).toEqual(['NB-OLD', 'NB-NEW']);
    // Red Fort to Jama Masjid is about 950 m, to Fatehpuri about 1.9 km.
    expect(ours[0]!.distanceMeters).toBeGreaterThan(850);
    expect(ours[0]!.distanceMeters).toBeLessThan(1050);
    expect(ours[1]!.distanceMeters).toBeGreaterThan(1800);
    expect(ours[1]!.distanceMeters).toBeLessThan(2000);
    expect(ours[0]!.nextJamaat).toMatchObject({ name: 'fajr', date: '2026-12-02' });
    expect(ours[0]!.placeNames[0]).toBe('NB Old Town');
    expect(res.body.result.mosques.length).toBeLessThanOrEqual(10);
    expect(res.body.result.mosques.some((m) => m.mosqueId === 'NB-HBR')).toBe(false);
  });

  it('refuses a latitude off the earth with a 400', async () => {
    expect((await t.send('getNearbyMosques', { latitude: 91, longitude: 77 })).status).toBe(400);
  });
});
