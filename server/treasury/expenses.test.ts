import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaMonthOf } from '../../domain/treasury/india-date';
import { auditLog, treasuryExpenses, treasuryFunds } from '../db/schema';
import { buildAdmin, buildVolunteer, signedIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { buildSmallTree, type SmallTree } from '../test/small-tree';
import { receiptAt, treasuryAt } from '../test/treasury-world';

/** The treasurer's vouchers and the month's close: a fund never goes below zero, Zakat pays only its purposes. */

let t: TestApp;
let tree: SmallTree;
let admin: string;
let treasurer: string;
let funds: Awaited<ReturnType<typeof treasuryAt>>;

const key = () => ({ idempotencyKey: `test-${randomUUID()}` });
const balanceOf = async (fundId: string) =>
  (await t.db.select().from(treasuryFunds).where(eq(treasuryFunds.id, fundId)))[0]!.balancePaise;
const expenseCount = async () => (await t.db.select().from(treasuryExpenses)).length;

beforeAll(async () => {
  t = await startTestApp();
  tree = await buildSmallTree(t.db, 'EX');
  admin = (await signedIn(t, buildAdmin({ email: 'ex.admin@test.local' }))).token;
  treasurer = (
    await signedIn(
      t,
      buildVolunteer({
        email: 'ex.treasurer@test.local',
        keepsTreasury: true,
        scope: { level: 'Mosque', mosqueId: tree.oldMosque },
      }),
    )
  ).token;
  funds = await treasuryAt(t.db, tree.oldMosque, 100_000);
});
afterAll(() => t.close());

const expense = (values: Record<string, unknown>, token = treasurer) =>
  t.call(
    'recordExpense',
    {
      mosqueId: tree.oldMosque,
      ...key(),
      fundId: funds.general,
      amountPaise: 10_000,
      payee: 'Electricity board',
      purpose: 'Electricity',
      ...values,
    } as never,
    token,
  );

describe('recordExpense', () => {
  it('pays from the fund, lists it in the year, and audits it', async () => {
    const res = await expense({ amountPaise: 25_050, billNumber: 'EB-77', spentOn: '2026-06-10' });
    expect(res.body.result).toMatchObject({ pass: true, messageCode: 'expenseRecorded' });
    expect(await balanceOf(funds.general)).toBe(100_000 - 25_050);
    const list = await t.call(
      'getExpenses',
      { mosqueId: tree.oldMosque, financialYear: '2026-27' },
      treasurer,
    );
    expect(list.body.result.items).toEqual([
      expect.objectContaining({
        expenseId: res.body.result.expenseId,
        fundKey: 'general',
        amountPaise: 25_050,
        payee: 'Electricity board',
        billNumber: 'EB-77',
        spentOn: '2026-06-10',
      }),
    ]);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'expense.record'));
    expect(audits).toHaveLength(1);
    const last = await t.call('getExpenses', { mosqueId: tree.oldMosque, financialYear: '2025-26' }, admin);
    expect(last.body.result.items).toEqual([]);
  });

  it('refuses an expense larger than the balance, and changes nothing', async () => {
    const before = await balanceOf(funds.sadaqah);
    const count = await expenseCount();
    const res = await expense({ fundId: funds.sadaqah, amountPaise: before + 100 });
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'balanceTooLow', expenseId: null });
    expect(res.body.result.message).toContain('₹1,000');
    expect(await balanceOf(funds.sadaqah)).toBe(before);
    expect(await expenseCount()).toBe(count);
  });

  it('lets Zakat pay only a Zakat-eligible purpose, in any case and spacing', async () => {
    const refusedOne = await expense({ fundId: funds.zakat, purpose: 'Carpets' });
    expect(refusedOne.body.result).toMatchObject({ pass: false, messageCode: 'zakatPurposeNotEligible' });
    expect(await balanceOf(funds.zakat)).toBe(100_000);
    const paid = await expense({ fundId: funds.zakat, purpose: '  help to the POOR ', payee: 'A widow' });
    expect(paid.body.result.pass).toBe(true);
    expect(await balanceOf(funds.zakat)).toBe(90_000);
  });

  it('writes once for a double tap', async () => {
    const same = key();
    const count = await expenseCount();
    const [a, b] = await Promise.all([expense(same), expense(same)]);
    expect(a.body.result.expenseId).toBe(b.body.result.expenseId);
    expect(await expenseCount()).toBe(count + 1);
  });

  it('refuses a closed fund, a future date and a bad date with a message', async () => {
    const [roof] = await t.db
      .insert(treasuryFunds)
      .values({ mosqueId: tree.oldMosque, name: 'Roof', balancePaise: 50_000, closedAt: new Date() })
      .returning();
    expect((await expense({ fundId: roof!.id })).body.result).toMatchObject({
      pass: false,
      messageCode: 'fundIsClosed',
    });
    expect((await expense({ spentOn: '2999-01-01' })).body.result).toMatchObject({
      pass: false,
      messageCode: 'expenseDateInFuture',
    });
    const bad = await expense({ spentOn: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect((await expense({ amountPaise: 10.5 })).status).toBe(400);
  });

  it("is for the masjid's treasurer and admins: another masjid's is 403, an unknown fund 404", async () => {
    const other = await treasuryAt(t.db, tree.newMosque);
    const res = await expense({ mosqueId: tree.newMosque, fundId: other.general });
    expect(res.status).toBe(403);
    expect((await expense({ fundId: other.general })).status).toBe(404);
  });
});

describe('closeMonth', () => {
  it('closes ended months in order, and then locks their expenses', async () => {
    const mosqueId = tree.newMosque;
    const fresh = await treasuryAt(t.db, mosqueId);
    const pay = (spentOn: string) =>
      expense({ mosqueId, fundId: fresh.general, spentOn }, admin).then((r) => r.body.result);
    const close = (month: string) =>
      t.call('closeMonth', { mosqueId, ...key(), month }, admin).then((r) => r.body.result);
    expect((await pay('2026-08-05')).pass).toBe(true);
    expect((await pay('2026-09-05')).pass).toBe(true);
    expect(await close('2026-09')).toMatchObject({
      pass: false,
      messageCode: 'monthClosedOutOfOrder',
      message: 'Please close 08/2026 first',
    });
    expect(await close('2026-08')).toMatchObject({ pass: true, messageCode: 'monthClosed' });
    expect(await close('2026-08')).toMatchObject({ pass: false, messageCode: 'monthClosedAlready' });
    expect(await close('2026-09')).toMatchObject({ pass: true });
    expect(await close(indiaMonthOf(new Date()))).toMatchObject({
      pass: false,
      messageCode: 'monthNotEnded',
    });
    const locked = await pay('2026-09-20');
    expect(locked).toMatchObject({
      pass: false,
      messageCode: 'monthIsClosed',
      message: expect.stringContaining('09/2026'),
    });
    const report = await t.call('getTreasuryReport', { mosqueId, financialYear: '2026-27' }, admin);
    expect(report.body.result.closedMonths).toEqual(['2026-08', '2026-09']);
  });

  it("locks a closed month's receipts against cancellation", async () => {
    const mosqueId = tree.oldMosque;
    const { receiptId } = await receiptAt(t.db, mosqueId, { n: 1, now: new Date('2026-05-10T06:00:00Z') });
    expect(
      (await t.call('closeMonth', { mosqueId, ...key(), month: '2026-05' }, admin)).body.result.pass,
    ).toBe(true);
    const res = await t.call('cancelReceipt', { receiptId, ...key(), reason: 'Typed twice' }, admin);
    expect(res.body.result).toMatchObject({ pass: false, messageCode: 'monthIsClosed' });
  });
});
