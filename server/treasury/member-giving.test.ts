import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../domain/treasury/financial-year';
import { indiaDateOf, indiaMonthOf } from '../../domain/treasury/india-date';
import { buildMember, signedIn } from '../test/factories';
import { givingWorld, newKey } from '../test/giving-world';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';

/** What a member sees of their own giving, and what they need to give to their masjid. */

let t: TestApp;
let tree: SmallTree;
let w: Awaited<ReturnType<typeof givingWorld>>;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'MG');
  w = await givingWorld(t, tree, 'mg');
});
afterAll(() => t.close());

/** 'YYYY-MM' from `from` to this India month. */
function monthsSince(from: string): string[] {
  const out: string[] = [];
  const now = indiaMonthOf(new Date());
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (let month = from; month <= now; month = `${y}-${String(m).padStart(2, '0')}`) {
    out.push(month);
    m = (m % 12) + 1;
    if (m === 1) y += 1;
  }
  return out;
}

describe('getMosqueGiving', () => {
  it("shows the member's masjid's payee, open funds, chanda and 80G", async () => {
    const res = await t.call('getMosqueGiving', { mosqueId: tree.oldMosque }, w.ayesha.token);
    expect(res.body.result).toMatchObject({
      open: true,
      payeeName: 'Old Masjid Trust',
      chandaPaise: 20_000,
      has80G: true,
      gateway: false,
    });
    expect(res.body.result.funds.map((f) => f.key).sort()).toEqual([
      'construction',
      'fitra',
      'general',
      'lillah',
      'sadaqah',
      'zakat',
    ]);
  });

  it('is closed for a masjid without a treasury, and NOT_FOUND for another masjid', async () => {
    const member = await signedIn(t, buildMember({ mosqueId: tree.harbourMosque }));
    const res = await t.call('getMosqueGiving', { mosqueId: tree.harbourMosque }, member.token);
    expect(res.body.result).toMatchObject({ open: false, payeeName: null, funds: [], has80G: false });
    expect((await t.call('getMosqueGiving', { mosqueId: tree.newMosque }, w.ayesha.token)).status).toBe(404);
  });
});

describe('getMyGiving', () => {
  it("lists only the member's own gifts with receipts, the year's totals per fund, and chanda paid and due", async () => {
    const member = await signedIn(
      t,
      buildMember({
        name: 'Chanda Payer',
        mosqueId: tree.oldMosque,
        createdAt: new Date('2026-04-01T06:00:00Z'),
      }),
    );
    const record = (fundId: string, amountPaise: number, chandaMonths?: string[]) =>
      t.call(
        'recordDonation',
        {
          mosqueId: tree.oldMosque,
          idempotencyKey: newKey(),
          fundId,
          amountPaise,
          mode: 'cash',
          donorName: 'Chanda Payer',
          memberId: member.userId,
          ...(chandaMonths ? { chandaMonths } : {}),
        },
        w.treasurer.token,
      );
    const chanda = await record(w.funds.general, 40_000, ['2026-04', '2026-05']);
    await record(w.funds.zakat, 50_100);
    const cancelled = await record(w.funds.general, 20_000, ['2026-06']);
    await t.call(
      'cancelReceipt',
      { receiptId: cancelled.body.result.receiptId!, idempotencyKey: newKey(), reason: 'Paid twice' },
      w.treasurer.token,
    );
    // A gift started but not confirmed pays no month.
    await t.call(
      'startDonation',
      {
        mosqueId: tree.oldMosque,
        idempotencyKey: newKey(),
        fundId: w.funds.general,
        amountPaise: 20_000,
        chandaMonths: ['2026-07'],
      },
      member.token,
    );
    // Someone else's gift is not in it.
    await t.call(
      'startDonation',
      { mosqueId: tree.oldMosque, idempotencyKey: newKey(), fundId: w.funds.general, amountPaise: 10_000 },
      w.ayesha.token,
    );

    const mine = (await t.call('getMyGiving', {}, member.token)).body.result;
    expect(mine.gifts).toHaveLength(4);
    expect(mine.gifts[0]).toMatchObject({ status: 'started', receipt: null, chandaMonths: ['2026-07'] });
    const withReceipt = mine.gifts.find((g) => g.receipt?.receiptId === chanda.body.result.receiptId);
    expect(withReceipt).toMatchObject({
      fundKey: 'general',
      mosqueName: 'MG Old Masjid',
      status: 'confirmed',
      receipt: { cancelled: false, pdfUrl: `/files/receipts/${chanda.body.result.receiptId}.pdf` },
    });
    expect(mine.gifts.filter((g) => g.receipt?.cancelled)).toHaveLength(1);

    const year = financialYearOf(indiaDateOf(new Date()));
    expect(mine.yearTotals).toEqual(
      expect.arrayContaining([
        { financialYear: year, fundKey: 'general', fundName: 'General', totalPaise: 40_000 },
        { financialYear: year, fundKey: 'zakat', fundName: 'Zakat', totalPaise: 50_100 },
      ]),
    );
    expect(mine.yearTotals).toHaveLength(2);

    expect(mine.chanda).toMatchObject({
      mosqueId: tree.oldMosque,
      chandaPaise: 20_000,
      fundId: w.funds.general,
      paidMonths: ['2026-04', '2026-05'],
    });
    expect(mine.chanda!.dueMonths).toEqual(monthsSince('2026-04').filter((m) => m > '2026-05'));
  });

  it('counts chanda due from the month a member joined when that is later', async () => {
    const joinedNow = await signedIn(t, buildMember({ mosqueId: tree.oldMosque }));
    const mine = (await t.call('getMyGiving', {}, joinedNow.token)).body.result;
    expect(mine.gifts).toEqual([]);
    expect(mine.chanda!.dueMonths).toEqual([indiaMonthOf(new Date())]);
  });
});
