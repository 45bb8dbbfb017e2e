import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../db/schema';
import { purgeStaleRows } from '../maintenance';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { donationAt, treasuryAt } from '../test/treasury-world';
import { purgeAbandonedGifts } from './abandoned-gifts';

/** A gift begun and never paid leaves 'My giving' after a week (a month when it went to the gateway). */

let t: TestApp;
let tree: SmallTree;
const today = new Date('2026-12-03T06:00:00Z');
const daysAgo = (n: number) => new Date(today.getTime() - n * 86_400_000);

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'AG');
  await treasuryAt(t.db, tree.oldMosque);
});
afterAll(() => t.close());

describe('purgeAbandonedGifts', () => {
  it('deletes week-old unpaid gifts and keeps fresh, claimed, decided and still-payable gateway ones', async () => {
    const at = (n: number, values: Partial<typeof donations.$inferInsert>) =>
      donationAt(t.db, tree.oldMosque, { n: 800_000 + n, ...values });
    const abandoned = await at(1, { createdAt: daysAgo(8) });
    const fresh = await at(2, { createdAt: daysAgo(6) });
    const claimed = await at(3, { createdAt: daysAgo(20), status: 'awaiting', utr: '123456789012' });
    const rejected = await at(4, { createdAt: daysAgo(20), status: 'rejected', utr: '123456789013' });
    const gatewayOpen = await at(5, {
      createdAt: daysAgo(20),
      mode: 'gateway',
      gatewayOrderId: 'order_ag_open',
    });
    const gatewayGone = await at(6, {
      createdAt: daysAgo(31),
      mode: 'gateway',
      gatewayOrderId: 'order_ag_gone',
    });
    const all = [abandoned, fresh, claimed, rejected, gatewayOpen, gatewayGone];

    expect(await purgeAbandonedGifts(t.db, today)).toBe(2);

    const left = await t.db.select({ id: donations.id }).from(donations).where(inArray(donations.id, all));
    expect(left.map((r) => r.id).sort()).toEqual([fresh, claimed, rejected, gatewayOpen].sort());
    expect(await purgeAbandonedGifts(t.db, today)).toBe(0);
  });

  it('runs in the hourly maintenance', async () => {
    const id = await donationAt(t.db, tree.oldMosque, { n: 800_010, createdAt: daysAgo(9) });
    await purgeStaleRows(t.db, { now: () => today });
    expect(await t.db.$count(donations, eq(donations.id, id))).toBe(0);
  });
});
