import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf, indiaMonthOf } from '../../domain/treasury/india-date';
import { receipts, treasuryClosedMonths, treasuryFunds } from '../db/schema';
import { givingWorld, newKey, signedInTreasurer } from '../test/giving-world';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { treasuryAt } from '../test/treasury-world';

/** Receipts that can be trusted: numbered without gaps, cancelled but never changed, checked in public. */

let t: TestApp;
let tree: SmallTree;
let w: Awaited<ReturnType<typeof givingWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'RC');
  w = await givingWorld(t, tree, 'rc');
});
afterAll(() => t.close());

const record = (token: string, mosqueId: string, fundId: string, amountPaise = 50_000, extra = {}) =>
  t.call(
    'recordDonation',
    {
      mosqueId,
      idempotencyKey: newKey(),
      fundId,
      amountPaise,
      mode: 'cash',
      donorName: 'Cash Donor',
      ...extra,
    },
    token,
  );
const balanceOf = async (fundId: string) =>
  (await t.db.select().from(treasuryFunds).where(eq(treasuryFunds.id, fundId)))[0]!.balancePaise;

describe('gap-free numbers', () => {
  it('gives 50 gifts recorded at once the numbers 1 to 50', async () => {
    const funds = await treasuryAt(t.db, tree.harbourMosque);
    const keeper = await signedInTreasurer(t, tree.harbourMosque, 'rc.harbour@test.local');
    const replies = await Promise.all(
      Array.from({ length: 50 }, () => record(keeper.token, tree.harbourMosque, funds.general, 10_000)),
    );
    expect(replies.every((r) => r.status === 200 && r.body.result.pass)).toBe(true);
    const numbers = replies
      .map((r) => Number(r.body.result.receiptNumber!.split('/')[2]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const year = financialYearOf(indiaDateOf(new Date()));
    const listed = await t.call(
      'getReceipts',
      { mosqueId: tree.harbourMosque, financialYear: year, limit: 100 },
      keeper.token,
    );
    expect(listed.body.result.items.map((r) => r.receiptNumber)).toEqual(
      Array.from({ length: 50 }, (_, i) => `RC-HBR/${year}/${String(50 - i).padStart(6, '0')}`),
    );
  });
});

describe('cancelReceipt', () => {
  it('cancels once with a reason: still listed, cancelled on its QR page, and never edited', async () => {
    const before = await balanceOf(w.funds.general);
    const recorded = await record(w.treasurer.token, tree.oldMosque, w.funds.general, 70_000);
    const receiptId = recorded.body.result.receiptId!;
    expect(await balanceOf(w.funds.general)).toBe(before + 70_000);
    const cancel = () =>
      t.call(
        'cancelReceipt',
        { receiptId, idempotencyKey: newKey(), reason: 'Written in the wrong name' },
        w.treasurer.token,
      );
    expect((await cancel()).body.result).toMatchObject({ pass: true, messageCode: 'receiptCancelled' });
    expect(await balanceOf(w.funds.general)).toBe(before);
    expect((await cancel()).body.result).toMatchObject({
      pass: false,
      messageCode: 'receiptAlreadyCancelled',
    });
    expect(await balanceOf(w.funds.general)).toBe(before);

    const receipt = (await t.call('getReceipt', { receiptId }, w.treasurer.token)).body.result;
    expect(receipt).toMatchObject({ cancelled: true, cancelReason: 'Written in the wrong name' });
    expect(receipt.cancelledOn).toBe(indiaDateOf(new Date()));
    const verified = (await t.call('verifyReceipt', { code: receipt.code })).body.result;
    expect(verified).toMatchObject({ genuine: true, cancelled: true, receiptNumber: receipt.receiptNumber });
    const listed = await t.call('getReceipts', { mosqueId: tree.oldMosque }, w.treasurer.token);
    expect(listed.body.result.items.find((r) => r.receiptId === receiptId)).toMatchObject({
      cancelled: true,
      receiptNumber: receipt.receiptNumber,
    });
    // The database itself refuses an edit or a deletion.
    await expect(
      t.db.update(receipts).set({ amountPaise: 1 }).where(eq(receipts.id, receiptId)),
    ).rejects.toThrow();
    await expect(t.db.delete(receipts).where(eq(receipts.id, receiptId))).rejects.toThrow();
  });

  it('refuses a cancellation the fund can no longer pay back, and one in a closed month', async () => {
    const recorded = await record(w.treasurer.token, tree.oldMosque, w.funds.fitra, 60_000);
    const receiptId = recorded.body.result.receiptId!;
    await t.db.update(treasuryFunds).set({ balancePaise: 100 }).where(eq(treasuryFunds.id, w.funds.fitra));
    const low = await t.call(
      'cancelReceipt',
      { receiptId, idempotencyKey: newKey(), reason: 'Mistake' },
      w.treasurer.token,
    );
    expect(low.body.result).toMatchObject({ pass: false, messageCode: 'balanceTooLow' });

    await t.db
      .update(treasuryFunds)
      .set({ balancePaise: 10_000_000 })
      .where(eq(treasuryFunds.id, w.funds.fitra));
    await t.db
      .insert(treasuryClosedMonths)
      .values({ mosqueId: tree.oldMosque, month: indiaMonthOf(new Date()) });
    const closed = await t.call(
      'cancelReceipt',
      { receiptId, idempotencyKey: newKey(), reason: 'Mistake' },
      w.treasurer.token,
    );
    expect(closed.body.result).toMatchObject({ pass: false, messageCode: 'monthIsClosed' });
    const recordInClosed = await record(w.treasurer.token, tree.oldMosque, w.funds.fitra);
    expect(recordInClosed.body.result).toMatchObject({
      pass: false,
      messageCode: 'monthIsClosed',
      receiptId: null,
    });
    await t.db.execute(sql`delete from treasury_closed_months where mosque_id = ${tree.oldMosque}`);
    const [row] = await t.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(row!.cancelledAt).toBeNull();
  });

  it("is another masjid's treasurer's 403", async () => {
    const recorded = await record(w.treasurer.token, tree.oldMosque, w.funds.general);
    const res = await t.call(
      'cancelReceipt',
      { receiptId: recorded.body.result.receiptId!, idempotencyKey: newKey(), reason: 'Mine now' },
      w.otherTreasurer.token,
    );
    expect(res.status).toBe(403);
    expect(
      (await t.call('getReceipt', { receiptId: recorded.body.result.receiptId! }, w.otherTreasurer.token))
        .status,
    ).toBe(404);
  });
});

describe('sendReceiptSms', () => {
  it("sends the link to the donor member's mobile, and says when there is none", async () => {
    const toAyesha = await record(w.treasurer.token, tree.oldMosque, w.funds.general, 50_000, {
      memberId: w.ayesha.userId,
    });
    const sent = await t.call(
      'sendReceiptSms',
      { receiptId: toAyesha.body.result.receiptId!, idempotencyKey: newKey() },
      w.treasurer.token,
    );
    expect(sent.body.result).toMatchObject({ pass: true, messageCode: 'receiptSmsSent' });
    const toBilal = await record(w.treasurer.token, tree.oldMosque, w.funds.general, 50_000, {
      memberId: w.bilal.userId,
    });
    const none = await t.call(
      'sendReceiptSms',
      { receiptId: toBilal.body.result.receiptId!, idempotencyKey: newKey() },
      w.treasurer.token,
    );
    expect(none.body.result).toMatchObject({ pass: false, messageCode: 'receiptSmsNoMobile' });
  });
});

describe('verifyReceipt', () => {
  it('says an unknown code is not a genuine receipt, and nothing else', async () => {
    expect((await t.call('verifyReceipt', { code: 'not-a-receipt-code' })).body.result).toEqual({
      genuine: false,
      cancelled: false,
      receiptNumber: null,
      mosqueName: null,
      amountPaise: null,
      fundKey: null,
      fundName: null,
      issuedOn: null,
    });
  });
});
