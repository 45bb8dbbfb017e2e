import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { donations, receipts, users } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { PASSWORD, withPrivacyWorld } from '../test/privacy-world';
import { donationAt, receiptAt, treasuryAt } from '../test/treasury-world';

/** A member's gifts and receipts: in their download, and kept (unlinked) when the account is deleted. */

const world = withPrivacyWorld();
const { env, api, newMember } = world;

describe("a member's gifts in 'Download my data'", () => {
  it('lists every gift, whatever its status, and every receipt as printed', async () => {
    const { token, userId } = await newMember();
    await treasuryAt(env.t.db, world.delhi);
    await donationAt(env.t.db, world.delhi, { n: 7101, memberId: userId, status: 'started' });
    await donationAt(env.t.db, world.delhi, {
      n: 7102,
      memberId: userId,
      status: 'awaiting',
      utr: '123456789012',
    });
    await donationAt(env.t.db, world.delhi, { n: 7103, memberId: userId, status: 'rejected' });
    await receiptAt(env.t.db, world.delhi, { n: 7104, memberId: userId, donorName: 'Gift Download Donor' });
    const other = await newMember();
    await donationAt(env.t.db, world.delhi, { n: 7105, memberId: other.userId });

    const data = JSON.parse((await api('downloadMyData', {}, token)).body.result.json);
    expect(data.gifts.map((g: { status: string }) => g.status).sort()).toEqual([
      'awaiting',
      'confirmed',
      'rejected',
      'started',
    ]);
    expect(data.gifts.find((g: { status: string }) => g.status === 'awaiting')).toMatchObject({
      reference: 'AJT000007102',
      fund: 'General',
      amountPaise: 50_100,
      utr: '123456789012',
    });
    expect(data.receipts).toEqual([
      expect.objectContaining({
        donorName: 'Gift Download Donor',
        amountPaise: 50_100,
        fund: 'General',
        cancelledAt: null,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('AJT000007105');
  });
});

describe('deleting an account with gifts', () => {
  it('deletes the gifts without a receipt, and keeps the receipts and their gifts, unlinked, as printed', async () => {
    const { token, userId, phone } = await newMember();
    await treasuryAt(env.t.db, world.delhi);
    const started = await donationAt(env.t.db, world.delhi, { n: 7201, memberId: userId });
    const rejected = await donationAt(env.t.db, world.delhi, {
      n: 7202,
      memberId: userId,
      status: 'rejected',
    });
    const kept = await receiptAt(env.t.db, world.delhi, {
      n: 7203,
      memberId: userId,
      donorName: 'Kept Donor Name',
    });

    const done = await api('removeMyAccount', { confirm: phone, currentPassword: PASSWORD }, token);
    expect(done.body.result.pass).toBe(true);

    expect(await env.t.db.$count(users, eq(users.id, userId))).toBe(0);
    expect(await env.t.db.$count(donations, eq(donations.id, started))).toBe(0);
    expect(await env.t.db.$count(donations, eq(donations.id, rejected))).toBe(0);
    const [receipt] = await env.t.db.select().from(receipts).where(eq(receipts.id, kept.receiptId));
    expect(receipt).toMatchObject({ memberId: null, donorName: 'Kept Donor Name', amountPaise: 50_100 });
    const [gift] = await env.t.db.select().from(donations).where(eq(donations.id, kept.donationId));
    expect(gift).toMatchObject({ memberId: null, status: 'confirmed' });
  });
});

describe('a receipt in the database', () => {
  let n = 7300;
  const receipt = () => receiptAt(env.t.db, world.delhi, { n: n++ });
  const fails = (statement: Promise<unknown>) => expect(statement).rejects.toThrow();

  it('cannot be edited: its amount, donor, fund name or number', async () => {
    const { receiptId } = await receipt();
    const where = eq(receipts.id, receiptId);
    await fails(env.t.db.update(receipts).set({ amountPaise: 100 }).where(where));
    await fails(env.t.db.update(receipts).set({ donorName: 'Someone Else' }).where(where));
    await fails(env.t.db.update(receipts).set({ fundName: 'Other' }).where(where));
    await fails(env.t.db.update(receipts).set({ receiptNumber: 'X/1' }).where(where));
    const { userId } = await newMember();
    await fails(env.t.db.update(receipts).set({ memberId: userId }).where(where));
    const [row] = await env.t.db.select().from(receipts).where(where);
    expect(row).toMatchObject({ amountPaise: 50_100, fundName: 'General', memberId: null });
  });

  it('is cancelled once, with a reason and its time, and stays', async () => {
    const { receiptId } = await receipt();
    const where = eq(receipts.id, receiptId);
    await fails(env.t.db.update(receipts).set({ cancelledAt: new Date() }).where(where));
    await fails(env.t.db.update(receipts).set({ cancelReason: 'No time' }).where(where));
    await env.t.db
      .update(receipts)
      .set({ cancelledAt: new Date(), cancelReason: 'Entered twice' })
      .where(where);
    await fails(env.t.db.update(receipts).set({ cancelReason: 'Another reason' }).where(where));
    await fails(env.t.db.update(receipts).set({ cancelledAt: null, cancelReason: null }).where(where));
    expect((await env.t.db.select().from(receipts).where(where))[0]).toMatchObject({
      cancelReason: 'Entered twice',
    });
  });

  it('is deleted only in a transaction that says it is the retention purge', async () => {
    const { receiptId } = await receipt();
    const where = eq(receipts.id, receiptId);
    await fails(env.t.db.delete(receipts).where(where));
    await fails(
      withTransaction(env.t.db, async (tx) => {
        await tx.execute(sql`set local anjuman.receipt_retention = 'off'`);
        await tx.delete(receipts).where(where);
      }),
    );
    expect(await env.t.db.$count(receipts, where)).toBe(1);
    await withTransaction(env.t.db, async (tx) => {
      await tx.execute(sql`set local anjuman.receipt_retention = 'on'`);
      await tx.delete(receipts).where(where);
    });
    expect(await env.t.db.$count(receipts, where)).toBe(0);
  });
});
