import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts, treasuryExpenses, treasuryFunds } from '../db/schema';
import { buildAdmin, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { donationAt, receiptAt, treasuryAt } from '../test/treasury-world';

/** The treasurer adds, renames, closes and removes funds; a fund that was used can only be closed. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let treasurer: string;
let otherTreasurer: string;

const key = () => ({ idempotencyKey: `funds-${randomUUID()}` });
const add = (name: string, token = treasurer, mosqueId = tree.oldMosque) =>
  t.call('addFund', { mosqueId, ...key(), name }, token);
const balances = async () =>
  (await t.call('getFundBalances', { mosqueId: tree.oldMosque }, treasurer)).body.result.funds;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'TF');
  await treasuryAt(t.db, tree.oldMosque, 0);
  admin = (await signedIn(t, buildAdmin({ email: 'tf.admin@test.local' }))).token;
  treasurer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'tf.treasurer@test.local',
        scope: { level: 'Mosque', mosqueId: tree.oldMosque },
        keepsTreasury: true,
      }),
    )
  ).token;
  otherTreasurer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'tf.other@test.local',
        scope: { level: 'Mosque', mosqueId: tree.newMosque },
        keepsTreasury: true,
      }),
    )
  ).token;
});
afterAll(() => t.close());

describe('getFundBalances', () => {
  it('answers the six default funds by key, with balances in paise', async () => {
    const funds = await balances();
    expect(funds.map((f) => f.key)).toEqual([
      'general',
      'zakat',
      'sadaqah',
      'lillah',
      'fitra',
      'construction',
    ]);
    expect(funds[0]).toEqual({
      fundId: expect.any(String),
      key: 'general',
      name: 'General',
      balancePaise: 0,
      closed: false,
    });
  });
});

describe('addFund', () => {
  it('adds a fund after the defaults, and refuses its name again in any case', async () => {
    const added = await add('Roof appeal');
    expect(added.body.result).toMatchObject({
      pass: true,
      messageCode: 'fundAdded',
      fundId: expect.any(String),
    });
    expect((await balances()).at(-1)).toMatchObject({
      fundId: added.body.result.fundId,
      key: null,
      name: 'Roof appeal',
    });
    const again = await add('ROOF APPEAL');
    expect(again.body.result).toMatchObject({ pass: false, messageCode: 'fundNameTaken', fundId: null });
    expect((await add('zakat')).body.result.messageCode).toBe('fundNameTaken');
  });

  it('makes one fund for the same key sent twice at once', async () => {
    const input = { mosqueId: tree.oldMosque, ...key(), name: 'Madrasa' };
    const [a, b] = await Promise.all([
      t.call('addFund', input, treasurer),
      t.call('addFund', input, treasurer),
    ]);
    expect(a.body.result).toEqual(b.body.result);
    expect((await balances()).filter((f) => f.name === 'Madrasa')).toHaveLength(1);
  });

  it('is refused to a masjid with no treasury yet', async () => {
    const res = await add('Roof', admin, tree.harbourMosque);
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'treasuryNotSet' });
  });

  it('is 403 for a treasurer of another masjid, and writes nothing', async () => {
    expect((await add('Not theirs', otherTreasurer)).status).toBe(403);
    expect((await balances()).some((f) => f.name === 'Not theirs')).toBe(false);
  });
});

describe('renameFund, closeFund, reopenFund', () => {
  it('renames a fund while the receipts already issued keep the name they were printed with', async () => {
    const { receiptId } = await receiptAt(t.db, tree.oldMosque, { n: 1 });
    const general = (await balances()).find((f) => f.key === 'general')!;
    const res = await t.call(
      'renameFund',
      { fundId: general.fundId, ...key(), name: 'Masjid expenses' },
      treasurer,
    );
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'fundRenamed' });
    expect((await balances()).find((f) => f.key === 'general')?.name).toBe('Masjid expenses');
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.id, receiptId));
    expect(receipt!.fundName).toBe('General');
    const clash = await t.call(
      'renameFund',
      { fundId: general.fundId, ...key(), name: 'Sadaqah' },
      treasurer,
    );
    expect(clash.body.result).toMatchObject({ pass: false, messageCode: 'fundNameTaken' });
  });

  it('closes and reopens a fund, keeping its balance', async () => {
    const zakat = (await balances()).find((f) => f.key === 'zakat')!;
    await t.db.update(treasuryFunds).set({ balancePaise: 50_100 }).where(eq(treasuryFunds.id, zakat.fundId));
    const closed = await t.call('closeFund', { fundId: zakat.fundId, ...key() }, treasurer);
    expect(closed.body.result).toMatchObject({ pass: true, messageCode: 'fundClosed' });
    expect((await balances()).find((f) => f.key === 'zakat')).toMatchObject({
      closed: true,
      balancePaise: 50_100,
    });
    const reopened = await t.call('reopenFund', { fundId: zakat.fundId, ...key() }, treasurer);
    expect(reopened.body.result).toMatchObject({ pass: true, messageCode: 'fundReopened' });
    expect((await balances()).find((f) => f.key === 'zakat')?.closed).toBe(false);
  });

  it('is 404 for a fund that does not exist, and 403 for another masjid’s', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('closeFund', { fundId: missing, ...key() }, treasurer)).status).toBe(404);
    const lillah = (await balances()).find((f) => f.key === 'lillah')!;
    expect((await t.call('closeFund', { fundId: lillah.fundId, ...key() }, otherTreasurer)).status).toBe(403);
    expect(
      (await t.call('renameFund', { fundId: lillah.fundId, ...key(), name: 'X' }, otherTreasurer)).status,
    ).toBe(403);
  });
});

describe('removeFund', () => {
  it('removes a fund nothing names', async () => {
    const { fundId } = (await add('Spare')).body.result;
    const res = await t.call('removeFund', { fundId: fundId!, ...key() }, treasurer);
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'fundRemoved' });
    expect((await balances()).some((f) => f.fundId === fundId)).toBe(false);
  });

  it('refuses a fund a gift or an expense names, which stays', async () => {
    const gift = (await add('Eid gifts')).body.result.fundId!;
    await donationAt(t.db, tree.oldMosque, { n: 2, fundId: gift });
    const paid = (await add('Repairs')).body.result.fundId!;
    await t.db.insert(treasuryExpenses).values({
      mosqueId: tree.oldMosque,
      fundId: paid,
      amountPaise: 10_000,
      payee: 'Electrician',
      purpose: 'Wiring',
      spentOn: '2026-11-02',
    });
    for (const fundId of [gift, paid]) {
      const res = await t.call('removeFund', { fundId, ...key() }, treasurer);
      expect(res.body.result).toMatchObject({ pass: false, messageCode: 'fundInUse' });
    }
    const used = (await t.call('getMosqueTreasury', { mosqueId: tree.oldMosque }, treasurer)).body.result
      .funds;
    expect(used.filter((f) => f.fundId === gift || f.fundId === paid).map((f) => f.used)).toEqual([
      true,
      true,
    ]);
    expect(used.find((f) => f.name === 'Madrasa')?.used).toBe(false);
  });
});
