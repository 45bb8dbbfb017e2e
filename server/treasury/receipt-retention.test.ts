import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, paymentEvents, receipts, treasuryWriteKeys, users } from '../db/schema';
import { purgeStaleRows } from '../maintenance';
import { buildAdmin, insertUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { receiptAt, treasuryAt } from '../test/treasury-world';
import { oldestKeptFinancialYear, purgeOldReceipts } from './receipt-retention';

/** Receipts are kept eight years after their financial year, then the hourly purge deletes them and their gifts. */

let t: TestApp;
let tree: SmallTree;
const today = new Date('2026-12-03T06:00:00Z');

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'TR');
  await treasuryAt(t.db, tree.oldMosque);
});
afterAll(() => t.close());

describe('oldestKeptFinancialYear', () => {
  it('keeps the year whose last day is less than eight years ago', () => {
    expect(oldestKeptFinancialYear(today)).toBe('2018-19');
    // 31 March 2027 in India: 2018-19 ended eight years ago that day, not before it.
    expect(oldestKeptFinancialYear(new Date('2027-03-31T12:00:00Z'))).toBe('2018-19');
    expect(oldestKeptFinancialYear(new Date('2027-04-01T12:00:00Z'))).toBe('2019-20');
  });
});

describe('purgeOldReceipts', () => {
  it("deletes receipts (and their gifts) of years past retention, keeping every later year's", async () => {
    const old = await receiptAt(t.db, tree.oldMosque, { n: 1, now: new Date('2018-03-20T06:00:00Z') });
    const kept = await receiptAt(t.db, tree.oldMosque, { n: 2, now: new Date('2018-04-02T06:00:00Z') });
    const recent = await receiptAt(t.db, tree.oldMosque, { n: 3, now: today });

    expect(await purgeOldReceipts(t.db, today)).toBe(1);

    const left = await t.db
      .select({ id: receipts.id })
      .from(receipts)
      .where(eq(receipts.mosqueId, tree.oldMosque));
    expect(left.map((r) => r.id).sort()).toEqual([kept.receiptId, recent.receiptId].sort());
    const gifts = await t.db
      .select({ id: donations.id })
      .from(donations)
      .where(inArray(donations.id, [old.donationId, kept.donationId, recent.donationId]));
    expect(gifts.map((g) => g.id).sort()).toEqual([kept.donationId, recent.donationId].sort());
    expect(await purgeOldReceipts(t.db, today)).toBe(0);
  });

  it('is the only way a receipt is deleted: a plain DELETE is refused by the database', async () => {
    const { receiptId } = await receiptAt(t.db, tree.oldMosque, {
      n: 4,
      now: new Date('2017-06-01T06:00:00Z'),
    });
    await expect(t.db.delete(receipts).where(eq(receipts.id, receiptId))).rejects.toThrow();
    expect(await t.db.$count(receipts, eq(receipts.id, receiptId))).toBe(1);
  });
});

describe('the hourly maintenance', () => {
  it("purges old receipts, week-old write keys and month-old gateway events, and keeps today's", async () => {
    const { receiptId } = await receiptAt(t.db, tree.oldMosque, {
      n: 5,
      now: new Date('2016-05-01T06:00:00Z'),
    });
    const caller = await insertUser(t.db, buildAdmin({ email: 'tr.admin@test.local' }));
    const dayMs = 86_400_000;
    await t.db.insert(treasuryWriteKeys).values([
      {
        callerId: caller,
        key: 'retention-old-key-0001',
        functionName: 'addFund',
        createdAt: new Date(today.getTime() - 8 * dayMs),
      },
      { callerId: caller, key: 'retention-new-key-0001', functionName: 'addFund', createdAt: today },
    ]);
    await t.db.insert(paymentEvents).values([
      { eventId: 'evt_retention_old', receivedAt: new Date(today.getTime() - 31 * dayMs) },
      { eventId: 'evt_retention_new', receivedAt: new Date(today.getTime() - dayMs) },
    ]);

    await purgeStaleRows(t.db, { now: () => today });

    expect(await t.db.$count(receipts, eq(receipts.id, receiptId))).toBe(0);
    const keys = await t.db
      .select({ key: treasuryWriteKeys.key })
      .from(treasuryWriteKeys)
      .where(eq(treasuryWriteKeys.callerId, caller));
    expect(keys.map((k) => k.key)).toEqual(['retention-new-key-0001']);
    const events = await t.db.select({ id: paymentEvents.eventId }).from(paymentEvents);
    expect(events.map((e) => e.id)).toEqual(['evt_retention_new']);
    expect(await t.db.$count(users, eq(users.id, caller))).toBe(1);
  });
});
